import { choice, codeList, dateRange, day, enumList, id, idList, number, text, yn } from '../listFields';
import { defineListState } from '../listState';

const STATUSES = ['PROSPECT', 'ACTIVE', 'DORMANT', 'CLOSED'] as const;

const list = defineListState({
  fields: {
    keyword: text(),
    statusList: enumList(STATUSES),
    segmentId: id(),
    deptId: id({ also: { includeSubDeptYn: 'Y' } }),
    taxInvoiceYn: yn(),
    created: dateRange(),
    minAmount: number(),
  },
  sort: { initial: 'name,asc', fields: ['name', 'updatedAt'] },
});

type State = typeof list.initial;

const filled: State = {
  ...list.initial,
  keyword: '한빛',
  statusList: ['ACTIVE', 'DORMANT'],
  segmentId: 3,
  deptId: undefined,
  taxInvoiceYn: false,
  created: { from: '2025-01-01', to: '2025-03-31' },
  minAmount: 1500000.5,
  page: 2,
  size: 50,
  sort: 'updatedAt,desc',
};

const roundTrip = (state: State) => list.parse(new URLSearchParams(list.write(state).toString()));

it('every kind of field survives the address: text, enum list, id, Y/N flag, date range, number, page, size and sort', () => {
  expect(roundTrip(filled)).toEqual(filled);
  expect(list.write(filled).toString()).toBe(
    'keyword=%ED%95%9C%EB%B9%9B&statusList=ACTIVE%2CDORMANT&segmentId=3&taxInvoiceYn=N&created=2025-01-01%7E2025-03-31&minAmount=1500000.5&sort=updatedAt%2Cdesc&size=50&page=2',
  );
  expect(roundTrip({ ...filled, taxInvoiceYn: true, created: { to: '2025-03-31' } })).toMatchObject({ taxInvoiceYn: true, created: { to: '2025-03-31' } });
});

it('single choices, code lists, id lists and single days survive the address; malformed parts are dropped', () => {
  const more = defineListState({
    fields: { direction: choice(['SALES', 'PURCHASE']), sourceList: codeList(), stageIdList: idList(), fromDate: day() },
    sort: { initial: 'name,asc', fields: ['name'] },
  });
  const state = { ...more.initial, direction: 'SALES' as const, sourceList: ['WEB', 'REFERRAL_2'], stageIdList: [3, 12], fromDate: '2026-01-01' };
  expect(more.write(state).toString()).toBe('direction=SALES&sourceList=WEB%2CREFERRAL_2&stageIdList=3%2C12&fromDate=2026-01-01');
  expect(more.parse(more.write(state))).toEqual(state);
  expect(more.apiQuery(state)).toMatchObject({ direction: 'SALES', sourceList: 'WEB,REFERRAL_2', stageIdList: '3,12', fromDate: '2026-01-01' });
  expect(more.parse(new URLSearchParams('direction=BOTH&sourceList=web,WEB&stageIdList=0,x,4&fromDate=2026-1-1'))).toEqual({ ...more.initial, sourceList: ['WEB'], stageIdList: [4] });
});

it('defaults are left out of the address, and an empty address is the default state', () => {
  expect(list.write(list.initial).toString()).toBe('');
  expect(list.write({ ...list.initial, keyword: '  ', statusList: [] }).toString()).toBe('');
  expect(list.parse(new URLSearchParams())).toEqual(list.initial);
});

it('a malformed address falls back field by field instead of failing', () => {
  const state = list.parse(new URLSearchParams('statusList=ACTIVE,BOGUS&segmentId=-4&taxInvoiceYn=yes&created=soon~2025-13&minAmount=lots&page=-1&size=7&sort=password,desc'));
  expect(state).toEqual({ ...list.initial, statusList: ['ACTIVE'] });
});

it('a field with a non-empty default keeps an explicit "all" in the address', () => {
  const live = defineListState({ fields: { statusList: enumList(STATUSES, { initial: ['ACTIVE'] }) }, sort: { initial: 'name,asc', fields: ['name'] } });
  expect(live.write(live.initial).toString()).toBe('');
  const cleared = live.write({ ...live.initial, statusList: [] });
  expect(cleared.toString()).toBe('statusList=');
  expect(live.parse(cleared).statusList).toEqual([]);
});

it('the api query carries paging and every filter; the export query the same filters and order without paging', () => {
  expect(list.apiQuery(filled)).toEqual({
    page: '2',
    size: '50',
    sort: 'updatedAt,desc',
    keyword: '한빛',
    statusList: 'ACTIVE,DORMANT',
    segmentId: '3',
    taxInvoiceYn: 'N',
    createdFrom: '2025-01-01',
    createdTo: '2025-03-31',
    minAmount: '1500000.5',
  });
  expect(list.exportQuery({ ...list.initial, segmentId: 3 })).toEqual({ sort: 'name,asc', segmentId: '3' });
  expect(list.exportQuery({ ...list.initial, deptId: 7 })).toEqual({ sort: 'name,asc', deptId: '7', includeSubDeptYn: 'Y' });
  expect(list.apiQuery(list.initial)).toEqual({ page: '0', size: '20', sort: 'name,asc' });
});

it('a saved view with a segment filter restores it, with every other filter and the order, from the first page', () => {
  const view = list.toSavedView(filled);
  const restored = list.fromSavedView(JSON.parse(JSON.stringify(view)));
  expect(restored.segmentId).toBe(3);
  expect(restored).toEqual({ ...filled, page: 0, size: 20 });
});

it('a view saved before a filter existed, with lists stored as arrays, still restores', () => {
  const restored = list.fromSavedView({ filters: { keyword: '한빛', statusList: ['ACTIVE'], ownerUserId: 9 }, sort: 'name,desc' });
  expect(restored).toEqual({ ...list.initial, keyword: '한빛', statusList: ['ACTIVE'], sort: 'name,desc' });
});

it('a way of showing the list stays in the address but never reaches the api or counts as a filter', () => {
  const shown = defineListState({ fields: { view: choice(['kanban'], { addressOnly: true }), keyword: text() }, sort: { initial: 'name,asc', fields: ['name'] } });
  const board = shown.parse(new URLSearchParams('view=kanban'));
  expect(board.view).toBe('kanban');
  expect(shown.write(board).toString()).toBe('view=kanban');
  expect(shown.apiQuery(board)).not.toHaveProperty('view');
  expect(shown.exportQuery(board)).not.toHaveProperty('view');
  expect(shown.isFiltered(board)).toBe(false);
});

it('only a filter that narrows the list counts as filtering', () => {
  expect(list.isFiltered(list.initial)).toBe(false);
  expect(list.isFiltered({ ...list.initial, page: 3, sort: 'updatedAt,desc' })).toBe(false);
  expect(list.isFiltered({ ...list.initial, taxInvoiceYn: false })).toBe(true);
});
