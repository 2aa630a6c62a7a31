import { REMOTE_LABELS, type RemoteName, sessionStore } from '@dure/shared';
import { SHARED_VERSION } from '@dure/shared/remote';
import { atom } from 'jotai';

/** A remote built against another @dure/shared than the host's (`remoteVersion` undefined: it did not say). */
export type SharedVersionMismatch = { remote: string; area: string; remoteVersion: string | undefined; hostVersion: string };

/** The mismatches found so far, one per remote, for the shell's notice. */
export const sharedVersionMismatchesAtom = atom<readonly SharedVersionMismatch[]>([]);

/**
 * Compares the shared version a remote's routes module was built against with the host's own. A mismatch
 * still runs (the federation singleton is the host's), but it is logged and listed for a visible notice.
 */
export function checkSharedVersion(remote: string, remoteVersion: string | undefined): void {
  if (remoteVersion === SHARED_VERSION) return;
  console.warn(`[두레] 공통 모듈(@dure/shared) 버전 불일치: ${remote} 리모트 ${remoteVersion ?? '?'}, host ${SHARED_VERSION}`);
  const area = REMOTE_LABELS[remote as Exclude<RemoteName, 'host'>] ?? remote;
  sessionStore.set(sharedVersionMismatchesAtom, (prev) =>
    prev.some((m) => m.remote === remote) ? prev : [...prev, { remote, area, remoteVersion, hostVersion: SHARED_VERSION }],
  );
}
