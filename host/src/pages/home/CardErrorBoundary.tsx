import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '../../app/ErrorBoundary';
import { HOME_MESSAGES } from './messages';

/** A home card that crashes while drawing shows a notice in its place; the rest of the home page keeps working. */
export function CardErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary label="홈 카드 오류" fallback={() => <Alert type="error" showIcon message={HOME_MESSAGES.cardFailed} />}>
      {children}
    </ErrorBoundary>
  );
}
