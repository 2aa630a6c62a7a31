import { httpError, renderScreen } from '@dure/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { segmentApi } from '../api/segmentApi';
import { SegmentFormModal } from '../components/SegmentFormModal';
import { detail } from './fixtures';

jest.setTimeout(30_000);
jest.mock('../api/segmentApi', () => ({ ...jest.requireActual('../api/segmentApi'), segmentApi: { picker: jest.fn(), create: jest.fn(), update: jest.fn() } }));
jest.mock('@dure/shared/records', () => ({ DepartmentSelect: () => null, UserPicker: () => null, RichTextEditor: () => null }));
const api = segmentApi as jest.Mocked<typeof segmentApi>;

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

beforeEach(() => {
  jest.resetAllMocks();
  api.picker.mockResolvedValue([{ id: 1, code: 'MFG', name: '제조', parentId: null, parentName: null, level: 'MARKET' }]);
});

it('creates a segment under the market it was opened from, with the code upper-cased', async () => {
  api.create.mockResolvedValue(detail({ id: 40, code: 'MFG-AUTO', name: '자동차 부품' }));
  const onSaved = jest.fn();
  renderScreen(<SegmentFormModal open parentId={1} onClose={jest.fn()} onSaved={onSaved} />, { authorities: ['ROLE_MARKETSEGMENT_WRITE'] });
  type('코드', 'mfg-auto');
  type('이름', '자동차 부품');
  type('TAM(원)', '1000');
  fireEvent.click(screen.getByRole('button', { name: /^등\s*록$/ }));
  await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 40 })));
  expect(api.create).toHaveBeenCalledWith(expect.objectContaining({ code: 'MFG-AUTO', name: '자동차 부품', parentId: 1, tam: 1000, priority: 'GROWTH', activeYn: 'Y' }));
  // Only a segment admin sets the owning department.
  expect(api.create.mock.calls[0][0]).not.toHaveProperty('ownerDeptId');
});

it("shows the api's size rule on its field and keeps the form open", async () => {
  api.update.mockRejectedValue(httpError(400, { error: 'validation', message: '입력 값을 확인해 주세요.', fields: { sam: 'SAM은 TAM보다 클 수 없습니다.' } }));
  const onSaved = jest.fn();
  renderScreen(<SegmentFormModal open segment={detail()} onClose={jest.fn()} onSaved={onSaved} />, { authorities: ['ROLE_MARKETSEGMENT_WRITE'] });
  await waitFor(() => expect(field('이름').value).toBe('정밀가공'));
  type('SAM(원)', '900000000000');
  fireEvent.click(screen.getByRole('button', { name: /^저\s*장$/ }));
  expect(await screen.findByText('SAM은 TAM보다 클 수 없습니다.')).toBeTruthy();
  expect(api.update).toHaveBeenCalledWith(11, expect.objectContaining({ sam: 900_000_000_000, version: 2 }));
  expect(onSaved).not.toHaveBeenCalled();
});

it('asks for the code and name before saving', async () => {
  renderScreen(<SegmentFormModal open onClose={jest.fn()} onSaved={jest.fn()} />, { authorities: ['ROLE_MARKETSEGMENT_WRITE'] });
  fireEvent.click(screen.getByRole('button', { name: /^등\s*록$/ }));
  expect(await screen.findByText('코드를 입력해 주세요.')).toBeTruthy();
  expect(screen.getByText('이름을 입력해 주세요.')).toBeTruthy();
  expect(api.create).not.toHaveBeenCalled();
});
