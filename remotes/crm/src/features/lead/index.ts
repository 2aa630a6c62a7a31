// What other features use of the lead feature (the customer page).
export { NewLeadButton } from './components/NewLeadButton';
