import { DownOutlined, FilterOutlined, UpOutlined } from '@ant-design/icons';
import { Badge, Button, Card, Drawer, Flex } from 'antd';
import { type ReactNode, useState } from 'react';
import { type ListFilterItem, ListFilters, isFilterActive } from './ListFilters';
import type { ListFields, ListState } from './listState';
import { LIST_MESSAGES } from './messages';

export type ListFilterBarProps<F extends ListFields> = {
  /** The search box, always in sight. */
  keyword?: ReactNode;
  filters: readonly ListFilterItem<F>[];
  state: ListState<F>;
  set: (patch: Partial<ListState<F>>) => void;
  /** The saved views, after the filters. */
  views: ReactNode;
  phone: boolean;
};

const isAdvanced = <F extends ListFields>(filter: ListFilterItem<F>) => !!filter && typeof filter !== 'function' && filter.advanced === true;

/**
 * The controls above a list. On a wide screen the common filters sit beside the search box and the
 * advanced ones under "상세 조건", which counts those in use and starts open when the address sets one.
 * On a phone every filter moves into a drawer behind a "필터" button that counts the filters in use;
 * the drawer's choices apply together with "적용".
 */
export function ListFilterBar<F extends ListFields>({ keyword, filters, state, set, views, phone }: ListFilterBarProps<F>) {
  const advanced = filters.filter(isAdvanced);
  const common = filters.filter((f) => !isAdvanced(f));
  const activeAdvanced = advanced.filter((f) => isFilterActive(f, state)).length;
  const [open, setOpen] = useState(activeAdvanced > 0);
  // The drawer's choices, applied together: each change of the address reloads the list.
  const [draft, setDraft] = useState<ListState<F> | null>(null);

  if (phone) {
    const active = filters.filter((f) => isFilterActive(f, state)).length;
    return (
      <Flex gap={8} align="center">
        <div style={{ flex: 1, minWidth: 0 }}>{keyword}</div>
        <Badge count={active} size="small">
          <Button icon={<FilterOutlined />} onClick={() => setDraft(state)} aria-label={LIST_MESSAGES.filters.drawerLabel(active)}>
            {LIST_MESSAGES.filters.drawer}
          </Button>
        </Badge>
        <Drawer
          title={LIST_MESSAGES.filters.drawer}
          placement="bottom"
          height="auto"
          open={draft !== null}
          onClose={() => setDraft(null)}
          footer={
            <Flex justify="end" gap={8}>
              <Button onClick={() => setDraft(null)}>{LIST_MESSAGES.filters.cancel}</Button>
              <Button
                type="primary"
                onClick={() => {
                  if (draft) set({ ...draft, page: 0 });
                  setDraft(null);
                }}
              >
                {LIST_MESSAGES.filters.apply}
              </Button>
            </Flex>
          }
        >
          {draft && (
            <Flex vertical gap={12}>
              <ListFilters filters={filters} state={draft} set={(patch) => setDraft({ ...draft, ...patch })} block />
              {views}
            </Flex>
          )}
        </Drawer>
      </Flex>
    );
  }
  return (
    <Card size="small">
      <Flex vertical gap={8}>
        <Flex wrap gap={8} align="center">
          {keyword}
          <ListFilters filters={common} state={state} set={set} />
          {advanced.length > 0 && (
            <Badge count={activeAdvanced} size="small">
              <Button type="link" onClick={() => setOpen(!open)} aria-expanded={open} icon={open ? <UpOutlined /> : <DownOutlined />} iconPosition="end">
                {LIST_MESSAGES.filters.advanced}
              </Button>
            </Badge>
          )}
          {views}
        </Flex>
        {advanced.length > 0 && open && (
          <Flex wrap gap={8} align="center" role="group" aria-label={LIST_MESSAGES.filters.advanced}>
            <ListFilters filters={advanced} state={state} set={set} />
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
