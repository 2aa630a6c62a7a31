import { queryOptions } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { onePage, renderScreen } from '../../testing';
import { ListPage, type ListPageProps } from '../ListPage';
import type { IdPickerProps } from '../ListFilters';
import { type ListStateDefinition, defineListState, id, text, yn } from '../state';
import { PHONE_MEDIA } from '../usePhone';

jest.mock('@dure/shared/records', () => ({ SavedViews: () => null }));

type Thing = { id: number; name: string; place: string };
const thingList = defineListState({ key: 'thing-list', fields: { keyword: text(), mineYn: yn(), teamId: id(), noTeamYn: yn(), oldYn: yn() }, sort: { initial: 'name,asc', fields: ['name'] } });
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
        list={thingList}
        query={thingListQuery}
        columns={[{ title: '이름', dataIndex: 'name' }]}
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
  fetchPage.mockResolvedValue(onePage([{ id: 1, name: '첫 항목', place: '서울' }]));
});

const advancedFilters: ListPageProps<Thing, ThingFields>['filters'] = [
  { check: 'mineYn', label: '내 항목만' },
  { check: 'oldYn', label: '지난 항목만', advanced: true },
];

/** A phone-wide window: the list's media query matches. */
function phoneWidth() {
  const original = window.matchMedia;
  window.matchMedia = ((media: string) => ({ ...original(media), matches: media === PHONE_MEDIA })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

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

  it('keeps advanced filters under 상세 조건, counting those in use', async () => {
    renderList('/thing', { filters: advancedFilters });
    await screen.findByText('첫 항목');
    const toggle = screen.getByRole('button', { name: /상세 조건/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('checkbox', { name: '지난 항목만' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: '내 항목만' })).toBeTruthy();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('checkbox', { name: '지난 항목만' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ oldYn: 'Y' }));
    expect(screen.getByRole('button', { name: /상세 조건/ }).closest('.ant-badge')?.textContent).toContain('1');
  });

  it('opens 상세 조건 at once when the address sets an advanced filter', async () => {
    renderList('/thing?oldYn=Y', { filters: advancedFilters });
    await screen.findByText('첫 항목');
    expect(screen.getByRole('button', { name: /상세 조건/ }).getAttribute('aria-expanded')).toBe('true');
    expect((screen.getByRole('checkbox', { name: '지난 항목만' }) as HTMLInputElement).checked).toBe(true);
  });

  it('says the default empty text when the page names none', async () => {
    fetchPage.mockResolvedValue(onePage([]));
    renderList('/thing?mineYn=Y');
    expect(await screen.findByText('조건에 맞는 항목이 없습니다.')).toBeTruthy();
  });

  describe('on a phone', () => {
    let restore: () => void;
    beforeEach(() => {
      restore = phoneWidth();
    });
    afterEach(() => restore());

    it('shows each row as a card: the first column as its title, the mobile columns below, a click opens the row', async () => {
      renderList('/thing', {
        rowLink: (t) => `/thing/${t.id}`,
        columns: [
          { title: '이름', dataIndex: 'name' },
          { title: '번호', dataIndex: 'id', optional: true },
          { title: '장소', dataIndex: 'place', mobile: true, render: (_, t) => `${t.place}시` },
        ],
      });
      const card = (await screen.findByRole('article')) as HTMLElement;
      expect(screen.queryByRole('columnheader', { name: '이름' })).toBeNull();
      expect(card.querySelector('.ant-card-head')?.textContent).toBe('첫 항목');
      expect(card.textContent).toContain('장소');
      expect(card.textContent).toContain('서울시');
      expect(card.textContent).not.toContain('번호');
      fireEvent.click(screen.getByText('서울시'));
      await waitFor(() => expect(screen.getByLabelText('주소').textContent).toBe('/thing/1'));
    });

    it('keeps every filter in a drawer behind 필터, which counts the filters in use and applies its choices together', async () => {
      renderList('/thing?oldYn=Y', { filters: advancedFilters });
      await screen.findByRole('article');
      expect(screen.queryByRole('checkbox', { name: '내 항목만' })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: '필터 (1개 적용 중)' }));
      fireEvent.click(await screen.findByRole('checkbox', { name: '내 항목만' }));
      // Choices apply together: nothing reloads until 적용.
      expect(lastQuery()?.mineYn).toBeUndefined();
      fireEvent.click(screen.getByRole('button', { name: '적용' }));
      await waitFor(() => expect(lastQuery()).toMatchObject({ mineYn: 'Y', oldYn: 'Y' }));
      expect(screen.getByRole('button', { name: '필터 (2개 적용 중)' })).toBeTruthy();
    });
  });
});
