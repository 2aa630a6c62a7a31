import { pageById } from '@dure/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes, useNavigate, useSearchParams } from 'react-router-dom';

jest.mock('../../auth/runGuard', () => ({ hasStoredSession: () => true, runGuard: jest.fn() }));
jest.mock('../useHeadingFocus', () => ({ useHeadingFocus: () => undefined }));

import { runGuard } from '../../auth/runGuard';
import { GuardedRoute } from '../GuardedRoute';

const guard = runGuard as jest.Mock;
const mounted = jest.fn();

/** A list that searches by changing its own address, as the list kit does. */
function CustomerList() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  useEffect(() => mounted(), []);
  return (
    <>
      <h1>고객사 {params.get('keyword') ?? ''}</h1>
      <button type="button" onClick={() => navigate(`/customer?keyword=${params.get('keyword') ? 'x' : '한빛'}`)}>
        검색
      </button>
    </>
  );
}

const page = pageById('CustomerListPage')!;
const load = () => Promise.resolve(CustomerList);

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/customer" element={<GuardedRoute page={page} load={load} />} />
        <Route path="/login" element={<h1>로그인</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('GuardedRoute', () => {
  beforeEach(() => {
    mounted.mockReset();
    guard.mockReset();
  });

  it('keeps a list on screen, mounted once, while the guard checks its new filters', async () => {
    guard.mockResolvedValue(null);
    renderAt('/customer');
    expect(await screen.findByRole('heading', { name: '고객사' })).toBeTruthy();

    let allow: (to: string | null) => void = () => undefined;
    guard.mockReturnValue(new Promise((resolve) => (allow = resolve)));
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    // The guard is still out: the page stays, reading its new address.
    expect(screen.getByRole('heading', { name: '고객사 한빛' })).toBeTruthy();
    await act(async () => allow(null));
    expect(screen.getByRole('heading', { name: '고객사 한빛' })).toBeTruthy();
    expect(guard).toHaveBeenCalledTimes(2);
    expect(mounted).toHaveBeenCalledTimes(1);
  });

  it('still leaves the page when the guard turns the new address away', async () => {
    guard.mockResolvedValue(null);
    renderAt('/customer');
    await screen.findByRole('heading', { name: '고객사' });
    guard.mockResolvedValue('/login');
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(await screen.findByRole('heading', { name: '로그인' })).toBeTruthy();
  });
});
