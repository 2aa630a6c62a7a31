import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `ms` (a search as the user pauses typing, not on every keystroke). */
export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const handle = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(handle);
  }, [value, ms]);
  return settled;
}
