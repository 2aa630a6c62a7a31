import type { ReactNode } from 'react';
import { ErrorBoundary } from '../app/ErrorBoundary';
import { RemoteUnavailableError } from './remoteRegistry';

type Props = { area: string; onRetry: () => void; children: ReactNode };

/**
 * Catches a page that failed to load or crashed, so only that area shows a
 * Korean fallback while menus and other pages keep working.
 */
export function PageErrorBoundary({ area, onRetry, children }: Props) {
  return (
    <ErrorBoundary label="화면 오류" fallback={(error) => <PageFallback area={area} unreachable={error instanceof RemoteUnavailableError} onRetry={onRetry} />}>
      {children}
    </ErrorBoundary>
  );
}

function PageFallback({ area, unreachable, onRetry }: { area: string; unreachable: boolean; onRetry: () => void }) {
  return (
    <section className="dure-fallback" role="alert" data-testid="remote-fallback">
      <h1>{unreachable ? `${area} 화면을 불러올 수 없습니다` : '화면을 표시하는 중 오류가 발생했습니다'}</h1>
      <p>
        {unreachable
          ? '해당 업무 영역의 서버에 연결하지 못했습니다. 잠시 후 다시 시도해 주세요. 다른 메뉴는 그대로 사용할 수 있습니다.'
          : '일시적인 문제일 수 있습니다. 다시 시도해도 계속되면 관리자에게 문의해 주세요.'}
      </p>
      <button type="button" className="dure-button" onClick={onRetry}>
        다시 시도
      </button>
    </section>
  );
}
