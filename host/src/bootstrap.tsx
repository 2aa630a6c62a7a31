import { configure } from '@dure/shared';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import './app/base.css';
import './app/toasts.css';
import { buildAppRoutes } from './app/AppRoutes';
import { loadRuntimeConfig } from './app/runtimeConfig';
import { registerDeployedRemotes } from './federation/remoteRegistry';

async function start() {
  const { config, remotes } = await loadRuntimeConfig();
  configure(config);
  registerDeployedRemotes(remotes);
  createRoot(document.getElementById('root')!).render(<BrowserRouter>{buildAppRoutes()}</BrowserRouter>);
}

void start();
