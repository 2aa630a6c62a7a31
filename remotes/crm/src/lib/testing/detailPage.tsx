import { authoritiesAtom, sessionStore } from '@dure/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { App } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { answer } from './answer';

/**
 * Renders a detail page at `path` (matched by `route`) for a user holding `authorities`. `get` is the test
 * file's mocked `http.get`: it answers `answers[url]`, and `[]` for anything else (tests only). Each render has its own
 * query cache, so no answer carries over between tests.
 */
export function renderDetailPage(page: ReactElement, o: { route: string; path: string; get: jest.Mock; answers: Record<string, unknown>; authorities: string[] }) {
  o.get.mockImplementation((url: string) => answer(url in o.answers ? o.answers[url] : []));
  act(() => sessionStore.set(authoritiesAtom, o.authorities));
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[o.path]}>
        <App>
          <Routes>
            <Route path={o.route} element={page} />
          </Routes>
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The value beside a label of a page's Descriptions fields. */
export const descriptionValue = (label: string) => screen.getByText(label).closest('.ant-descriptions-item-label')?.nextElementSibling?.textContent;
