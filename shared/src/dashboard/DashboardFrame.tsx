import { errorMessage } from '@dure/shared';
import { josa } from '@dure/shared/format';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, Grid, Skeleton, Spin, Typography } from 'antd';
import { Children, type ReactNode } from 'react';

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
        <Alert type="error" showIcon message={`${josa(title, '을/를')} 불러오지 못했습니다`} description={errorMessage(error)} action={<Button onClick={() => void figures.refetch()}>다시 시도</Button>} />
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

/** A chart or table panel; a chart shows a skeleton of its shape until its code has arrived (lazyCharts). */
export function Panel({ title, empty, extra, children, span = 1 }: { title: string; empty?: boolean; extra?: ReactNode; children: ReactNode; span?: 1 | 2 }) {
  return (
    <Card size="small" title={title} extra={extra} style={{ gridColumn: span === 2 ? '1 / -1' : undefined, minWidth: 0 }}>
      {empty ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={EMPTY_TEXT} />
      ) : (
        children
      )}
    </Card>
  );
}

export function PanelGrid({ children }: { children: ReactNode }) {
  return <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(420px, 1fr))', gap: 16 }}>{children}</div>;
}

/** The most figure cards a row holds at each width: six on a desktop, two on a phone. */
function cardsPerRow(screens: ReturnType<typeof Grid.useBreakpoint>): number {
  if (screens.xl) return 6;
  if (screens.lg) return 4;
  if (screens.md) return 3;
  return 2;
}

/** As many columns as keep the rows even (7 cards in rows of 4 and 3, never 6 and 1) within the row's limit. */
export const balancedColumns = (cards: number, most: number) => Math.max(1, Math.ceil(cards / Math.ceil(cards / most)));

/** The figure cards: rows of even length; a card left alone on the last row takes the row's width. */
export function CardRow({ children }: { children: ReactNode }) {
  const cards = Children.toArray(children);
  const columns = balancedColumns(cards.length, cardsPerRow(Grid.useBreakpoint()));
  const alone = cards.length % columns === 1 && columns > 1;
  return (
    <div data-testid="kpi-grid" style={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: 12 }}>
      {cards.map((card, i) => (alone && i === cards.length - 1 ? <div key="last" style={{ gridColumn: '1 / -1' }}>{card}</div> : card))}
    </div>
  );
}
