import { CalendarOutlined } from '@ant-design/icons';
import { errorMessage, useCan, useSearchParams } from '@dure/shared';
import { CHECKIN_CADENCE, OKR_PERIOD_STATUS, OKR_PERIOD_TRANSITIONS, OKR_PERIOD_TYPE } from '@dure/shared/contracts/okr/period';
import { type StatusAction, statusChange, useConfirmAction } from '@dure/shared/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, InputNumber, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { OKR_KEY } from '../../goal';
import { type OkrPeriod, type OkrPeriodStatus, PERIOD_LIST_SIZE, periodAdminApi, periodListQuery } from '../api/periodApi';
import { CopyForwardModal } from './CopyForwardModal';
import { PeriodFormModal } from './PeriodFormModal';
import { type PeriodRow, periodTree } from './periodTree';
import { ReparentModal } from './ReparentModal';

const STATUS_COLORS: Record<OkrPeriodStatus, string> = { PLANNING: 'default', ACTIVE: 'green', REVIEW: 'gold', CLOSED: 'default' };

function PeriodStatusTag({ status }: { status: OkrPeriodStatus }) {
  return (
    <Tag color={STATUS_COLORS[status]} data-status={status}>
      {OKR_PERIOD_STATUS.labels[status]}
    </Tag>
  );
}

/** The button and confirmation of each move, by where it goes from where (REVIEW → ACTIVE resumes, CLOSED → REVIEW reopens). */
function actionOf(from: OkrPeriodStatus, to: OkrPeriodStatus): StatusAction<OkrPeriodStatus> {
  switch (to) {
    case 'ACTIVE':
      return from === 'PLANNING'
        ? { status: to, label: '시작', confirm: '기간을 진행 상태로 바꿉니다. 이 기간의 목표에 체크인을 시작합니다.' }
        : { status: to, label: '다시 진행', confirm: '리뷰를 멈추고 기간을 다시 진행 상태로 바꿉니다.' };
    case 'REVIEW':
      return from === 'CLOSED'
        ? { status: to, label: '다시 열기', confirm: '마감을 풀고 리뷰 상태로 되돌립니다. 마감으로 확정된 목표 점수는 지워지고, 마감된 목표는 다시 진행 상태가 됩니다.' }
        : { status: to, label: '리뷰 시작', confirm: '기간을 리뷰 상태로 바꿉니다. 리뷰를 마치면 마감합니다.' };
    default:
      return {
        status: to,
        label: '마감',
        confirm: '마감하면 이 기간의 목표·핵심결과·점수가 동결됩니다. 진행 중인 목표는 지금 진척률로 점수가 확정되고, 이후 목표·핵심결과·체크인을 고칠 수 없습니다. 다시 열기는 OKR 관리자만 할 수 있습니다.',
        danger: true,
      };
  }
}

const periodName = (p: OkrPeriod) => `${p.code}${p.name ? ` ${p.name}` : ''}`;

/**
 * OKR 기간·정렬 (/objectivetree/management): periods year → half → quarter with their status, the form, the status
 * moves (closing freezes goals, key results and scores), copying unfinished goals forward and re-parenting goals.
 * Reading needs OKR_MANAGEMENT_READ; writing WRITE and reopening ADMIN, as the api checks.
 */
export default function ObjectiveTreeManagementPage() {
  const [search, setSearch] = useSearchParams();
  const year = Number(search.get('year')) || undefined;
  const list = useQuery(periodListQuery(year));
  const client = useQueryClient();
  const { message } = App.useApp();
  const confirmAction = useConfirmAction();
  const canWrite = useCan('OKR_MANAGEMENT', 'WRITE');
  const canReopen = useCan('OKR_MANAGEMENT', 'ADMIN');
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const [copying, setCopying] = useState<OkrPeriod | null>(null);
  const [moving, setMoving] = useState<OkrPeriod | null>(null);

  const periods = list.data?.content ?? [];
  const current = editing?.id ? (periods.find((p) => p.id === editing.id) ?? null) : null;
  // A write to a period changes the goals it holds, the tree and every period picker too.
  const refresh = () => client.invalidateQueries({ queryKey: OKR_KEY });

  function move(p: OkrPeriod, to: OkrPeriodStatus) {
    confirmAction(
      statusChange(periodName(p), actionOf(p.status, to), OKR_PERIOD_STATUS.labels[to], {
        run: () => periodAdminApi.move(p.id, p.version, to),
        failure: '상태를 바꾸지 못했습니다',
        onDone: () => void refresh(),
        onConflict: () => void refresh(),
      }),
    );
  }

  function remove(p: OkrPeriod) {
    confirmAction({
      title: `${periodName(p)}: 삭제`,
      content: '계획 상태이고 목표가 없는 기간만 삭제할 수 있습니다. 삭제한 기간은 되돌릴 수 없습니다.',
      okText: '삭제',
      danger: true,
      run: () => periodAdminApi.remove(p.id, p.version),
      success: '기간을 삭제했습니다.',
      failure: '기간을 삭제하지 못했습니다',
      onDone: () => void refresh(),
      onConflict: () => void refresh(),
    });
  }

  const actions = (p: OkrPeriod) => (
    <Space wrap size={4}>
      <Button size="small" aria-label={`${p.code} 수정`} disabled={p.status === 'CLOSED'} onClick={() => setEditing({ id: p.id })}>
        수정
      </Button>
      {(p.status === 'CLOSED' && !canReopen ? [] : OKR_PERIOD_TRANSITIONS[p.status]).map((to) => {
        const action = actionOf(p.status, to);
        return (
          <Button key={to} size="small" danger={action.danger} aria-label={`${p.code} ${action.label}`} onClick={() => move(p, to)}>
            {action.label}
          </Button>
        );
      })}
      {p.openGoalCount > 0 && (
        <Button size="small" aria-label={`${p.code} 미완료 목표 복사`} onClick={() => setCopying(p)}>
          미완료 목표 복사
        </Button>
      )}
      {p.goalCount > 0 && p.status !== 'CLOSED' && (
        <Button size="small" aria-label={`${p.code} 목표 재정렬`} onClick={() => setMoving(p)}>
          목표 재정렬
        </Button>
      )}
      {p.status === 'PLANNING' && p.goalCount === 0 && (
        <Button size="small" danger aria-label={`${p.code} 삭제`} onClick={() => remove(p)}>
          삭제
        </Button>
      )}
    </Space>
  );

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        <CalendarOutlined /> OKR 기간·정렬
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        같은 유형(연간·반기·분기)의 기간은 날짜가 겹치지 않습니다. 상태는 계획 → 진행 → 리뷰 → 마감 순서로 바뀌며, 마감하면 목표·핵심결과·점수가 동결됩니다.
      </Typography.Paragraph>
      <Card
        size="small"
        title={
          <Space>
            <span>연도</span>
            <InputNumber<number>
              aria-label="연도"
              placeholder="전체"
              min={2000}
              max={2100}
              value={year ?? null}
              onChange={(y) => setSearch(y ? { year: String(y) } : {}, { replace: true })}
            />
          </Space>
        }
        extra={
          canWrite && (
            <Button type="primary" onClick={() => setEditing({ id: null })}>
              기간 추가
            </Button>
          )
        }
      >
        {list.isError && (
          <Alert type="error" showIcon style={{ marginBottom: 12 }} message={`OKR 기간을 불러오지 못했습니다: ${errorMessage(list.error)}`} action={<Button onClick={() => void list.refetch()}>다시 시도</Button>} />
        )}
        {list.data && list.data.totalElements > PERIOD_LIST_SIZE && (
          <Alert type="info" showIcon message={`최근 기간 ${PERIOD_LIST_SIZE}개만 표시합니다. 연도를 골라 좁혀 보세요.`} style={{ marginBottom: 12 }} />
        )}
        {list.isSuccess && periods.length > 0 && (
          // A new tree each time the periods change: its rows open all over again (the table reads them once).
          <Table<PeriodRow>
            key={periods.map((p) => p.id).join(',')}
            rowKey="id"
            size="small"
            pagination={false}
            expandable={{ defaultExpandAllRows: true }}
            dataSource={periodTree(periods)}
            scroll={{ x: 'max-content' }}
            columns={[
              {
                title: '기간',
                key: 'code',
                render: (_: unknown, p) => (
                  <span data-period-code={p.code}>
                    <Typography.Text strong>{p.code}</Typography.Text>
                    {p.name && <Typography.Text type="secondary">{` ${p.name}`}</Typography.Text>}
                  </span>
                ),
              },
              { title: '유형', dataIndex: 'type', render: (t: OkrPeriod['type']) => OKR_PERIOD_TYPE.labels[t] },
              { title: '날짜', key: 'dates', render: (_: unknown, p) => `${p.startDate} ~ ${p.endDate}` },
              { title: '상위 기간', dataIndex: 'parentPeriodCode', render: (c: string | null) => c ?? '-' },
              { title: '체크인 주기', dataIndex: 'checkInCadence', render: (c: OkrPeriod['checkInCadence']) => CHECKIN_CADENCE.labels[c] },
              { title: '상태', dataIndex: 'status', render: (s: OkrPeriodStatus) => <PeriodStatusTag status={s} /> },
              { title: '목표 (미완료)', key: 'goals', align: 'right', render: (_: unknown, p) => `${p.goalCount.toLocaleString('ko-KR')} (${p.openGoalCount.toLocaleString('ko-KR')})` },
              ...(canWrite ? [{ title: '작업', key: 'actions', render: (_: unknown, p: PeriodRow) => actions(p) }] : []),
            ]}
          />
        )}
        {list.isPending && <Table loading size="small" dataSource={[]} columns={[{ title: '기간' }]} pagination={false} />}
        {list.isSuccess && periods.length === 0 && (
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {year ? `${year}년에 걸친 OKR 기간이 없습니다.` : '등록된 OKR 기간이 없습니다.'}
          </Typography.Paragraph>
        )}
      </Card>

      {canWrite && (
        <>
          <PeriodFormModal
            open={editing !== null}
            period={current}
            periods={periods}
            onClose={() => setEditing(null)}
            onReload={() => list.refetch()}
            onSaved={(saved) => {
              setEditing(null);
              message.success(`기간 ${saved.code}: 저장했습니다.`);
              void refresh();
            }}
          />
          <CopyForwardModal
            source={copying}
            periods={periods}
            onClose={() => setCopying(null)}
            onCopied={(result, target) => {
              setCopying(null);
              message.success(`목표 ${result.goals}개와 핵심결과 ${result.keyResults}개를 ${target.code}에 작성중으로 복사했습니다.`);
              void refresh();
            }}
          />
          <ReparentModal
            period={moving}
            onClose={() => setMoving(null)}
            onMoved={(result) => {
              setMoving(null);
              message.success(`목표 ${result.moved}개를 옮겼습니다.`);
              void refresh();
            }}
          />
        </>
      )}
    </Flex>
  );
}
