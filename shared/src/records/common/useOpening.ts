import { useState } from 'react';

/**
 * Calls `start` in the render where `open` turns true, so each opening of a dialog starts from the caller's values
 * of that moment. The state is adjusted while rendering (as React documents for a prop change), not in an effect
 * that would first paint the previous opening's values.
 */
export function useOpening(open: boolean, start: () => void): void {
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) start();
  }
}
