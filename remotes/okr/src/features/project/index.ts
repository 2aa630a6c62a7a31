// What other okr features (threads) use of the project feature.
export { ProjectSelect } from './components/pickers';
