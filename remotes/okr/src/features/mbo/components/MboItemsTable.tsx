import { Table } from 'antd';
import type { MboItem } from '../api/mboApi';
import { CATEGORY_LABELS, DIFFICULTY_LABELS } from '../model/mboLabels';
import { LinkedGoalLink } from './LinkedGoalLink';

const score = (v: number | null) => (v === null ? '-' : v.toFixed(1));

/** The items of a sheet as read-only rows (a sheet the caller cannot change now). */
export function MboItemsTable({ items }: { items: MboItem[] }) {
  return (
    <Table<MboItem>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={items}
      scroll={{ x: 1080 }}
      locale={{ emptyText: '항목이 없습니다.' }}
      columns={[
        { title: '구분', dataIndex: 'category', width: 70, render: (v: MboItem['category']) => CATEGORY_LABELS[v] },
        { title: '항목', dataIndex: 'title', width: 180 },
        { title: 'KPI', dataIndex: 'kpi', width: 160, render: (v) => v ?? '-' },
        { title: '목표', dataIndex: 'target', width: 160, render: (v) => v ?? '-' },
        { title: '가중치', dataIndex: 'weightPct', width: 80, align: 'right', render: (v: number) => `${v}%` },
        { title: '난이도', dataIndex: 'difficulty', width: 90, render: (v: MboItem['difficulty']) => DIFFICULTY_LABELS[v] },
        { title: '연결 목표', key: 'linkedGoal', width: 180, render: (_, item) => <LinkedGoalLink item={item} /> },
        { title: '실적', dataIndex: 'result', width: 180, render: (v) => v ?? '-' },
        { title: '자기평가', dataIndex: 'selfScore', width: 80, align: 'right', render: score },
        { title: '평가', dataIndex: 'evaluatorScore', width: 80, align: 'right', render: score },
      ]}
    />
  );
}
