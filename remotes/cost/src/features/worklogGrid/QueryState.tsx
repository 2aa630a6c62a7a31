import { errorMessage } from '@dure/shared';
import { josa } from '@dure/shared/format';
import { Alert, Button, Space, Spin } from 'antd';

type Query = { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };

/** A week page's loading line and its failure with a retry, naming what it loads (`업무일지`, `내 유닛`). */
export function QueryState({ query, what }: { query: Query; what: string }) {
  return (
    <>
      {query.isPending && (
        <Space>
          <Spin /> {josa(what, '을/를')} 불러오는 중입니다.
        </Space>
      )}
      {query.isError && (
        <Alert
          type="error"
          showIcon
          message={`${josa(what, '을/를')} 불러오지 못했습니다.`}
          description={errorMessage(query.error)}
          action={<Button onClick={() => query.refetch()}>다시 시도</Button>}
        />
      )}
    </>
  );
}
