import { renderScreen } from '@dure/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fetchRelated } from '../../../components/related/relatedApi';
import { RecordActivities } from '../../../components/related/RecordActivities';
import { crmRecordApi } from '../api/crmRecordApi';
import { LogActivityButton } from '../components/LogActivityButton';

jest.mock('../api/crmRecordApi', () => ({
  ...jest.requireActual('../api/crmRecordApi'),
  crmRecordApi: { types: jest.fn(), contacts: jest.fn(), related: jest.fn(), create: jest.fn() },
}));
jest.mock('../../../components/related/relatedApi', () => ({ fetchRelated: jest.fn() }));
jest.mock('@dure/shared/records', () => ({
  RichTextEditor: ({ value, onChange, ...rest }: { value: string; onChange: (v: string) => void; 'aria-label'?: string }) => (
    <textarea aria-label={rest['aria-label']} value={value} onChange={(e) => onChange(e.target.value)} />
  ),
  UserPicker: () => <input aria-label="동행자 추가" />,
  // The customer select as the form shows it: the label of the customer it was given.
  CustomerSelect: ({ value, initialLabel }: { value?: number | null; initialLabel?: string }) => <output aria-label="고객사">{value ? `${value} ${initialLabel ?? ''}` : ''}</output>,
}));
const api = crmRecordApi as jest.Mocked<typeof crmRecordApi>;
const related = fetchRelated as jest.MockedFunction<typeof fetchRelated>;

const CAN_LOG = ['ROLE_CRM_READ', 'ROLE_CRM_WRITE'];
const page = (content: Record<string, unknown>[]) => ({ content, totalElements: content.length, totalPages: 1, page: 0, size: 5 }) as never;
const saved = { id: 91, subject: '계약 이행 점검 방문', activityAt: '2026-11-27T01:00:00Z', activityTypeLabel: '방문', status: 'DONE' };

beforeEach(() => {
  jest.resetAllMocks();
  api.types.mockResolvedValue([{ id: 1, code: 'VISIT', label: '방문', sortOrder: 10, activeYn: 'Y', usageCount: 0, version: 0 }]);
  api.contacts.mockResolvedValue([]);
  api.related.mockResolvedValue({ leads: [], contracts: [{ id: 21, no: 'CT-2026-0021', title: '유지보수 계약' }] });
  related.mockResolvedValue(page([]));
});

function renderContractPage(onLogged = jest.fn(), authorities = CAN_LOG) {
  renderScreen(
    <>
      <LogActivityButton about={{ customerId: 7, customerName: '(주)한빛정밀', contractId: 21 }} onLogged={onLogged} />
      <RecordActivities filter={{ contractId: 21 }} />
    </>,
    { authorities },
  );
  return onLogged;
}

describe('영업활동 등록 from another record', () => {
  it('opens the form about the record, sends its customer and contract, and the record’s own list shows the new activity at once', async () => {
    const onLogged = renderContractPage();
    expect(await screen.findByText('영업활동이 없습니다.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /영업활동 등록/ }));
    expect((await screen.findByLabelText('고객사')).textContent).toBe('7 (주)한빛정밀');
    await waitFor(() => expect(api.related).toHaveBeenCalledWith(7));
    expect(await screen.findByText('CT-2026-0021 유지보수 계약')).toBeTruthy();

    api.create.mockResolvedValue(saved as never);
    related.mockResolvedValue(page([saved]));
    fireEvent.change(screen.getByLabelText('제목'), { target: { value: saved.subject } });
    fireEvent.change(screen.getByLabelText('장소'), { target: { value: '고객사 본사' } });
    fireEvent.change(screen.getByLabelText('내용'), { target: { value: '<p>이행 점검</p>' } });
    fireEvent.click(screen.getByRole('button', { name: '등록' }));

    await waitFor(() => expect(api.create).toHaveBeenCalledTimes(1));
    expect(api.create.mock.calls[0][0]).toMatchObject({ customerId: 7, contractId: 21, leadId: null, subject: saved.subject, status: 'DONE' });
    expect(await screen.findByRole('link', { name: saved.subject })).toBeTruthy();
    expect(related).toHaveBeenLastCalledWith('crm-record', expect.objectContaining({ contractId: 21, sort: 'createdAt,desc' }));
    expect(onLogged).toHaveBeenCalledTimes(1);
  }, 120_000);

  it('is off, with the reason, while the record has no customer; absent without 영업활동 write', async () => {
    const { unmount } = renderScreen(<LogActivityButton about={null} unavailable="먼저 고객사를 지정해 주세요." />, { authorities: CAN_LOG });
    expect((screen.getByRole('button', { name: /영업활동 등록/ }) as HTMLButtonElement).disabled).toBe(true);
    unmount();
    renderScreen(<LogActivityButton about={{ customerId: 7, customerName: '(주)한빛정밀' }} />, { authorities: ['ROLE_CRM_READ'] });
    expect(screen.queryByRole('button', { name: /영업활동 등록/ })).toBeNull();
  });
});
