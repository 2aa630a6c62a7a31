import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Keeps a remote that cannot be reached from throwing inside the federation
 * runtime: the load resolves to a marker the host's loader retries and, if the
 * remote stays down, turns into the Korean fallback of that area's pages.
 */
export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'dure-remote-fallback',
    errorLoadRemote({ id, error }) {
      console.warn(`[두레] 원격 모듈을 불러오지 못했습니다: ${id}`, error);
      return { unavailable: true, error };
    },
  };
}
