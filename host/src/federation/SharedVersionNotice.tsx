import { sessionStore } from '@dure/shared';
import { Alert } from 'antd';
import { useAtomValue } from 'jotai';
import { FEDERATION_MESSAGES as M } from './messages';
import { sharedVersionMismatchesAtom } from './sharedVersionCheck';

/** A closable warning above the page for each remote built against another shared version; nothing blocks. */
export function SharedVersionNotice() {
  const mismatches = useAtomValue(sharedVersionMismatchesAtom, { store: sessionStore });
  return mismatches.map((m) => (
    <Alert
      key={m.remote}
      type="warning"
      showIcon
      closable
      banner
      data-testid="shared-version-notice"
      message={M.sharedVersionMismatch(m.area, m.remoteVersion ?? M.unknownVersion, m.hostVersion)}
    />
  ));
}
