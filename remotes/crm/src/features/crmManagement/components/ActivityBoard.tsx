import { CommentOutlined, WarningFilled } from '@ant-design/icons';
import { Button, Flex, Table, Tooltip, Typography } from 'antd';
import type { TableProps } from 'antd';
import type { Board, BoardRow } from '../api/managementApi';

type Props = {
  board: Board;
  loading?: boolean;
  /** A cell was clicked: that person's activities of that week. */
  onCell: (row: BoardRow, week: { week: string; fromDate: string; toDate: string }) => void;
  /** The overdue count was clicked: that person's overdue next actions. */
  onOverdue: (row: BoardRow) => void;
  /** Open the person's activities for feedback. */
  onFeedback?: (row: BoardRow) => void;
};

/** Heat of a cell relative to the busiest cell of the board: five steps of blue. */
export function heatLevel(count: number, max: number): number {
  if (count <= 0 || max <= 0) return 0;
  return Math.min(4, Math.ceil((count / max) * 4));
}
const HEAT = ['transparent', '#e6f4ff', '#bae0ff', '#69b1ff', '#1677ff'];

/** Person × ISO-week board of /crm/management: DONE activities per week (by type in the tooltip), overdue next actions. */
export function ActivityBoard({ board, loading, onCell, onOverdue, onFeedback }: Props) {
  const max = Math.max(0, ...board.rows.flatMap((r) => r.cells.map((c) => c.total)));
  const label = (code: string) => board.types.find((t) => t.code === code)?.label ?? code;
  const columns: TableProps<BoardRow>['columns'] = [
    {
      title: '담당자',
      dataIndex: 'userName',
      fixed: 'left',
      width: 190,
      render: (_, r) => (
        <Flex justify="space-between" align="center" gap={4}>
          <span>
            {r.userName}
            {r.deptName && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {' '}
                · {r.deptName}
              </Typography.Text>
            )}
          </span>
          {onFeedback && (
            <Tooltip title="피드백">
              <Button size="small" type="text" icon={<CommentOutlined />} aria-label={`${r.userName} 피드백`} onClick={() => onFeedback(r)} />
            </Tooltip>
          )}
        </Flex>
      ),
    },
    ...board.weeks.map((w) => ({
      title: (
        <Tooltip title={`${w.fromDate} ~ ${w.toDate}`}>
          <span>{w.week.slice(5)}</span>
        </Tooltip>
      ),
      key: w.week,
      align: 'center' as const,
      width: 64,
      onCell: (r: BoardRow) => {
        const cell = r.cells.find((c) => c.week === w.week);
        const level = heatLevel(cell?.total ?? 0, max);
        return {
          style: { background: HEAT[level], color: level >= 3 ? '#fff' : undefined, cursor: 'pointer', padding: 4 },
          onClick: () => onCell(r, w),
          'data-testid': `cell-${r.userId}-${w.week}`,
          'data-heat': level,
        };
      },
      render: (_: unknown, r: BoardRow) => {
        const cell = r.cells.find((c) => c.week === w.week);
        if (!cell || cell.total === 0) return <Typography.Text type="secondary">·</Typography.Text>;
        const detail = Object.entries(cell.byType)
          .map(([code, n]) => `${label(code)} ${n}`)
          .join(', ');
        return (
          <Tooltip title={detail}>
            <span>{cell.total}</span>
          </Tooltip>
        );
      },
    })),
    { title: '합계', dataIndex: 'total', align: 'center', width: 70, render: (n: number) => <strong>{n}</strong> },
    {
      title: '지난 다음 액션',
      dataIndex: 'overdueNextActions',
      align: 'center',
      width: 110,
      render: (n: number, r) =>
        n > 0 ? (
          <Typography.Link type="danger" aria-label={`${r.userName} 지난 다음 액션 ${n}건`} onClick={() => onOverdue(r)}>
            <WarningFilled /> {n}
          </Typography.Link>
        ) : (
          <Typography.Text type="secondary">0</Typography.Text>
        ),
    },
  ];
  return (
    <Table<BoardRow>
      rowKey="userId"
      size="small"
      bordered
      loading={loading}
      columns={columns}
      dataSource={board.rows}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: '이 기간에 기록된 영업활동이 없습니다.' }}
      summary={(rows) =>
        rows.length > 1 ? (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>
              <strong>합계</strong>
            </Table.Summary.Cell>
            {board.weeks.map((w, i) => (
              <Table.Summary.Cell key={w.week} index={i + 1} align="center">
                {rows.reduce((n, r) => n + (r.cells.find((c) => c.week === w.week)?.total ?? 0), 0)}
              </Table.Summary.Cell>
            ))}
            <Table.Summary.Cell index={board.weeks.length + 1} align="center">
              <strong>{rows.reduce((n, r) => n + r.total, 0)}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={board.weeks.length + 2} align="center">
              {rows.reduce((n, r) => n + r.overdueNextActions, 0)}
            </Table.Summary.Cell>
          </Table.Summary.Row>
        ) : null
      }
    />
  );
}
