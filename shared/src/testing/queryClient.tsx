import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

/** A query cache of a test's own: no answer carries over between tests, and a failed load fails at once. */
export const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** A render `wrapper` with its own query cache. */
export function queryWrapper(client = testQueryClient()) {
  return function QueryWrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}

/** Renders inside a query cache of its own; a rerender keeps the cache, so it updates the component instead of mounting it afresh. */
export function renderWithQuery(ui: ReactElement) {
  const client = testQueryClient();
  return { ...render(ui, { wrapper: queryWrapper(client) }), client };
}
