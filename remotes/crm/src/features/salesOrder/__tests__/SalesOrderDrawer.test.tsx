import { authoritiesAtom, sessionStore } from '@dure/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { httpError, testQueryClient } from '@dure/shared/testing';
import { salesOrderApi } from '../api/salesOrderApi';
import { SalesOrderDrawer } from '../components/SalesOrderDrawer';
import { partlyDelivered } from './fixtures';

jest.mock('../api/salesOrderApi', () => ({
  ...jest.requireActual('../api/salesOrderApi'),
  salesOrderApi: { get: jest.fn(), transition: jest.fn(), deliver: jest.fn(), restore: jest.fn(), remove: jest.fn(), create: jest.fn(), update: jest.fn() },
}));
jest.mock('@dure/shared/records', () => ({ ...jest.requireActual('@dure/shared/records'), RecordToolbar: () => <span>기록 도구</span>, UserPicker: () => null, CustomerSelect: () => null }));
const api = salesOrderApi as jest.Mocked<typeof salesOrderApi>;

function renderDrawer(authorities: string[]) {
  act(() => sessionStore.set(authoritiesAtom, authorities));
  const onChanged = jest.fn();
  render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter>
        <App>
          <SalesOrderDrawer orderId={5} onClose={() => {}} onChanged={onChanged} />
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onChanged;
}

// antd forms and tables render slowly on a busy shared 2-core machine; the default 30 s is not enough there.
jest.setTimeout(120_000);

beforeEach(() => jest.resetAllMocks());

describe('SalesOrderDrawer', () => {
  it('shows lines with delivered against ordered quantities, the progress and the record toolkit', async () => {
    api.get.mockResolvedValue(partlyDelivered);
    renderDrawer(['ROLE_CRM_READ']);
    expect(await screen.findByText('4 / 10')).toBeTruthy();
    expect(screen.getByLabelText('출하율 40%')).toBeTruthy();
    expect(screen.getByText('기록 도구')).toBeTruthy();
    expect(screen.getByText('아직 출하 기록이 없습니다.')).toBeTruthy();
    // Readers get no actions.
    expect(screen.queryByRole('button', { name: /출하 기록/ })).toBeNull();
  });

  it('offers the actions the state allows: a draft is confirmed with the version it was loaded at', async () => {
    api.get.mockResolvedValue({ ...partlyDelivered, status: 'DRAFT', perDelivered: 0 });
    api.transition.mockResolvedValue({ ...partlyDelivered, status: 'CONFIRMED', version: 5 });
    const onChanged = renderDrawer(['ROLE_CRM_READ', 'ROLE_CRM_WRITE']);
    expect(await screen.findByText('작성 중')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /출하 기록/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /확정/ }));
    fireEvent.click(await screen.findByRole('button', { name: '확정' }));
    await waitFor(() => expect(api.transition).toHaveBeenCalledWith(5, 'confirm', 4, undefined));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
  });

  it('an out-of-scope order reads as not found', async () => {
    api.get.mockRejectedValue(httpError(404, { error: 'not_found', message: '수주를 찾을 수 없습니다.' }));
    renderDrawer(['ROLE_CRM_READ']);
    expect(await screen.findByText('찾을 수 없는 수주입니다')).toBeTruthy();
  });
});
