import { pageById } from '@dure/shared';
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes, useNavigate, useSearchParams } from 'react-router-dom';

jest.mock('../../auth/runGuard', () => ({ hasStoredSession: () => true, runGuard: jest.fn() }));
jest.mock('../useHeadingFocus', () => ({ useHeadingFocus: () => undefined }));

import { runGuard } from '../../auth/runGuard';
import { GuardedRoute } from '../GuardedRoute';

const guard = runGuard as jest.Mock;
let mounts = 0;
let go: (to: string) => void = () => undefined;

function CustomerList() {
  const [params] = useSearchParams();
  go = useNavigate();
  useEffect(() => {
    mounts += 1;
  }, []);
  return <h1>고객사 {params.get('keyword') ?? ''}</h1>;
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
    mounts = 0;
    guard.mockReset();
  });

  it('keeps a list on screen, mounted once, while the guard checks its new filters', async () => {
    guard.mockResolvedValue(null);
    renderAt('/customer');
    expect(await screen.findByRole('heading', { name: '고객사' })).toBeTruthy();

    let allow: (to: string | null) => void = () => undefined;
    guard.mockReturnValue(new Promise((resolve) => (allow = resolve)));
    act(() => go('/customer?keyword=한빛'));
    // The guard is still out: the page stays, reading its new address.
    expect(screen.getByRole('heading', { name: '고객사 한빛' })).toBeTruthy();
    await act(async () => allow(null));
    expect(screen.getByRole('heading', { name: '고객사 한빛' })).toBeTruthy();
    expect(guard).toHaveBeenCalledTimes(2);
    expect(mounts).toBe(1);
  });

  it('still leaves the page when the guard turns the new address away', async () => {
    guard.mockResolvedValue(null);
    renderAt('/customer');
    await screen.findByRole('heading', { name: '고객사' });
    guard.mockResolvedValue('/login');
    act(() => go('/customer?keyword=x'));
    expect(await screen.findByRole('heading', { name: '로그인' })).toBeTruthy();
  });
});
