import { useEffect, useState } from 'react';
import { activateUpdate, onUpdateWaiting } from './serviceWorker';

/** Shown while a new app version waits (SPEC §2): refresh activates and reloads, close hides it. */
export function UpdateBanner() {
  const [waiting, setWaiting] = useState(false);
  const [closed, setClosed] = useState(false);
  useEffect(() => onUpdateWaiting(setWaiting), []);
  if (!waiting || closed) return null;
  return (
    <div className="dure-update-banner" role="status" aria-live="polite" data-testid="update-banner">
      <p>앱이 업데이트되었습니다. 아래 새로고침 버튼을 눌러 주세요.</p>
      <button type="button" className="dure-button" onClick={() => void activateUpdate()}>
        새로고침
      </button>
      <button type="button" className="dure-button close" onClick={() => setClosed(true)}>
        닫기
      </button>
    </div>
  );
}
