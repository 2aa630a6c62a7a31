import { useDroppable } from '@dnd-kit/core';
import { formatKRWShort } from '@dure/shared/format';
import { Button, Empty, Flex, Tag, Typography } from 'antd';
import { type ReactNode, useLayoutEffect } from 'react';
import type { KanbanColumn as Column, Lead } from '../api/leadApi';
import type { ColumnData } from './kanbanDnd';
import { LeadCardPreview } from './LeadCard';

/** A readable column: wide enough for a title, a company and an amount on a line each, at any window width. */
export const COLUMN_WIDTH = 280;

const background = (col: Column, over: boolean) => (over ? '#e6f4ff' : col.stage.category === 'WON' ? '#f6ffed' : col.stage.category === 'LOST' ? '#fafafa' : '#f5f7fa');

type Props = {
  col: Column;
  closedDays: number;
  loadingMore: boolean;
  onMore: () => void;
  /** The column a card lifted by keyboard would drop into: highlighted and scrolled into view. */
  targeted?: boolean;
  /** That card, when it comes from another column: shown on top of this one's cards. */
  incoming?: Lead;
  children: ReactNode;
};

/** One stage: its header (name, count, Σ 예상 · 가중) stays on top while the cards scroll under it; more cards on demand. */
export function KanbanColumn({ col, closedDays, loadingMore, onMore, targeted = false, incoming, children }: Props) {
  const data: ColumnData = { stage: col.stage };
  const { setNodeRef, node, isOver: pointerOver } = useDroppable({ id: col.stage.id, data });
  const isOver = pointerOver || targeted;
  // At once, not smoothly: the next arrow press may come before a smooth scroll would end.
  useLayoutEffect(() => {
    if (targeted) node.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [targeted, node]);
  const left = col.count - col.cards.length;
  return (
    <section
      ref={setNodeRef}
      aria-label={`${col.stage.name} 단계`}
      data-stage-code={col.stage.code}
      style={{
        flex: `0 0 ${COLUMN_WIDTH}px`,
        width: COLUMN_WIDTH,
        maxHeight: '100%',
        overflowY: 'auto',
        overscrollBehavior: 'contain',
        background: background(col, isOver),
        border: isOver ? '1px dashed #1677ff' : '1px solid #f0f0f0',
        borderRadius: 8,
      }}
    >
      <header style={{ position: 'sticky', top: 0, zIndex: 1, padding: '8px 8px 6px', background: background(col, isOver), borderBottom: '1px solid #f0f0f0' }}>
        <Flex justify="space-between" align="center" gap={8}>
          <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
            {col.stage.name} <Typography.Text type="secondary">{col.count.toLocaleString('ko-KR')}건</Typography.Text>
          </Typography.Text>
          {col.stage.category === 'OPEN' && <Tag style={{ marginInlineEnd: 0 }}>{col.stage.defaultProbability}%</Tag>}
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }} data-testid="column-sums">
          예상 {formatKRWShort(col.expectedAmount)} · 가중 {formatKRWShort(col.weightedAmount)}
        </Typography.Text>
      </header>
      <Flex vertical gap={6} style={{ padding: 8 }}>
        {incoming && (
          <div aria-hidden data-testid="incoming-card">
            <LeadCardPreview lead={incoming} />
          </div>
        )}
        {col.cards.length === 0 && !incoming && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={col.stage.category === 'OPEN' ? '리드 없음' : `최근 ${closedDays}일 없음`} />}
        {children}
        {col.moreYn === 'Y' && (
          <Button block size="small" loading={loadingMore} onClick={onMore}>
            더 보기 ({Math.max(left, 0).toLocaleString('ko-KR')}건 남음)
          </Button>
        )}
      </Flex>
    </section>
  );
}
