export { ReceiptButtons } from './components/receipt-buttons';
