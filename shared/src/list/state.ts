// A list's URL state definition without the page template: small, for the feature api modules that
// build their queries from it (`@dure/shared/list-state`), and for pages that keep filters in the address
// without a ProTable (the dashboards); list pages take it with ListPage from '@dure/shared/list'.
export { choice, codeList, dateRange, day, enumList, id, idList, month, number, text, yn, type DateRange, type ListField } from './listFields';
export { defineListState, type ListFields, type ListState, type ListStateDefinition, type ListStateOf, type ListStateOptions, type Paging } from './listState';
export { useListState } from './useListState';
