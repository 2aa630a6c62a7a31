import { useState } from 'react';

/**
 * Whether a screen's dialog is open, and for what (`show(record)`; `show()` for a dialog about nothing in
 * particular). `after(then)` is the dialog's "done" callback: it closes the dialog, then does what the save
 * means for the screen.
 */
export function useModalState<T = true>() {
  const [subject, setSubject] = useState<T | null>(null);
  const close = () => setSubject(null);
  return {
    open: subject !== null,
    subject,
    show: (of?: T) => setSubject(of ?? (true as T)),
    close,
    after:
      <A extends unknown[]>(then?: (...args: A) => unknown) =>
      (...args: A) => {
        close();
        void then?.(...args);
      },
  };
}
