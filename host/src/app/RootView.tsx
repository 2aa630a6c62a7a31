import { Outlet } from 'react-router-dom';
import { Toaster } from 'sonner';
import { UpdateBanner } from '../pwa/UpdateBanner';

/** Root view (SPEC §2): the page outlet, the update banner and the toaster. */
export function RootView() {
  return (
    <>
      <Outlet />
      <UpdateBanner />
      <Toaster position="top-center" richColors closeButton={false} toastOptions={{ style: { zIndex: 1100 } }} />
    </>
  );
}
