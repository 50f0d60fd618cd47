// What other features use of the agency feature.
export { PayFromWalletButton } from './components/pay-from-wallet-button';
