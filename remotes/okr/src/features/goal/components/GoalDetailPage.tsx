import { CheckOutlined, CloseCircleOutlined, EditOutlined, PlusOutlined, SendOutlined, StopOutlined } from '@ant-design/icons';
import { Link, useNavigate } from '@dure/shared';
import { useConfirmAction } from '@dure/shared/form';
import { formatDateTime } from '@dure/shared/format';
import { useRecordWrites } from '@dure/shared/query';
import { RecordDetailPage, RecordHeader, RecordToolbar } from '@dure/shared/records';
import { useQueryClient } from '@tanstack/react-query';
import { App, Breadcrumb, Button, Card, Col, Descriptions, Flex, Row, Statistic, Tag, Typography } from 'antd';
import { useState } from 'react';
import { GOAL_LEVEL, GOAL_OKR_TYPE, GOAL_VISIBILITY, type GoalDetail, goalApi } from '../api/goalApi';
import { GOAL_LISTS_KEY, OKR_KEY, goalDetailQuery } from '../api/goalQueries';
import { GoalChildren } from './GoalChildren';
import { GoalFormModal } from './GoalFormModal';
import { GoalKeyResults } from './GoalKeyResults';
import { ReasonModal } from './ReasonModal';
import { HealthTag, ProgressStats, StatusTag, formatPct } from './okrFormat';

/** 목표 상세 (/goal/:id): alignment path, progress and health, key results, children, lifecycle and the record toolkit. */
export default function GoalDetailPage() {
  return (
    <RecordDetailPage detail={goalDetailQuery} listPageId="GoalListPage" title={(g) => g.title}>
      {(g) => <GoalView goal={g} />}
    </RecordDetailPage>
  );
}

type Step = { action: 'submit' | 'approve' | 'close'; label: string; confirm: string; done: string; icon: React.ReactNode };

function GoalView({ goal: g }: { goal: GoalDetail }) {
  const confirmAction = useConfirmAction();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const detail = goalDetailQuery(g.id);
  const writes = useRecordWrites<GoalDetail>(detail.queryKey, GOAL_LISTS_KEY);
  const [dialog, setDialog] = useState<'edit' | 'child' | 'cancel' | 'reject' | null>(null);
  const reload = async () => queryClient.fetchQuery({ ...detail, staleTime: 0 });
  const can = g.permissions;

  /** A goal's write moves progress up its chain and the tree: every OKR query is read again. */
  const saved = (next: GoalDetail) => {
    writes.saved(next);
    void queryClient.invalidateQueries({ queryKey: OKR_KEY, predicate: (q) => q.queryKey[2] !== 'detail' || q.queryKey[3] !== next.id });
  };

  const steps: (Step | false)[] = [
    can.submit && {
      action: 'submit',
      label: '승인 요청',
      confirm: `핵심결과 가중치 합계 ${g.krWeightTotal}%, ${g.ownerUserName ?? ''}님의 이 기간 목표 가중치 합계 ${g.ownerWeightTotal}%입니다. 둘 다 100%여야 요청할 수 있습니다.`,
      done: '승인을 요청했습니다.',
      icon: <SendOutlined />,
    },
    can.approve && { action: 'approve', label: '승인', confirm: '승인하면 목표가 진행 상태가 되고 체크인을 시작할 수 있습니다.', done: '승인했습니다. 목표가 진행 중입니다.', icon: <CheckOutlined /> },
    can.close && { action: 'close', label: '종료', confirm: `지금 진척률 ${formatPct(g.progressPct)}로 점수를 확정합니다. 종료한 목표는 수정·체크인할 수 없습니다.`, done: '목표를 종료했습니다.', icon: <StopOutlined /> },
  ];

  function run(step: Step) {
    confirmAction({
      title: `${g.title}: ${step.label}`,
      content: step.confirm,
      okText: step.label,
      danger: step.action === 'close',
      run: () => goalApi.act(g.id, step.action, g.version),
      success: step.done,
      onDone: saved,
      onConflict: () => void writes.changed(),
    });
  }

  return (
    <Flex vertical gap={16}>
      {g.ancestors.length > 0 && (
        <Breadcrumb
          aria-label="정렬 경로"
          items={g.ancestors.map((a) => ({ key: a.id, title: <Link to={`/goal/${a.id}`}>{`[${GOAL_LEVEL.labels[a.level]}] ${a.title}`}</Link> }))}
        />
      )}
      <RecordHeader
        listPageId="GoalListPage"
        title={g.title}
        tags={
          <>
            <Tag>{GOAL_LEVEL.labels[g.level]}</Tag>
            <StatusTag status={g.status} requested={g.approvalRequestedYn === 'Y'} />
            <HealthTag health={g.health} />
            <Typography.Text type="secondary">{g.periodCode}</Typography.Text>
          </>
        }
        actions={
          <>
            {can.edit && (
              <Button icon={<EditOutlined />} onClick={() => setDialog('edit')}>
                수정
              </Button>
            )}
            {g.status !== 'CANCELED' && g.status !== 'CLOSED' && g.level !== 'PERSONAL' && (
              <Button icon={<PlusOutlined />} onClick={() => setDialog('child')}>
                하위 목표 등록
              </Button>
            )}
            {steps.map((s) => s && (
              <Button key={s.action} type={s.action === 'close' ? 'default' : 'primary'} icon={s.icon} onClick={() => run(s)}>
                {s.label}
              </Button>
            ))}
            {can.approve && (
              <Button onClick={() => setDialog('reject')}>반려</Button>
            )}
            {can.cancel && (
              <Button danger icon={<CloseCircleOutlined />} onClick={() => setDialog('cancel')}>
                취소
              </Button>
            )}
          </>
        }
        toolbar={<RecordToolbar recordType="GOAL" recordId={g.id} label={g.title} readOnly={!can.edit} />}
      />

      <Row gutter={[12, 12]}>
        <ProgressStats progressPct={g.progressPct} expectedPct={g.expectedPct} />
        <Col xs={12} lg={6}>
          <Card size="small">
            <Statistic title="핵심결과 가중치 합계" value={`${g.krWeightTotal}%`} />
            {g.krCount > 0 && g.krWeightTotal !== 100 && <Typography.Text type="warning">100%가 되어야 승인 요청할 수 있습니다.</Typography.Text>}
          </Card>
        </Col>
        <Col xs={12} lg={6}>
          <Card size="small">
            <Statistic title="점수" value={g.score === null ? '-' : g.score.toFixed(2)} />
          </Card>
        </Col>
      </Row>

      <Card size="small" title="기본 정보">
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} bordered>
          <Descriptions.Item label="기간">{`${g.periodCode} (${g.periodStartDate} ~ ${g.periodEndDate})`}</Descriptions.Item>
          <Descriptions.Item label="상위 목표">{g.parentGoalId ? <Link to={`/goal/${g.parentGoalId}`}>{g.parentGoalTitle}</Link> : g.level === 'COMPANY' ? '-' : <Tag>미정렬</Tag>}</Descriptions.Item>
          <Descriptions.Item label="책임자">{g.ownerUserName ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="부서">{g.deptName ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="성격">{GOAL_OKR_TYPE.labels[g.okrType]}</Descriptions.Item>
          <Descriptions.Item label="가중치">{`${g.weightPct}% (책임자 합계 ${g.ownerWeightTotal}%)`}</Descriptions.Item>
          <Descriptions.Item label="공개 범위">{GOAL_VISIBILITY.labels[g.visibility]}</Descriptions.Item>
          <Descriptions.Item label="승인">{g.approvedAt ? `${g.approverName ?? ''} ${formatDateTime(g.approvedAt)}` : g.approvalRequestedYn === 'Y' ? `승인 대기 (${g.approverName ?? '승인자'})` : '-'}</Descriptions.Item>
          <Descriptions.Item label="등록 / 수정">
            {formatDateTime(g.createdAt)} / {formatDateTime(g.updatedAt)}
          </Descriptions.Item>
          {g.rejectReason && <Descriptions.Item label="반려 사유">{g.rejectReason}</Descriptions.Item>}
          {g.cancelReason && <Descriptions.Item label="취소 사유">{g.cancelReason}</Descriptions.Item>}
          {g.description && (
            <Descriptions.Item label="설명" span={3}>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{g.description}</Typography.Paragraph>
            </Descriptions.Item>
          )}
        </Descriptions>
      </Card>

      <GoalKeyResults goal={g} onChanged={() => void writes.changed()} />
      <GoalChildren goal={g} />

      <GoalFormModal
        open={dialog === 'edit' || dialog === 'child'}
        goal={dialog === 'edit' ? g : null}
        parent={dialog === 'child' ? g : null}
        onClose={() => setDialog(null)}
        onReload={reload}
        onSaved={(next) => {
          setDialog(null);
          if (dialog === 'edit') return saved(next);
          void queryClient.invalidateQueries({ queryKey: OKR_KEY });
          navigate(`/goal/${next.id}`);
        }}
      />
      {(['cancel', 'reject'] as const).map((action) => (
        <ReasonModal<GoalDetail>
          key={action}
          open={dialog === action}
          title={action === 'cancel' ? `${g.title}: 취소` : `${g.title}: 반려`}
          label={action === 'cancel' ? '취소 사유' : '반려 사유'}
          okText={action === 'cancel' ? '목표 취소' : '반려'}
          save={async (reason) => {
            const next = await goalApi.act(g.id, action, g.version, reason);
            message.success(action === 'cancel' ? '목표를 취소했습니다.' : '반려했습니다. 목표가 작성중으로 돌아갑니다.');
            return next;
          }}
          onReload={reload}
          onClose={() => setDialog(null)}
          onSaved={(next) => {
            setDialog(null);
            saved(next);
          }}
        />
      ))}
    </Flex>
  );
}
