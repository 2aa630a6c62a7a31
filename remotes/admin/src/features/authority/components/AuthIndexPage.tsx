import { Navigate, useAllowedPages } from '@dure/shared';
import { AUTH_TABS } from './AuthTabs';

/** /auth opens the first tab the user may see, normally the user tab (SPEC §2). */
export default function AuthIndexPage() {
  const allowed = new Set(useAllowedPages());
  const first = AUTH_TABS.find((t) => allowed.has(t.pageId)) ?? AUTH_TABS[0];
  return <Navigate to={first.path} replace />;
}
