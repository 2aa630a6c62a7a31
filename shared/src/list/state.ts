// A list's URL state definition without the page template: pure and small, for the feature api
// modules that build their queries from it (`@dure/shared/list-state`); pages take it with ListPage from '@dure/shared/list'.
export { choice, codeList, dateRange, day, enumList, id, idList, number, text, yn, type DateRange, type ListField } from './listFields';
export { defineListState, type ListFields, type ListState, type ListStateDefinition, type ListStateOf, type ListStateOptions, type Paging } from './listState';
