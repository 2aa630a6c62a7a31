import { TIMEOUTS } from '@dure/shared';
import { toast } from 'sonner';

/** Route-guard message: red, 1000 ms, with a progress bar (SPEC §8). */
export function showGuardToast(message: string): void {
  toast.error(message, {
    duration: TIMEOUTS.guardToast,
    className: 'dure-toast-progress',
    style: { '--dure-toast-duration': `${TIMEOUTS.guardToast}ms` } as React.CSSProperties,
  });
}
