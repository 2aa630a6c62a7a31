import { useState } from 'react';

/**
 * State that belongs to one opening of a form (a duplicate warning, a reloaded record): it starts from
 * `initial` each time `open` turns, so a form never reopens with what the last one left behind. Adjusted
 * while rendering, as React advises for state that follows a prop, rather than reset in an effect.
 */
export function useOpeningState<T>(open: boolean, initial: T): [T, (value: T) => void] {
  const [held, setHeld] = useState({ open, value: initial });
  if (held.open !== open) setHeld({ open, value: initial });
  const value = held.open === open ? held.value : initial;
  return [value, (next: T) => setHeld({ open, value: next })];
}
