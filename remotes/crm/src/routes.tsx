/**
 * The pages this remote serves, by page id of the shared page table (which owns
 * their paths and roles). Each page's code loads only when the host opens it.
 */
export const routes: { pageId: string; load: () => Promise<{ default: React.ComponentType }> }[] = [
  { pageId: 'ContractListPage', load: () => import('./features/contract/components/ContractListPage') },
  { pageId: 'ContractDetailPage', load: () => import('./features/contract/components/ContractDetailPage') },
  { pageId: 'ContractManagementPage', load: () => import('./features/contractManagement/components/ContractManagementPage') },
];
