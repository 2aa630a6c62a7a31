// What other features use of the 세금계산서 feature (the sales order's page).
export { NewInvoiceButton } from './components/NewInvoiceButton';
