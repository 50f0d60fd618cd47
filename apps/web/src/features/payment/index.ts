// What other features may use of payment: the button that starts paying (manage booking's balance due of extras).
export { PayNowButton } from './components/pay-now-button';
