import { httpError, renderScreen } from '@dure/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mboApi } from '../api/mboApi';
import MboNewPage from '../components/MboNewPage';
import { sheet } from './fixtures';

jest.mock('../api/mboApi', () => ({ ...jest.requireActual('../api/mboApi'), mboApi: { create: jest.fn(), get: jest.fn() } }));
const api = mboApi as jest.Mocked<typeof mboApi>;

beforeEach(() => jest.resetAllMocks());

describe('MboNewPage', () => {
  it('shows the api’s duplicate message on the period, then creates the sheet for another half', async () => {
    api.create.mockRejectedValueOnce(httpError(400, { error: 'validation', message: '같은 연도·기간의 MBO 시트가 이미 있습니다.', fields: { half: '같은 연도·기간의 MBO 시트가 이미 있습니다.' } }));
    renderScreen(<MboNewPage />, { path: '/mbo/new', route: '/mbo/new' });
    fireEvent.change(screen.getByLabelText('연도'), { target: { value: '2026' } });
    fireEvent.click(screen.getByText('상반기'));
    fireEvent.click(screen.getByRole('button', { name: '시트 만들기' }));
    await waitFor(() => expect(api.create).toHaveBeenCalledWith({ year: 2026, half: 'H1' }));
    expect((await screen.findAllByText('같은 연도·기간의 MBO 시트가 이미 있습니다.')).length).toBeGreaterThan(0);

    api.create.mockResolvedValueOnce(sheet({ id: 21, half: 'H2' }));
    fireEvent.click(screen.getByText('하반기'));
    fireEvent.click(screen.getByRole('button', { name: '시트 만들기' }));
    await waitFor(() => expect(api.create).toHaveBeenLastCalledWith({ year: 2026, half: 'H2' }));
    expect(await screen.findByText('MBO 시트를 만들었습니다. 항목을 입력해 주세요.')).toBeTruthy();
  });
});
