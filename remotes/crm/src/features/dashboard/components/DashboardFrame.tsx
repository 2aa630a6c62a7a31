import { errorMessage } from '@dure/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, Skeleton, Spin, Typography } from 'antd';
import { type ReactNode, Suspense } from 'react';

export const EMPTY_TEXT = '기간 내 데이터가 없습니다';

type Props<T> = { title: string; filterBar: ReactNode; figures: UseQueryResult<T>; children: (data: T) => ReactNode };

/** Title, filters, then the figures: a skeleton on first load, an error with retry, a spinner over stale figures while reloading. */
export function DashboardFrame<T>({ title, filterBar, figures, children }: Props<T>) {
  const { data, error, isFetching: loading } = figures;
  return (
    <Flex vertical gap={16} style={{ padding: 16 }}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {filterBar}
      {error !== null && !loading && (
        <Alert type="error" showIcon message={`${title}를 불러오지 못했습니다`} description={errorMessage(error)} action={<Button onClick={() => void figures.refetch()}>다시 시도</Button>} />
      )}
      {data === undefined && loading && <Skeleton active paragraph={{ rows: 8 }} data-testid="dashboard-skeleton" />}
      {data !== undefined && (
        <Spin spinning={loading} delay={200}>
          <Flex vertical gap={16}>
            {children(data)}
          </Flex>
        </Spin>
      )}
    </Flex>
  );
}

/** A chart or table panel; its chart code loads lazily, so the cards paint first. */
export function Panel({ title, empty, extra, children, span = 1 }: { title: string; empty?: boolean; extra?: ReactNode; children: ReactNode; span?: 1 | 2 }) {
  return (
    <Card size="small" title={title} extra={extra} style={{ gridColumn: span === 2 ? '1 / -1' : undefined, minWidth: 0 }}>
      {empty ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={EMPTY_TEXT} />
      ) : (
        <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 260 }} />}>{children}</Suspense>
      )}
    </Card>
  );
}

export function PanelGrid({ children }: { children: ReactNode }) {
  return <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(420px, 1fr))', gap: 16 }}>{children}</div>;
}

export function CardRow({ children }: { children: ReactNode }) {
  return (
    <Flex wrap gap={12}>
      {children}
    </Flex>
  );
}
