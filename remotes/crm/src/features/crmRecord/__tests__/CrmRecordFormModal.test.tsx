import { queryWrapper } from '@dure/shared/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { API_MESSAGES } from '@dure/shared/messages';
import { App } from 'antd';
import { crmRecordApi } from '../api/crmRecordApi';
import { CrmRecordFormModal } from '../components/CrmRecordFormModal';

jest.mock('../api/crmRecordApi', () => ({
  ...jest.requireActual('../api/crmRecordApi'),
  crmRecordApi: { types: jest.fn(), contacts: jest.fn(), related: jest.fn(), create: jest.fn(), update: jest.fn() },
}));
jest.mock('@dure/shared/records', () => ({
  RichTextEditor: ({ value, onChange, ...rest }: { value: string; onChange: (v: string) => void; 'aria-label'?: string }) => (
    <textarea aria-label={rest['aria-label']} value={value} onChange={(e) => onChange(e.target.value)} />
  ),
  UserPicker: () => <input aria-label="동행자 추가" />,
  CustomerSelect: ({ value, onChange }: { value?: number | null; onChange?: (id: number | null) => void }) => (
    <input aria-label="고객사" value={value ?? ''} onChange={(e) => onChange?.(e.target.value ? Number(e.target.value) : null)} />
  ),
}));
const api = crmRecordApi as jest.Mocked<typeof crmRecordApi>;

beforeEach(() => {
  jest.resetAllMocks();
  api.types.mockResolvedValue([
    { id: 1, code: 'VISIT', label: '방문', sortOrder: 10, activeYn: 'Y', usageCount: 0, version: 0 },
    { id: 2, code: 'CALL', label: '전화', sortOrder: 20, activeYn: 'Y', usageCount: 0, version: 0 },
  ]);
  api.contacts.mockResolvedValue([{ id: 31, name: '박지훈', deptName: '구매팀', title: '과장', status: 'ACTIVE' }]);
  api.related.mockResolvedValue({ leads: [], contracts: [] });
});

const renderForm = () =>
  render(
    <App>
      <CrmRecordFormModal open onClose={() => {}} onSaved={() => {}} />
    </App>,
    { wrapper: queryWrapper() },
  );

describe('CrmRecordFormModal', () => {
  it('does not send a visit without location, subject, customer or content and says why in Korean', async () => {
    renderForm();
    await waitFor(() => expect(api.types).toHaveBeenCalled());
    fireEvent.click(screen.getByRole('button', { name: '등록' }));
    expect(await screen.findByText(API_MESSAGES.crmRecordLocationRequired)).toBeTruthy();
    expect(screen.getByText(API_MESSAGES.crmRecordSubjectRequired)).toBeTruthy();
    expect(screen.getByText(API_MESSAGES.crmRecordCustomerRequired)).toBeTruthy();
    expect(screen.getByText(API_MESSAGES.crmRecordContentRequired)).toBeTruthy();
    expect(api.create).not.toHaveBeenCalled();
  });

  it('sends a complete visit and shows the api’s field message when it refuses', async () => {
    api.create.mockRejectedValue(
      Object.assign(new Error('bad'), { name: 'HTTPError', response: { status: 400 }, data: { error: 'validation', message: API_MESSAGES.crmRecordContactMismatch, fields: { contactIds: API_MESSAGES.crmRecordContactMismatch } } }),
    );
    renderForm();
    await waitFor(() => expect(api.types).toHaveBeenCalled());
    fireEvent.change(screen.getByLabelText('제목'), { target: { value: '장비 교체 상담' } });
    fireEvent.change(screen.getByLabelText('고객사'), { target: { value: '7' } });
    fireEvent.change(screen.getByLabelText('장소'), { target: { value: '판교 본사' } });
    fireEvent.change(screen.getByLabelText('내용'), { target: { value: '<p>교체 일정 협의</p>' } });
    await waitFor(() => expect(api.contacts).toHaveBeenCalledWith(7));
    fireEvent.click(screen.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(api.create).toHaveBeenCalledTimes(1));
    const input = api.create.mock.calls[0][0];
    expect(input).toMatchObject({ activityType: 'VISIT', subject: '장비 교체 상담', customerId: 7, location: '판교 본사', status: 'DONE', content: '<p>교체 일정 협의</p>', nextActionAt: null });
    expect(input.activityAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00[+-]\d{2}:\d{2}$/);
  });
});
