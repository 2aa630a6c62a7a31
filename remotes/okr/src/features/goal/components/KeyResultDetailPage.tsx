import { EditOutlined, FormOutlined } from '@ant-design/icons';
import { PageLink } from '@dure/shared';
import { formatDateTime } from '@dure/shared/format';
import { RecordDetailPage, RecordHeader } from '@dure/shared/records';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Descriptions, Flex, Row, Spin, Statistic, Tag, Typography } from 'antd';
import { Suspense, lazy, useState } from 'react';
import { KR_METRIC_TYPE, type CheckIn, type KeyResultDetail, keyResultApi } from '../api/goalApi';
import { OKR_KEY, checkInsQuery, keyResultDetailQuery } from '../api/goalQueries';
import { CheckInFormModal } from './CheckInFormModal';
import { KeyResultFormModal } from './KeyResultFormModal';
import { krValue, krValueText } from './krFormat';
import { HealthTag, ProgressStats, formatPct } from './okrFormat';
import { progressSeries } from './progressSeries';
import { LocalTable } from '@dure/shared/list';

const ProgressChart = lazy(() => import('./ProgressChart'));

/** 핵심결과 상세 (/keyresult/:id): values, progress against the expected line, the check-in history and the check-in form. */
export default function KeyResultDetailPage() {
  return (
    <RecordDetailPage detail={keyResultDetailQuery} listPageId="KeyResultListPage" title={(kr) => kr.title}>
      {(kr) => <KeyResultView kr={kr} />}
    </RecordDetailPage>
  );
}

function KeyResultView({ kr }: { kr: KeyResultDetail }) {
  const queryClient = useQueryClient();
  const checkIns = useQuery(checkInsQuery(kr.id));
  const [dialog, setDialog] = useState<CheckIn | 'new' | 'edit' | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: OKR_KEY });
  const reload = () => queryClient.fetchQuery({ ...keyResultDetailQuery(kr.id), staleTime: 0 });
  const goalActive = kr.goalStatus === 'ACTIVE';

  return (
    <Flex vertical gap={16}>
      <RecordHeader
        listPageId="KeyResultListPage"
        title={kr.title}
        tags={
          <>
            <Tag>{KR_METRIC_TYPE.labels[kr.metricType]}</Tag>
            <HealthTag health={kr.health} />
            {kr.checkInDueYn === 'Y' && <Tag color="gold">이번 주 체크인 필요</Tag>}
            <Typography.Text type="secondary">{kr.periodCode}</Typography.Text>
          </>
        }
        actions={
          <>
            {kr.canEdit && (
              <Button icon={<EditOutlined />} onClick={() => setDialog('edit')}>
                수정
              </Button>
            )}
            {kr.canCheckIn && goalActive && (
              <Button type="primary" icon={<FormOutlined />} onClick={() => setDialog('new')}>
                체크인
              </Button>
            )}
          </>
        }
      />
      {!goalActive && kr.canCheckIn && <Alert type="info" showIcon message="진행 중인 목표의 핵심결과만 체크인할 수 있습니다. 목표가 승인되면 체크인을 시작하세요." />}

      <Row gutter={[12, 12]}>
        <ProgressStats progressPct={kr.progressPct} expectedPct={kr.expectedPct} />
        <Col xs={12} lg={6}>
          <Card size="small">
            <Statistic title="현재 / 목표" value={krValueText(kr)} />
          </Card>
        </Col>
        <Col xs={12} lg={6}>
          <Card size="small">
            <Statistic title="최근 자신감" value={kr.lastConfidence ?? '-'} suffix={kr.lastConfidence === null ? undefined : '/ 10'} />
          </Card>
        </Col>
      </Row>

      <Row gutter={[12, 12]}>
        <Col xs={24} xl={10}>
          <Card size="small" title="기본 정보">
            <Descriptions size="small" column={1} bordered>
              <Descriptions.Item label="목표">
                <PageLink page="GoalDetailPage" to={`/goal/${kr.goalId}`}>
                  {kr.goalTitle}
                </PageLink>
              </Descriptions.Item>
              <Descriptions.Item label="기간">{`${kr.periodCode} (${kr.periodStartDate} ~ ${kr.periodEndDate})`}</Descriptions.Item>
              {kr.metricType !== 'MILESTONE' && <Descriptions.Item label="시작값">{krValue(kr, kr.startValue)}</Descriptions.Item>}
              {kr.metricType !== 'MILESTONE' && <Descriptions.Item label="목표값">{`${krValue(kr, kr.targetValue)}${kr.targetValue !== null && kr.startValue !== null && kr.targetValue < kr.startValue ? ' (감소 목표)' : ''}`}</Descriptions.Item>}
              {kr.metricType === 'MILESTONE' && (
                <Descriptions.Item label="마일스톤">
                  <Flex vertical gap={2}>
                    {kr.milestones.map((m) => (
                      <span key={m.id}>
                        {m.doneYn === 'Y' ? <Tag color="green">완료</Tag> : <Tag>미완료</Tag>}
                        {`${m.name} (${m.weight}점)`}
                      </span>
                    ))}
                  </Flex>
                </Descriptions.Item>
              )}
              <Descriptions.Item label="가중치">{`${kr.weightPct}%`}</Descriptions.Item>
              <Descriptions.Item label="담당자">{kr.ownerUserName ?? '-'}</Descriptions.Item>
              <Descriptions.Item label="기한">{kr.dueDate ?? '-'}</Descriptions.Item>
              <Descriptions.Item label="최근 체크인">{kr.lastCheckInDate ?? '-'}</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} xl={14}>
          <Card size="small" title="진척 추이 (체크인 대 기대선)">
            {checkIns.isPending ? (
              <Spin />
            ) : (
              <Suspense fallback={<Spin />}>
                <ProgressChart data={progressSeries(kr.periodStartDate, kr.periodEndDate, checkIns.data ?? [])} />
              </Suspense>
            )}
          </Card>
        </Col>
      </Row>

      <Card size="small" title={`체크인 기록 (${checkIns.data?.length ?? 0})`}>
        <LocalTable<CheckIn>
          rowKey="id"
          rows={checkIns.data}
          loading={checkIns.isPending}
          error={checkIns.error}
          errorTitle="체크인 기록을 불러오지 못했습니다."
          onRetry={checkIns.refetch}
          emptyText="아직 체크인이 없습니다."
          columns={[
            { title: '날짜', dataIndex: 'checkInDate', width: 110, render: (_, c) => (c.countedYn === 'Y' ? c.checkInDate : <Typography.Text type="secondary">{`${c.checkInDate} (주중 이전 기록)`}</Typography.Text>) },
            { title: '값', key: 'value', width: 130, render: (_, c) => (kr.metricType === 'MILESTONE' ? `${c.doneMilestoneIds.length}개 완료` : krValue(kr, c.value)) },
            { title: '진척률', dataIndex: 'progressSnapshot', width: 90, align: 'right', render: (_, c) => formatPct(c.progressSnapshot) },
            { title: '자신감', dataIndex: 'confidence', width: 70, align: 'right' },
            { title: '코멘트', dataIndex: 'comment', render: (_, c) => c.comment ?? '-' },
            { title: '장애 요인', dataIndex: 'blockers', render: (_, c) => c.blockers ?? '-' },
            { title: '작성', key: 'by', width: 150, render: (_, c) => `${c.createdByName ?? ''} ${formatDateTime(c.createdAt)}` },
            {
              title: '',
              key: 'edit',
              width: 90,
              render: (_, c) =>
                c.lockedYn === 'Y' ? (
                  <Typography.Text type="secondary">수정 불가</Typography.Text>
                ) : (
                  kr.canCheckIn && (
                    <Button size="small" onClick={() => setDialog(c)}>
                      수정
                    </Button>
                  )
                ),
            },
          ]}
        />
      </Card>

      <CheckInFormModal
        open={dialog === 'new' || (dialog !== null && typeof dialog === 'object')}
        kr={kr}
        checkIn={dialog !== null && typeof dialog === 'object' ? dialog : null}
        onClose={() => setDialog(null)}
        onReload={async () => {
          refresh();
          return keyResultApi.checkIns(kr.id);
        }}
        onSaved={() => {
          setDialog(null);
          refresh();
        }}
      />
      <KeyResultFormModal
        open={dialog === 'edit'}
        goalId={kr.goalId}
        keyResult={kr}
        otherWeights={0}
        onClose={() => setDialog(null)}
        onReload={reload}
        onSaved={() => {
          setDialog(null);
          refresh();
        }}
      />
    </Flex>
  );
}
