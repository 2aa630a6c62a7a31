import { errorMessage } from '@dure/shared';
import { Alert, Button } from 'antd';

/** A load that failed: what did not load, the api's Korean reason and a retry. */
export function LoadFailed({ message, error, onRetry }: { message: string; error: unknown; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      message={message}
      description={errorMessage(error)}
      action={
        <Button size="small" onClick={onRetry}>
          다시 시도
        </Button>
      }
    />
  );
}
