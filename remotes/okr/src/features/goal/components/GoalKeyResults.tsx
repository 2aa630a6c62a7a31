import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Link } from '@dure/shared';
import { useConfirmAction } from '@dure/shared/form';
import { LocalTable } from '@dure/shared/list';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { KR_METRIC_TYPE, type GoalDetail, type KeyResult, keyResultApi } from '../api/goalApi';
import { OKR_KEY, goalKeyResultsQuery } from '../api/goalQueries';
import { KeyResultFormModal } from './KeyResultFormModal';
import { HealthTag, ProgressBar } from './okrFormat';
import { krValueText } from './krFormat';
import { josa } from '@dure/shared/format';

/** The goal's key results with their weights' total; goal managers add, edit and delete them. */
export function GoalKeyResults({ goal, onChanged }: { goal: GoalDetail; onChanged: () => void }) {
  const queryClient = useQueryClient();
  const confirmAction = useConfirmAction();
  const krs = useQuery(goalKeyResultsQuery(goal.id));
  const [editing, setEditing] = useState<KeyResult | 'new' | null>(null);
  const rows = krs.data?.content ?? [];
  const total = rows.reduce((sum, kr) => sum + kr.weightPct, 0);
  const writable = goal.permissions.edit && (goal.status === 'DRAFT' || goal.status === 'ACTIVE');
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: OKR_KEY });
    onChanged();
  };

  function remove(kr: KeyResult) {
    confirmAction({
      title: `${josa(kr.title, '을/를')} 삭제할까요?`,
      content: '체크인 기록도 함께 사라지고 목표 진척률이 다시 계산됩니다.',
      okText: '삭제',
      danger: true,
      run: () => keyResultApi.remove(kr.id, kr.version),
      success: '핵심결과를 삭제했습니다.',
      onDone: refresh,
      onConflict: refresh,
    });
  }

  return (
    <Card
      size="small"
      title={
        <Flex gap={8} align="center" wrap>
          <span>{`핵심결과 (${rows.length})`}</span>
          <Tag color={total === 100 ? 'green' : 'gold'} data-testid="kr-weight-total">{`가중치 합계 ${total}%`}</Tag>
          {rows.length > 0 && total !== 100 && <Typography.Text type="secondary">100%가 되어야 승인 요청할 수 있습니다.</Typography.Text>}
        </Flex>
      }
      extra={
        writable && (
          <Button size="small" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            핵심결과 추가
          </Button>
        )
      }
    >
      <LocalTable<KeyResult>
        rowKey="id"
        rows={krs.data?.content}
        loading={krs.isPending}
        error={krs.error}
        errorTitle="핵심결과를 불러오지 못했습니다."
        onRetry={krs.refetch}
        emptyText={writable ? '핵심결과가 없습니다. 핵심결과를 추가해 주세요.' : '핵심결과가 없습니다.'}
        columns={[
          { title: '핵심결과', dataIndex: 'title', render: (_, kr) => <Link to={`/keyresult/${kr.id}`}>{kr.title}</Link> },
          { title: '유형', dataIndex: 'metricType', width: 80, render: (_, kr) => KR_METRIC_TYPE.labels[kr.metricType] },
          { title: '현재 / 목표', key: 'values', width: 180, render: (_, kr) => krValueText(kr) },
          { title: '가중치', dataIndex: 'weightPct', width: 70, align: 'right', render: (_, kr) => `${kr.weightPct}%` },
          { title: '진척률', dataIndex: 'progressPct', width: 170, render: (_, kr) => <ProgressBar pct={kr.progressPct} /> },
          { title: '건강도', dataIndex: 'health', width: 80, render: (_, kr) => <HealthTag health={kr.health} /> },
          { title: '담당자', dataIndex: 'ownerUserName', width: 90, render: (_, kr) => kr.ownerUserName ?? '-' },
          ...(writable
            ? [
                {
                  title: '',
                  key: 'actions',
                  width: 90,
                  render: (_: unknown, kr: KeyResult) => (
                    <Flex gap={4}>
                      <Button size="small" type="text" icon={<EditOutlined />} aria-label={`${kr.title} 수정`} onClick={() => setEditing(kr)} />
                      <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`${kr.title} 삭제`} onClick={() => remove(kr)} />
                    </Flex>
                  ),
                },
              ]
            : []),
        ]}
      />
      <KeyResultFormModal
        open={editing !== null}
        goalId={goal.id}
        keyResult={editing === 'new' ? null : editing}
        otherWeights={total - (editing && editing !== 'new' ? editing.weightPct : 0)}
        onClose={() => setEditing(null)}
        onReload={async () => {
          await queryClient.invalidateQueries({ queryKey: OKR_KEY });
          return keyResultApi.get((editing as KeyResult).id);
        }}
        onSaved={() => {
          setEditing(null);
          refresh();
        }}
      />
    </Card>
  );
}
