import { QueryProvider } from '@dure/shared/query';
import { App as AntdApp, ConfigProvider } from 'antd';
import koKR from 'antd/locale/ko_KR';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { RemoteRoute } from '../remote/defineRemoteRoutes';
import { DevShell } from './DevShell';

/**
 * Runs a remote on its own for development (its `bootstrap.tsx`): a sign-in through the shared client,
 * then the remote's pages at their page-table paths. The host never loads this.
 */
export function startStandalone(routes: readonly RemoteRoute[]): void {
  createRoot(document.getElementById('root')!).render(
    <ConfigProvider locale={koKR}>
      <AntdApp>
        <QueryProvider>
          <BrowserRouter>
            <DevShell routes={routes} />
          </BrowserRouter>
        </QueryProvider>
      </AntdApp>
    </ConfigProvider>,
  );
}
