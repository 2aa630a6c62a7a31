export { startStandalone } from './startStandalone';
