import { ProTable, type ProTableProps } from '@ant-design/pro-components';
import { PlusOutlined } from '@ant-design/icons';
import { type UseQueryOptions, keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Typography } from 'antd';
import { type MouseEvent, type ReactNode, useState } from 'react';
// Stateful shared code through the package's own name, so it is the host's singleton whichever app
// provided this entry: one session, one http client, one router.
import { type Page, errorMessage, useCurrentUser, useNavigate } from '@dure/shared';
import { SavedViews } from '@dure/shared/records';
import { ExportButton } from './ExportButton';
import { KeywordFilter } from './KeywordFilter';
import { ListCards } from './ListCards';
import { ListFilterBar } from './ListFilterBar';
import type { ListFilterItem } from './ListFilters';
import { type ListColumn, hiddenByDefault, tableColumns } from './listColumns';
import type { ListFields, ListState, ListStateDefinition } from './listState';
import { LIST_MESSAGES } from './messages';
import { useListState } from './useListState';
import { usePhone } from './usePhone';

/** A list's "new record" button and the form it opens. */
export type ListCreate = {
  /** The button's text ("사용자 등록"). */
  label: string;
  /** Opens the form at once (a link that asks for a new record). */
  openAtStart?: boolean;
  /** The form. Once it saves it calls `onCreated`: the form closes, the list reloads and, given the new record's path, that opens. */
  form: (props: { open: boolean; onClose: () => void; onCreated: (path?: string) => void }) => ReactNode;
};

export type ListPageProps<T extends Record<string, any>, F extends ListFields> = {
  /** The page heading, also the export's file name. */
  title: string;
  /** 4 when the list sits under a page heading of its own (a tab of 권한 관리); otherwise 1, the page's one h1. */
  headingLevel?: 1 | 4;
  /**
   * The list's state definition; the page keeps the state in the address (`useListState` reads the same
   * state outside). Its `key` names the saved views and per-user column settings; its `exportPath`, if any, gives the export button.
   */
  list: ListStateDefinition<F> & { readonly key: string };
  /** The query of the page a state describes (the resource's `queryOptions`). */
  // Any query key: queryOptions() tags its key with the data type.
  query: (state: ListState<F>) => UseQueryOptions<Page<T>, Error, Page<T>, any>;
  /** Columns; those with `sorter: true` sort on the server by their `dataIndex`; `optional` ones start hidden, `mobile` ones show on a phone's cards. */
  columns: ListColumn<T>[];
  /** The row's key (default `id`). */
  rowKey?: keyof T & string;
  /** The counter word of the total ("곳", "명"; default "건"). */
  unit?: string;
  /** What an empty list says, with and without filters, where the list has more to say than the default. */
  empty?: { filtered: string; none: string };
  /** The search box of the list's `keyword` field: what it matches, and its width. */
  keyword?: { placeholder: string; width?: number; label?: string };
  /** The filter controls above the table, after the search box. */
  filters?: readonly ListFilterItem<F>[];
  /** Buttons beside the heading, after the export button. */
  actions?: ReactNode;
  /** The "new record" button, after the other buttons; false for a caller who may not create. */
  create?: ListCreate | false;
  /** Shown instead of the table: another view of the same filters (a board, a week); pass the query with `enabled: false` then. */
  view?: ReactNode;
  /** The page a row opens on a click (a click on a link or button inside the row does its own thing). */
  rowLink?: (row: T) => string;
  /** Further ProTable settings (row selection, row events). */
  table?: Pick<ProTableProps<T, Record<string, unknown>>, 'rowSelection' | 'onRow' | 'tableAlertRender' | 'summary'>;
};

const sortOrderOf = (sort: string, field: string): 'ascend' | 'descend' | null => {
  const [current, dir] = sort.split(',');
  return current === field ? (dir === 'desc' ? 'descend' : 'ascend') : null;
};

/**
 * A list page on ProTable (DESIGN §4a): filters, paging and order in the address through the list's
 * state definition, the page through a TanStack query that keeps the previous page on screen while
 * the next loads, a capped total, an error with retry, saved views, column settings kept per user,
 * and a server-side .xlsx export.
 */
export function ListPage<T extends Record<string, any>, F extends ListFields>(props: ListPageProps<T, F>) {
  const { list } = props;
  const [state, onStateChange] = useListState(list);
  const phone = usePhone();
  const user = useCurrentUser();
  const query = props.query(state);
  const page = useQuery({ ...query, placeholderData: keepPreviousData });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(props.create ? props.create.openAtStart === true : false);
  const created = (path?: string) => {
    setCreating(false);
    // Every query of the resource (its lists, its counts): the key's first part names it.
    void queryClient.invalidateQueries({ queryKey: query.queryKey.slice(0, 1) });
    if (path) navigate(path);
  };
  const data = page.data;
  const total = data ? LIST_MESSAGES.total(data.totalElements, data.totalCappedYn === 'Y', props.unit ?? '건') : undefined;
  const columns = tableColumns(props.columns).map((c) => (c.sorter === true ? { ...c, sortOrder: sortOrderOf(state.sort, String(c.dataIndex)) } : c));
  const empty = props.empty ?? LIST_MESSAGES.empty;
  const emptyText = list.isFiltered(state) ? empty.filtered : empty.none;
  const goTo = (current: number, size: number) => onStateChange({ page: size === state.size ? current - 1 : 0, size } as Partial<ListState<F>>);

  return (
    <>
      <Flex vertical gap={12}>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Title level={props.headingLevel ?? 1} style={{ margin: 0 }}>
            {props.title}
          </Typography.Title>
          <Flex gap={8} wrap>
            {list.exportPath && !phone && <ExportButton path={list.exportPath} query={list.exportQuery(state)} fileName={props.title} disabled={!data?.totalElements} />}
            {props.actions}
            {props.create && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
                {props.create.label}
              </Button>
            )}
          </Flex>
        </Flex>
        <ListFilterBar
          phone={phone}
          keyword={
            props.keyword && (
              <KeywordFilter
                value={(state as { keyword?: string }).keyword}
                onSearch={(keyword) => onStateChange({ keyword } as unknown as Partial<ListState<F>>)}
                {...props.keyword}
                width={phone ? '100%' : props.keyword.width}
              />
            )
          }
          filters={props.filters ?? []}
          state={state}
          set={onStateChange}
          views={<SavedViews listKey={list.key} value={list.toSavedView(state)} onApply={(view) => onStateChange(list.fromSavedView(view, state.size))} />}
        />
        {page.isError && (
          <Alert
            type="error"
            showIcon
            message={LIST_MESSAGES.loadFailed(props.title)}
            description={errorMessage(page.error)}
            action={<Button onClick={() => void page.refetch()}>{LIST_MESSAGES.retry}</Button>}
          />
        )}
        {props.view ??
          (phone ? (
            <ListCards<T>
              rows={data?.content ?? []}
              columns={props.columns}
              rowKey={props.rowKey ?? 'id'}
              loading={page.isFetching}
              empty={emptyText}
              total={total}
              paging={{ current: state.page + 1, pageSize: state.size, total: data?.totalElements ?? 0, onChange: goTo }}
              onOpen={props.rowLink && ((row) => navigate(props.rowLink!(row)))}
            />
          ) : (
          <ProTable<T>
            rowKey={props.rowKey ?? 'id'}
            search={false}
            options={{ reload: () => void page.refetch(), density: false, setting: true }}
            columnsState={{
              persistenceKey: `dure:list:${list.key}:${user?.id ?? 'anonymous'}`,
              persistenceType: 'localStorage',
              defaultValue: hiddenByDefault(props.columns),
            }}
            headerTitle={total}
            columns={columns}
            dataSource={data?.content ?? []}
            loading={page.isFetching}
            onChange={(pagination, _filters, sorter) => {
              const s = Array.isArray(sorter) ? sorter[0] : sorter;
              const field = s?.order && list.sortFields.includes(String(s.field)) ? String(s.field) : undefined;
              const sort = field ? `${field},${s.order === 'descend' ? 'desc' : 'asc'}` : list.initial.sort;
              const size = pagination.pageSize ?? state.size;
              const sameView = sort === state.sort && size === state.size;
              onStateChange({ page: sameView ? (pagination.current ?? 1) - 1 : 0, size, sort } as Partial<ListState<F>>);
            }}
            pagination={{
              current: state.page + 1,
              pageSize: state.size,
              total: data?.totalElements ?? 0,
              showSizeChanger: true,
              pageSizeOptions: [...list.sizes],
              showTotal: () => total,
            }}
            onRow={
            props.rowLink &&
            ((row: T) => ({
              onClick: (e: MouseEvent<HTMLElement>) => {
                if (!(e.target as HTMLElement).closest('a,button')) navigate(props.rowLink!(row));
              },
              style: { cursor: 'pointer' },
            }))
          }
          tableAlertRender={false}
            locale={{ emptyText }}
            scroll={{ x: 'max-content' }}
            {...props.table}
          />
        ))}
      </Flex>
      {props.create && props.create.form({ open: creating, onClose: () => setCreating(false), onCreated: created })}
    </>
  );
}
