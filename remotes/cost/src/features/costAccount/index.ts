// What other features of the cost remote use of 원가계정: the account picker (direct costs, budgets, executions).
export { CostAccountSelect } from './components/CostAccountSelect';
