import { queryOptions } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { onePage, renderScreen } from '../../testing';
import { ListPage, type ListPageProps } from '../ListPage';
import type { IdPickerProps } from '../ListFilters';
import { type ListStateDefinition, defineListState, id, text, yn } from '../state';

jest.mock('@dure/shared/records', () => ({ SavedViews: () => null }));

type Thing = { id: number; name: string };
const thingList = defineListState({ fields: { keyword: text(), mineYn: yn(), teamId: id(), noTeamYn: yn() }, sort: { initial: 'name,asc', fields: ['name'] } });
type ThingFields = typeof thingList extends ListStateDefinition<infer F> ? F : never;
const fetchPage = jest.fn<Promise<ReturnType<typeof onePage<Thing>>>, [Record<string, string>]>();
const thingListQuery = (state: Parameters<typeof thingList.apiQuery>[0]) =>
  queryOptions({ queryKey: ['thing', 'list', thingList.apiQuery(state)], queryFn: () => fetchPage(thingList.apiQuery(state)) });
const lastQuery = () => fetchPage.mock.calls.at(-1)?.[0];

/** A stand-in record picker: its value as text, and a button that picks 3. */
const TeamPicker = ({ value, onChange, 'aria-label': label }: IdPickerProps) => <button onClick={() => onChange?.(3)}>{`${label}: ${value ?? '없음'}`}</button>;

function Address() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="주소">{location.pathname + location.search}</output>
      <button onClick={() => navigate('/thing?keyword=%EB%A7%81%ED%81%AC')}>링크로 이동</button>
    </>
  );
}

function renderList(path = '/thing', props: Partial<ListPageProps<Thing, ThingFields>> = {}) {
  return renderScreen(
    <>
      <ListPage<Thing, ThingFields>
        title="항목"
        listKey="thing-list"
        list={thingList}
        query={thingListQuery}
        columns={[{ title: '이름', dataIndex: 'name' }]}
        unit="건"
        empty={{ filtered: '조건에 맞는 항목이 없습니다.', none: '항목이 없습니다.' }}
        keyword={{ placeholder: '이름' }}
        filters={[
          { check: 'mineYn', label: '내 항목만' },
          { flag: 'noTeamYn', label: '팀 미지정', instead: { picker: 'teamId', control: TeamPicker, label: '팀', width: 160 } },
        ]}
        {...props}
      />
      <Address />
    </>,
    { path },
  );
}

beforeEach(() => {
  fetchPage.mockReset();
  fetchPage.mockResolvedValue(onePage([{ id: 1, name: '첫 항목' }]));
});

describe('ListPage', () => {
  it('searches on Enter, and the box shows the keyword a link puts in the address', async () => {
    renderList();
    expect(await screen.findByText('첫 항목')).toBeTruthy();
    const box = screen.getByLabelText('검색어') as HTMLInputElement;
    fireEvent.change(box, { target: { value: ' 둘째 ' } });
    expect(lastQuery()?.keyword).toBeUndefined();
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(lastQuery()?.keyword).toBe('둘째'));
    expect(screen.getByLabelText('주소').textContent).toBe('/thing?keyword=%EB%91%98%EC%A7%B8');
    fireEvent.click(screen.getByText('링크로 이동'));
    await waitFor(() => expect(box.value).toBe('링크'));
    expect(lastQuery()?.keyword).toBe('링크');
  });

  it('binds its filters to the state: a check filters when ticked, a flag shows as a tag whose × brings back its control', async () => {
    renderList('/thing?noTeamYn=Y');
    await screen.findByText('첫 항목');
    expect(lastQuery()).toMatchObject({ noTeamYn: 'Y' });
    expect(screen.getByText('팀 미지정')).toBeTruthy();
    expect(screen.queryByText(/^팀:/)).toBeNull();
    fireEvent.click(screen.getByLabelText('Close'));
    fireEvent.click(await screen.findByText('팀: 없음'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ teamId: '3' }));
    expect(lastQuery()?.noTeamYn).toBeUndefined();
    fireEvent.click(screen.getByRole('checkbox', { name: '내 항목만' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ teamId: '3', mineYn: 'Y', page: '0' }));
  });

  it('opens its create form from the button; once created, the list reloads and the new record opens', async () => {
    renderList('/thing', {
      create: { label: '항목 등록', form: (f) => f.open && <button onClick={() => f.onCreated('/thing/9')}>저장</button> },
    });
    await screen.findByText('첫 항목');
    expect(screen.queryByText('저장')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /항목 등록/ }));
    fireEvent.click(screen.getByText('저장'));
    await waitFor(() => expect(screen.getByLabelText('주소').textContent).toBe('/thing/9'));
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('opens the row\'s page on a click, but not for a click on a button inside the row', async () => {
    renderList('/thing', {
      rowLink: (t) => `/thing/${t.id}`,
      columns: [{ title: '이름', dataIndex: 'name' }, { title: '', key: 'act', render: () => <button>표시</button> }],
    });
    fireEvent.click(await screen.findByText('표시'));
    expect(screen.getByLabelText('주소').textContent).toBe('/thing');
    fireEvent.click(screen.getByText('첫 항목'));
    await waitFor(() => expect(screen.getByLabelText('주소').textContent).toBe('/thing/1'));
  });

  it('has no create button for a caller who may not create', async () => {
    renderList('/thing', { create: false });
    await screen.findByText('첫 항목');
    expect(screen.queryByRole('button', { name: /등록/ })).toBeNull();
  });
});
