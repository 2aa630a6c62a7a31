import { configure } from '@dure/shared';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import './app/base.css';
import './app/toasts.css';
import { createAppRouter } from './app/router';
import { loadRuntimeConfig } from './app/runtimeConfig';
import { registerDeployedRemotes } from './federation/remoteRegistry';
import { registerServiceWorker } from './pwa/serviceWorker';

async function start() {
  const { config, remotes } = await loadRuntimeConfig();
  configure(config);
  registerDeployedRemotes(remotes);
  const router = createAppRouter();
  createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />);
  registerServiceWorker();
}

void start();
