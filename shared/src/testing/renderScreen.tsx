import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
// Through the package's own name, as the screens read the session.
import { authoritiesAtom, sessionStore } from '@dure/shared';
import { testQueryClient } from './queryClient';

export type ScreenOptions = {
  /** The authorities the signed-in user holds (`ROLE_…`). */
  authorities?: string[];
  /** The address the screen opens at (default `/`). */
  path?: string;
  /** The route pattern the screen is mounted at, for screens that read route parameters (`/lead/:id`). */
  route?: string;
};

/**
 * Renders a screen as the shell would (tests only): a signed-in user's authorities, a router at `path`,
 * antd's App context, and a query cache of its own, so no answer carries over between tests and a
 * failed load fails at once.
 */
export function renderScreen(screen: ReactElement, { authorities = [], path = '/', route }: ScreenOptions = {}) {
  act(() => sessionStore.set(authoritiesAtom, authorities));
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <App>
          {route ? (
            <Routes>
              <Route path={route} element={screen} />
            </Routes>
          ) : (
            screen
          )}
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
