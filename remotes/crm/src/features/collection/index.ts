// What other features use of 수금 (the contract page and the bond dashboard).
export { ContractBondCard } from './components/ContractBondCard';
export { CollectionModal } from './components/CollectionModal';
export { CollectionTable } from './components/CollectionTable';
export { WriteOffModal } from './components/BondActions';
export { useBondRefresh } from './components/useBondRefresh';
