// The list template (DESIGN §4a): a list's URL state definition and ListPage on ProTable.
// Its own entry, loaded with the first list page: pro-components and TanStack Query are not on the login page.
export * from './state';
export { useListState } from './useListState';
export { ListPage, type ListPageProps } from './ListPage';
export { ExportButton, type ExportButtonProps } from './ExportButton';
export { KeywordFilter, type KeywordFilterProps } from './KeywordFilter';
export { ChoiceFilter, type ChoiceFilterProps, FilterTag, type IdPickerProps, type ListFilter, type ListFilterItem } from './ListFilters';
export { LocalTable, type LocalTableProps } from './LocalTable';
export type { ListColumn } from './listColumns';
export { LIST_MESSAGES } from './messages';
