import { act, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { AntdProvider } from '../AntdProvider';

function MotionToken() {
  return <output>{String(theme.useToken().token.motion)}</output>;
}

/** A matchMedia whose reduced-motion answer the test sets and changes. */
function reducedMotionQuery(initially: boolean) {
  let matches = initially;
  const listeners = new Set<() => void>();
  window.matchMedia = ((media: string) => ({
    get matches() {
      return media === '(prefers-reduced-motion: reduce)' && matches;
    },
    media,
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  })) as unknown as typeof window.matchMedia;
  return (next: boolean) => {
    matches = next;
    for (const l of listeners) l();
  };
}

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

test('antd animates by default and stops when the system asks for reduced motion, live', () => {
  const setReduced = reducedMotionQuery(false);
  render(
    <AntdProvider>
      <MotionToken />
    </AntdProvider>,
  );
  expect(screen.getByRole('status').textContent).toBe('true');
  act(() => setReduced(true));
  expect(screen.getByRole('status').textContent).toBe('false');
});
