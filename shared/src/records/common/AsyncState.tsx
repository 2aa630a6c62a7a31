import { Alert, Button, Empty, Spin } from 'antd';
import type { ReactNode } from 'react';
import { RECORDS_MESSAGES } from '../messages';
import { errorText } from './errorText';

const M = RECORDS_MESSAGES.common;

type Props = {
  loading: boolean;
  error: unknown;
  empty: boolean;
  emptyText?: string;
  onRetry?: () => void;
  children: ReactNode;
};

/** The loading, error and empty states every toolkit component shows the same way. */
export function AsyncState({ loading, error, empty, emptyText, onRetry, children }: Props) {
  if (error) {
    return (
      <Alert
        type="error"
        showIcon
        message={M.loadFailed}
        description={errorText(error)}
        action={onRetry ? <Button size="small" onClick={onRetry}>{M.retry}</Button> : undefined}
      />
    );
  }
  if (loading && empty) {
    return (
      <div role="status" style={{ padding: 24, textAlign: 'center' }}>
        <Spin /> <span>{M.loading}</span>
      </div>
    );
  }
  if (empty) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText ?? M.empty} />;
  return <>{children}</>;
}
