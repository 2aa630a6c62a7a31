import { queryWrapper } from '@dure/shared/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { customerApi } from '../api/customerApi';
import { MergeDialog } from '../components/MergeDialog';
import { fieldChoicesFor } from '../components/mergeFields';
import { customer } from './fixtures';

jest.mock('../api/customerApi', () => ({
  ...jest.requireActual('../api/customerApi'),
  customerApi: { get: jest.fn(), merge: jest.fn(), industries: jest.fn() },
}));
jest.mock('@dure/shared/records', () => ({ ...jest.requireActual('@dure/shared/records'), CustomerSelect: () => null }));
const api = customerApi as jest.Mocked<typeof customerApi>;

const a = customer({ id: 1, customerNo: 'C-000001', name: '한빛정밀', phone: '0211112222', grade: 'A', version: 4 });
const b = customer({ id: 2, customerNo: 'C-000002', name: '(주)한빛정밀', phone: '0233334444', grade: 'A', bizRegNo: '1234567891' });

beforeEach(() => {
  jest.resetAllMocks();
  api.get.mockImplementation(async (id) => (id === 1 ? a : b));
  api.industries.mockResolvedValue([{ code: 'MANUFACTURING', label: '제조업' }]);
});

describe('merge field choice', () => {
  it('sends only the differing fields taken from another customer than the survivor', () => {
    expect(fieldChoicesFor(1, [a, b], { phone: 2, name: 1, grade: 2 })).toEqual({ phone: 2 });
    expect(fieldChoicesFor(2, [a, b], { phone: 2 })).toEqual({});
  });

  it('shows the customers side by side, lets the user pick the survivor and each differing field, and confirms before merging', async () => {
    api.merge.mockResolvedValue({ survivor: a, counts: { contact: 1 } });
    const onMerged = jest.fn();
    render(
      <App>
        <MergeDialog open customerIds={[1, 2]} onClose={() => {}} onMerged={onMerged} />
      </App>,
      { wrapper: queryWrapper() },
    );
    const phone = await screen.findByRole('radio', { name: '연락처: (주)한빛정밀의 값' });
    // Same grade on both: nothing to choose.
    expect(screen.queryByRole('radio', { name: /등급:/ })).toBeNull();
    expect((screen.getByRole('radio', { name: '연락처: 한빛정밀의 값' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(phone);
    fireEvent.click(screen.getByRole('radio', { name: '사업자등록번호: (주)한빛정밀의 값' }));
    fireEvent.click(screen.getByRole('button', { name: '병합' }));
    expect((await screen.findAllByText('고객사를 병합할까요?')).length).toBeGreaterThan(0);
    expect(screen.getByText('병합은 되돌릴 수 없습니다.')).toBeTruthy();
    expect(api.merge).not.toHaveBeenCalled();
    const buttons = screen.getAllByRole('button', { name: '병합' });
    fireEvent.click(buttons[buttons.length - 1]);
    await waitFor(() => expect(api.merge).toHaveBeenCalledWith(1, [2], { phone: 2, bizRegNo: 2 }, 4));
    await waitFor(() => expect(onMerged).toHaveBeenCalledWith(1));
  }, 120_000);
});
