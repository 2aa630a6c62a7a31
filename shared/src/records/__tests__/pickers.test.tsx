import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { DEPARTMENTS_KEY } from '../api/queries';
import { DepartmentSelect } from '../pickers/DepartmentSelect';
import { UserPicker } from '../pickers/UserPicker';
import { ExchangeRateInput } from '../pickers/ExchangeRateInput';
import { ProjectPicker, ProjectTypeSelect } from '../pickers/ProjectPickers';
import { fail, installServer, page, renderWithApp } from './server';

const person = (id: number, name: string, username: string, deptName: string | null) => ({ id, name, username, deptName });
const dept = (id: number, name: string, parentId: number | null, validTo: string | null = null) => ({ id, name, parentId, sortOrder: id, validTo });

const openSelect = (label: string) => fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
const typeSearch = (label: string, text: string) => fireEvent.change(screen.getByRole('combobox', { name: label }), { target: { value: text } });

describe('UserPicker', () => {
  it('searches the directory as the user types and returns the picked id', async () => {
    const calls = installServer({
      'GET api/user/directory': (c: { search: URLSearchParams }) =>
        c.search.get('keyword') === '김' ? page([person(7, '김민준', 'mj.kim', '영업1팀')]) : page([person(7, '김민준', 'mj.kim', '영업1팀'), person(8, '이서연', 'sy.lee', null)]),
    });
    const onChange = jest.fn();
    renderWithApp(<UserPicker aria-label="담당자" onChange={onChange} />);
    openSelect('담당자');
    expect(await screen.findByText('이서연 (sy.lee)')).toBeTruthy();
    typeSearch('담당자', '김');
    await waitFor(() => expect(screen.queryByText('이서연 (sy.lee)')).toBeNull());
    expect(calls.at(-1)!.search.get('keyword')).toBe('김');
    fireEvent.click(screen.getByText('김민준 (mj.kim) · 영업1팀'));
    expect(onChange).toHaveBeenCalledWith(7, expect.objectContaining({ id: 7, name: '김민준' }));
  });

  it('says when nothing matches, and shows the current value by its label before any search', async () => {
    installServer({ 'GET api/user/directory': page([]) });
    const { unmount } = renderWithApp(<UserPicker aria-label="부서장" value={3} initialLabel="박지훈" />);
    expect(screen.getByText('박지훈')).toBeTruthy();
    unmount();
    renderWithApp(<UserPicker aria-label="담당자" />);
    openSelect('담당자');
    typeSearch('담당자', '없는사람');
    expect(await screen.findByText('검색 결과가 없습니다')).toBeTruthy();
  });

  it('tells the user when the directory cannot be searched', async () => {
    installServer({ 'GET api/user/directory': fail(500, '서버 오류') });
    renderWithApp(<UserPicker aria-label="담당자" />);
    openSelect('담당자');
    expect(await screen.findByText('사용자를 불러오지 못했습니다. 다시 입력해 보세요.')).toBeTruthy();
    expect(document.querySelector('.ant-select-status-error')).toBeTruthy();
  });
});

it('in a required form field, the required mark is on the combobox only, not on the outer element where axe reports it as critical', () => {
  const { container } = renderWithApp(
    <Form>
      <Form.Item name="userId" label="사용자" rules={[{ required: true }]}>
        <UserPicker aria-label="조회할 사용자" />
      </Form.Item>
    </Form>,
  );
  expect(container.querySelector('.ant-select')!.getAttribute('aria-label')).toBe('조회할 사용자');
  expect([...container.querySelectorAll('[aria-required]')].map((el) => el.getAttribute('role'))).toEqual(['combobox']);
});

describe('DepartmentSelect', () => {
  const tree = [dept(1, '두레', null), dept(2, '영업본부', 1), dept(3, '영업1팀', 2), dept(4, '경영지원본부', 1), dept(5, '옛 기획팀', 4, '2024-12-31')];

  it('shows the tree, filters by name and returns the picked department', async () => {
    installServer({ 'GET api/department/directory': tree });
    const onChange = jest.fn();
    renderWithApp(<DepartmentSelect aria-label="부서" onChange={onChange} />);
    openSelect('부서');
    expect(await screen.findByText('옛 기획팀 (폐쇄)')).toBeTruthy();
    typeSearch('부서', '영업1');
    await waitFor(() => expect(screen.queryByText('경영지원본부')).toBeNull());
    fireEvent.click(screen.getByText('영업1팀'));
    expect(onChange).toHaveBeenCalledWith(3, expect.anything(), expect.anything());
  });

  it('shares one request among the pickers of a page, and loads again when a department write invalidates it', async () => {
    let list = tree;
    const calls = installServer({ 'GET api/department/directory': () => list });
    const directoryCalls = () => calls.filter((c) => c.path === 'api/department/directory').length;
    const { client } = renderWithApp(
      <>
        <DepartmentSelect aria-label="부서" />
        <DepartmentSelect aria-label="겸직부서" />
      </>,
    );
    openSelect('부서');
    await screen.findByText('영업1팀');
    openSelect('겸직부서');
    await waitFor(() => expect(screen.getAllByText('영업1팀')).toHaveLength(2), { timeout: 10_000 });
    expect(directoryCalls()).toBe(1);

    list = [...tree, dept(6, '영업2팀', 2)];
    await act(() => client.invalidateQueries({ queryKey: DEPARTMENTS_KEY }));
    expect(directoryCalls()).toBe(2);
    // Both pickers read the one refreshed org chart. (Which antd tree dropdown redraws when, after its
    // first opening, is antd's timing, not ours: the test reads the shared query instead.)
    expect(JSON.stringify(client.getQueryData([...DEPARTMENTS_KEY, 'directory']))).toContain('영업2팀');
  });

  it('says when no department matches the search', async () => {
    installServer({ 'GET api/department/directory': tree });
    renderWithApp(<DepartmentSelect aria-label="부서" />);
    openSelect('부서');
    await screen.findByText('영업1팀');
    typeSearch('부서', '없는부서');
    await waitFor(() => expect(screen.queryByText('영업1팀')).toBeNull());
    expect(document.querySelector('.ant-select-empty, .ant-empty')).toBeTruthy();
  });

  it('shows an error state when the list cannot be loaded, and retries on the next visit', async () => {
    let answer: unknown = fail(500, '서버 오류');
    installServer({ 'GET api/department/directory': () => answer });
    const first = renderWithApp(<DepartmentSelect aria-label="부서" />);
    expect(await screen.findByText('부서 목록을 불러오지 못했습니다')).toBeTruthy();
    expect(document.querySelector('.ant-select-status-error')).toBeTruthy();
    first.unmount();
    answer = tree;
    renderWithApp(<DepartmentSelect aria-label="부서" />);
    openSelect('부서');
    expect(await screen.findByText('영업1팀')).toBeTruthy();
  });
});

describe('ProjectPicker', () => {
  const picked = (id: number, projectNo: string, name: string, status = 'IN_PROGRESS') => ({ id, projectNo, name, status });

  it('searches the projects the api offers by name or number and returns the picked id; a project not in progress says its state', async () => {
    const calls = installServer({
      'GET api/project/picker': (c: { search: URLSearchParams }) =>
        c.search.get('keyword') === 'MES' ? [picked(4, 'PJ-2026-0004', '한빛 MES 구축')] : [picked(4, 'PJ-2026-0004', '한빛 MES 구축'), picked(5, 'PJ-2025-0001', '사내 ERP', 'COMPLETED')],
    });
    const onChange = jest.fn();
    renderWithApp(<ProjectPicker aria-label="프로젝트" onChange={onChange} />);
    openSelect('프로젝트');
    expect(await screen.findByText('사내 ERP (PJ-2025-0001 · 완료)')).toBeTruthy();
    typeSearch('프로젝트', 'MES');
    await waitFor(() => expect(screen.queryByText('사내 ERP (PJ-2025-0001 · 완료)')).toBeNull());
    expect(calls.at(-1)!.search.get('keyword')).toBe('MES');
    fireEvent.click(screen.getByText('한빛 MES 구축 (PJ-2026-0004)'));
    expect(onChange).toHaveBeenCalledWith(4);
  });

  it('shows the stored project by its label, and says when there is none to pick or the search failed', async () => {
    installServer({ 'GET api/project/picker': [] });
    const stored = renderWithApp(<ProjectPicker aria-label="프로젝트" value={9} initialLabel="옛 프로젝트 (PJ-2024-0009)" />);
    expect(screen.getByText('옛 프로젝트 (PJ-2024-0009)')).toBeTruthy();
    stored.unmount();
    const empty = renderWithApp(<ProjectPicker aria-label="프로젝트" />);
    openSelect('프로젝트');
    expect(await screen.findByText('볼 수 있는 프로젝트가 없습니다')).toBeTruthy();
    empty.unmount();
    installServer({ 'GET api/project/picker': fail(500, '서버 오류') });
    renderWithApp(<ProjectPicker aria-label="프로젝트" />);
    openSelect('프로젝트');
    expect(await screen.findByText('프로젝트를 불러오지 못했습니다. 다시 입력해 보세요.')).toBeTruthy();
  });
});

describe('ProjectTypeSelect', () => {
  it('offers the active types, and keeps a stored type no longer in use by its name', async () => {
    installServer({ 'GET api/project-type/picker': [{ id: 1, code: 'BUILD', name: '구축' }, { id: 2, code: 'MAINT', name: '유지보수' }] });
    const onChange = jest.fn();
    renderWithApp(<ProjectTypeSelect aria-label="사업유형" value={7} initialLabel="컨설팅" onChange={onChange} />);
    expect(await screen.findByText('컨설팅 (사용 안 함)')).toBeTruthy();
    openSelect('사업유형');
    fireEvent.click(await screen.findByText('유지보수'));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('without a value, asks for the types only when its list opens (a filter bar sends nothing beside its list)', async () => {
    const calls = installServer({ 'GET api/project-type/picker': [{ id: 1, code: 'BUILD', name: '구축' }] });
    renderWithApp(<ProjectTypeSelect aria-label="유형" placeholder="전체 유형" />);
    expect(await screen.findByText('전체 유형')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls).toHaveLength(0);
    openSelect('유형');
    expect(await screen.findByText('구축')).toBeTruthy();
    expect(calls.map((c) => c.path)).toEqual(['api/project-type/picker']);
  });
});

describe('ExchangeRateInput', () => {
  const usd = (date: string, rate: number, rateDate: string, staleYn: 'Y' | 'N' = 'N') => ({ currencyCode: 'USD', date, rateType: 'BASE', rate, quoteUnit: 1, rateDate, ageDays: 0, staleYn });

  function Harness({ date, initial }: { date: string; initial?: number }) {
    return (
      <Form initialValues={{ rate: initial }}>
        <Form.Item name="rate" label="환율">
          <ExchangeRateInput currency="USD" date={date} />
        </Form.Item>
        <Form.Item shouldUpdate>{({ getFieldValue }) => <output>{String(getFieldValue('rate'))}</output>}</Form.Item>
      </Form>
    );
  }

  it('starts from the day\'s rate and follows the day while untouched; a typed rate stays, with the day\'s rate offered beside it', async () => {
    installServer({ 'GET api/exchange-rate/of-day': (c: { search: URLSearchParams }) => (c.search.get('date') === '2026-11-27' ? usd('2026-11-27', 1385.5, '2026-11-27') : usd('2026-11-30', 1390, '2026-11-30')) });
    const { rerender } = renderWithApp(<Harness date="2026-11-27" />);
    await waitFor(() => expect(screen.getByRole('status', { hidden: true }).textContent).toBe('1385.5'));
    expect(screen.getByText('2026-11-27 고시 매매기준율 1,385.5원')).toBeTruthy();
    rerender(<Harness date="2026-11-30" />);
    await waitFor(() => expect(screen.getByRole('status', { hidden: true }).textContent).toBe('1390'));
    fireEvent.change(screen.getByLabelText('환율'), { target: { value: '1400' } });
    rerender(<Harness date="2026-11-27" />);
    expect(await screen.findByText('2026-11-27 고시 매매기준율 1,385.5원')).toBeTruthy();
    expect(screen.getByRole('status', { hidden: true }).textContent).toBe('1400');
    fireEvent.click(screen.getByRole('button', { name: '이 환율 적용' }));
    await waitFor(() => expect(screen.getByRole('status', { hidden: true }).textContent).toBe('1385.5'));
  });

  it('keeps a recorded rate, warns when the day\'s rate is more than 7 days old, and says when there is none', async () => {
    installServer({ 'GET api/exchange-rate/of-day': { ...usd('2026-11-27', 1350, '2026-11-10', 'Y'), ageDays: 17 } });
    const { unmount } = renderWithApp(<Harness date="2026-11-27" initial={1340} />);
    expect(await screen.findByText(/17일 전 고시입니다. 최근 환율을 확인해 주세요./)).toBeTruthy();
    expect(screen.getByRole('status', { hidden: true }).textContent).toBe('1340');
    unmount();
    installServer({ 'GET api/exchange-rate/of-day': fail(404, 'USD의 2026-11-27 이전 환율이 없습니다. 통화·환율 화면에서 환율을 등록해 주세요.') });
    renderWithApp(<Harness date="2026-11-27" />);
    expect(await screen.findByText('USD의 2026-11-27 이전 환율이 없습니다. 통화·환율 화면에서 환율을 등록해 주세요.')).toBeTruthy();
  });
});
