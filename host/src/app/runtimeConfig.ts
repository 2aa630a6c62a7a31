import type { DureConfig } from '@dure/shared';
import type { RemoteMap } from '../federation/remoteRegistry';

async function readJson<T>(path: string, fallback: T): Promise<T> {
  try {
    const response = await fetch(path, { cache: 'no-cache' });
    return response.ok ? ((await response.json()) as T) : fallback;
  } catch {
    return fallback;
  }
}

/**
 * /config.json (api host, OAuth client) and /remotes.json (remote → manifest URL)
 * are written at deploy time, so neither the api address nor a remote's
 * location is baked into the host build.
 */
export async function loadRuntimeConfig(): Promise<{ config: Partial<DureConfig>; remotes: RemoteMap }> {
  const [config, remotes] = await Promise.all([readJson<Partial<DureConfig>>('/config.json', {}), readJson<RemoteMap>('/remotes.json', {})]);
  return { config, remotes };
}
