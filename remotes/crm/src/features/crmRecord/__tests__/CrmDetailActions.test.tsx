import { http } from '@dure/shared';
import { dayjs } from '@dure/shared/format';
import { renderScreen } from '@dure/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { Where, activityType, openFromNotice, whereNow } from '../../../lib/testing/recordActions';
import { answerBy, sentTo } from '../../../lib/testing/answer';
import { type CrmRecord, crmRecordApi } from '../api/crmRecordApi';
import CrmDetailPage from '../components/CrmDetailPage';
import { crmRecord } from './fixtures';

jest.mock('../api/crmRecordApi', () => ({
  ...jest.requireActual('../api/crmRecordApi'),
  crmRecordApi: { get: jest.fn(), types: jest.fn(), contacts: jest.fn(), related: jest.fn(), create: jest.fn() },
}));
// The lead form's requests, answered by url.
jest.mock('@dure/shared', () => ({ ...jest.requireActual('@dure/shared'), http: { get: jest.fn(), post: jest.fn() } }));
jest.mock('@dure/shared/records', () => jest.requireActual('../../../lib/testing/recordActions').recordsForForms());
const api = crmRecordApi as jest.Mocked<typeof crmRecordApi>;
const get = http.get as unknown as jest.Mock;
const post = http.post as unknown as jest.Mock;

/** What the lead form needs to open: its stages and code lists. */
const LEAD_META = {
  stages: [{ id: 1, code: 'NEW', name: '신규', category: 'OPEN', sortOrder: 10, defaultProbability: 10, staleDays: 30, activeYn: 'Y', version: 0, leadCount: 0 }],
  sources: [{ code: 'EXISTING', label: '기존 고객' }],
  lostReasons: [],
  contractTypes: [],
};

// antd forms in dialogs are slow in jsdom when the machine is busy.
jest.setTimeout(120_000);

const nextWeek = dayjs().add(7, 'day').hour(10).minute(0).second(0).millisecond(0);

const record = (over: Partial<CrmRecord> = {}): CrmRecord =>
  crmRecord({
    subject: '신규 장비 도입 상담',
    contacts: [{ id: 3, name: '김담당' }],
    leadId: 4,
    leadTitle: '2공장 증설',
    content: '<p>상담</p>',
    nextActionType: 'CALL',
    nextActionTypeLabel: '전화',
    nextActionAt: nextWeek.format('YYYY-MM-DDTHH:mm:ss.SSSZ'),
    nextActionNote: '견적 회신 확인',
    nextActionItemId: 11,
    nextActionStatus: 'DONE',
    ownerUserName: '박준혁',
    ownerDeptId: 9,
    createdAt: '2026-03-10T11:00:00.000+09:00',
    updatedAt: '2026-03-10T11:00:00.000+09:00',
    version: 1,
    ...over,
  });


const renderRecord = (authorities: string[]) =>
  renderScreen(
    <>
      <Routes>
        <Route path="/crm/:id" element={<CrmDetailPage />} />
      </Routes>
      <Where />
    </>,
    { authorities, path: '/crm/1' },
  );

const WRITER = ['ROLE_CRM_READ', 'ROLE_CRM_WRITE', 'ROLE_LEAD_WRITE'];

beforeEach(() => {
  jest.resetAllMocks();
  api.types.mockResolvedValue([
    activityType(1, 'VISIT', '방문'),
    activityType(2, 'CALL', '전화'),
  ]);
  api.contacts.mockResolvedValue([{ id: 3, name: '김담당', deptName: '구매팀', title: '과장', status: 'ACTIVE' }]);
  api.related.mockResolvedValue({ leads: [{ id: 4, no: 'L-2026-0004', title: '2공장 증설' }], contracts: [] });
  get.mockImplementation(answerBy({ 'api/lead/meta': LEAD_META }));
});

describe('영업활동 상세: 후속 활동 등록', () => {
  it('plans the follow-up at the next action, same customer, contacts and lead, and stays on the activity; the notice opens the new one', async () => {
    api.get.mockImplementation((id) => Promise.resolve(id === 1 ? record() : record({ id: 2, subject: '견적 회신 확인', status: 'PLANNED', followUpOfId: 1 })));
    api.create.mockResolvedValue(record({ id: 2 }));
    renderRecord(WRITER);

    fireEvent.click(await screen.findByRole('button', { name: /후속 활동 등록/ }));
    const form = await screen.findByRole('dialog', { name: '후속 활동 등록' });
    expect(within(form).getByLabelText('고객사').textContent).toBe('7 (주)한빛정밀');
    expect((within(form).getByLabelText('제목') as HTMLInputElement).value).toBe('견적 회신 확인');
    expect((within(form).getByRole('textbox', { name: '일시' }) as HTMLInputElement).value).toBe(nextWeek.format('YYYY-MM-DD HH:mm'));
    await waitFor(() => expect(api.related).toHaveBeenCalledWith(7));
    fireEvent.click(within(form).getByRole('button', { name: '등록' }));

    await waitFor(() => expect(api.create).toHaveBeenCalledTimes(1));
    expect(api.create.mock.calls[0][0]).toMatchObject({
      activityType: 'CALL',
      subject: '견적 회신 확인',
      customerId: 7,
      contactIds: [3],
      leadId: 4,
      contractId: null,
      status: 'PLANNED',
      followUpOfId: 1,
    });
    expect(await screen.findByText(/영업활동을 등록했습니다\./)).toBeTruthy();
    expect(whereNow()).toBe('/crm/1');
    await openFromNotice(/영업활동을 등록했습니다\./, '/crm/2');
  });

  it('is absent while the activity is planned, while its next action is open (its card completes it), and without 영업활동 write', async () => {
    for (const [over, authorities] of [
      [{ status: 'PLANNED' as const, nextActionStatus: 'OPEN' as const }, WRITER],
      [{ nextActionStatus: 'OPEN' as const }, WRITER],
      [{}, ['ROLE_CRM_READ']],
    ] as const) {
      api.get.mockResolvedValue(record(over));
      const { unmount } = renderRecord([...authorities]);
      expect(await screen.findByText('toolkit')).toBeTruthy();
      expect(screen.queryByRole('button', { name: /후속 활동 등록/ })).toBeNull();
      unmount();
    }
  });
});

describe('영업활동 상세: 리드 등록', () => {
  it('offers a lead for the customer when the activity has none, with the customer filled in, and stays on the activity', async () => {
    api.get.mockResolvedValue(record({ leadId: null, leadTitle: null }));
    post.mockImplementation(answerBy({ 'api/lead': { id: 9, leadNo: 'L-2026-0009' } }));
    renderRecord(WRITER);
    const button = await screen.findByRole('button', { name: /리드 등록/ });
    await waitFor(() => expect(button.classList.contains('ant-btn-loading')).toBe(false));
    fireEvent.click(button);
    const form = await screen.findByRole('dialog', { name: '리드 등록' });
    expect(within(form).getByLabelText('고객사').textContent).toBe('7 (주)한빛정밀');
    fireEvent.change(within(form).getByLabelText('리드명'), { target: { value: '2공장 증설' } });
    fireEvent.change(within(form).getByLabelText('예상금액'), { target: { value: '30000000' } });
    fireEvent.click(within(form).getByRole('button', { name: '등록' }));
    await waitFor(() => expect(sentTo(post, 'api/lead')).toHaveLength(1));
    expect(sentTo(post, 'api/lead')[0]).toMatchObject({ customerId: 7, title: '2공장 증설', source: 'EXISTING' });
    expect(await screen.findByText(/리드 L-2026-0009를 등록했습니다\./)).toBeTruthy();
    expect(whereNow()).toBe('/crm/1');
  });

  it('is absent when the activity already has a lead, and without 리드 write', async () => {
    api.get.mockResolvedValue(record());
    const { unmount } = renderRecord(WRITER);
    expect(await screen.findByText('toolkit')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /리드 등록/ })).toBeNull();
    unmount();
    api.get.mockResolvedValue(record({ leadId: null, leadTitle: null }));
    renderRecord(['ROLE_CRM_READ', 'ROLE_CRM_WRITE']);
    expect(await screen.findByText('toolkit')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /리드 등록/ })).toBeNull();
  });
});
