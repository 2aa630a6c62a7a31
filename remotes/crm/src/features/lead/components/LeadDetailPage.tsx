import { BankOutlined, DeleteOutlined, EditOutlined, FileDoneOutlined } from '@ant-design/icons';
import { Link, useCan, useCurrentUser, useNavigate, useParams } from '@dure/shared';
import { useBusyAction, useConfirmAction } from '@dure/shared/form';
import { formatDate, formatDateTime, formatKRW, formatKRWShort, josa } from '@dure/shared/format';
import { useRecordWrites } from '@dure/shared/query';
import { RecordDetailFrame, RecordHeader, RecordToolbar } from '@dure/shared/records';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Empty, Flex, Space, Steps, Table, Tag, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { segmentLabel } from '../../../components/segmentLabel';
import { type LeadDetail, type LeadMeta, type Stage, leadApi } from '../api/leadApi';
import { LEAD_LISTS_KEY, leadDetailQuery } from '../api/leadDetailQuery';
import { useLeadMeta } from '../hooks/useLeadMeta';
import { CATEGORY_COLORS, PRIORITY_COLORS, PRIORITY_LABELS, labelOf } from '../labels';
import { REOPEN_NEEDS_MANAGE, needsQualify, stageChangeConfirm, stageMoveProblem } from '../stageRules';
import { ConvertModal } from './ConvertModal';
import { LeadFormModal } from './LeadFormModal';
import { LeadRecordActions } from './LeadRecordActions';
import { RecordActivities } from '../../../components/related/RecordActivities';
import { type LostReason, LostReasonModal } from './LostReasonModal';
import { QualifyDialog } from './QualifyDialog';

/** The pipeline as steps: the OPEN stages, then the closing stage the lead reached (or 수주 while open). */
function stepStages(meta: LeadMeta, lead: LeadDetail): Stage[] {
  const open = meta.stages.filter((s) => s.category === 'OPEN' && (s.activeYn === 'Y' || s.id === lead.stageId));
  const closing = meta.stages.filter((s) => s.category !== 'OPEN');
  return [...open, ...closing];
}

/** 리드 상세 (/lead/:id): fields, 품목, 단계 steps and history, 계약 전환, and the record toolkit. */
export default function LeadDetailPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { meta, error: metaError, reload: reloadMeta } = useLeadMeta();
  const detail = useQuery({ ...leadDetailQuery(id), enabled: valid });
  const writes = useRecordWrites<LeadDetail>(leadDetailQuery(id).queryKey, LEAD_LISTS_KEY);
  const lead = detail.data;
  const query = {
    isPending: !(lead && meta),
    error: detail.error ?? metaError,
    data: lead && meta ? { lead, meta } : null,
    refetch: () => Promise.all([detail.refetch(), metaError ? reloadMeta() : null]),
  };
  return (
    <RecordDetailFrame query={query} listPageId="LeadListPage" notFound={!valid} title={(loaded) => loaded.lead.title}>
      {(loaded) => <LeadView lead={loaded.lead} meta={loaded.meta} setLead={writes.saved} reload={writes.changed} />}
    </RecordDetailFrame>
  );
}

type ViewProps = { lead: LeadDetail; meta: LeadMeta; setLead: (lead: LeadDetail) => void; reload: () => Promise<void> };

function LeadView({ lead, meta, setLead, reload }: ViewProps) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const confirmAction = useConfirmAction();
  const canManage = useCan('LEAD_MANAGEMENT', 'WRITE');
  const isLeadAdmin = useCan('LEAD', 'ADMIN');
  const me = useCurrentUser();
  const [editing, setEditing] = useState(false);
  const [converting, setConverting] = useState(false);
  const [losing, setLosing] = useState<number | null>(null);
  /** 고객사 지정 open: with the stage it leads to, or null for the customer only. */
  const [qualifying, setQualifying] = useState<{ stage: Stage | null } | null>(null);

  const open = lead.stageCategory === 'OPEN';
  const writable = lead.canWrite;
  const stages = meta.stages;
  const steps = stepStages(meta, lead);
  const closingShown = lead.stageCategory === 'LOST' ? 'LOST' : 'WON';
  const visibleSteps = steps.filter((s) => s.category === 'OPEN' || s.category === closingShown);
  const current = visibleSteps.findIndex((s) => s.id === lead.stageId);

  const [changing, runMove] = useBusyAction({ failure: '단계를 바꾸지 못했습니다', onConflict: () => void reload() });
  const moving = changing !== null;
  const move = (stageId: number, reason?: LostReason) =>
    runMove(async () => {
      const saved = await leadApi.changeStage(lead.id, { stageId, version: lead.version, ...reason });
      setLead(saved);
      message.success(`${saved.stageName} 단계로 변경했습니다.`);
    });

  function requestMove(stage: Stage) {
    if (stage.id === lead.stageId) return;
    const problem = stageMoveProblem(lead, stage);
    if (problem) {
      message.warning(problem);
      return;
    }
    if (stage.category === 'LOST') {
      setLosing(stage.id);
      return;
    }
    if (needsQualify(lead, stages, stage)) {
      setQualifying({ stage });
      return;
    }
    if (!open && !canManage) {
      message.warning(REOPEN_NEEDS_MANAGE);
      return;
    }
    confirmAction({ ...stageChangeConfirm(lead.stageCategory, stage), run: () => move(stage.id) });
  }

  const deletable = writable && lead.contractId === null && (isLeadAdmin || (lead.ownerUserId === me?.id && lead.stageCategory !== 'WON'));

  function remove() {
    confirmAction({
      title: `리드 ${josa(lead.leadNo, '을/를')} 삭제할까요?`,
      content: '삭제한 리드는 목록과 파이프라인에서 사라집니다.',
      okText: '삭제',
      danger: true,
      run: () => leadApi.remove(lead.id, lead.version),
      success: '리드를 삭제했습니다.',
      onDone: () => navigate('/lead'),
    });
  }

  const customerLabel = lead.customerName ? `${lead.customerName}${lead.customerNo ? ` (${lead.customerNo})` : ''}` : null;

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <RecordHeader
        listPageId="LeadListPage"
        title={lead.title}
        tags={
          <>
            <Tag>{lead.leadNo}</Tag>
            <Tag color={CATEGORY_COLORS[lead.stageCategory]} data-testid="lead-stage">
              {lead.stageName}
            </Tag>
            {lead.staleYn === 'Y' && <Tag color="orange">정체</Tag>}
            {lead.closeOverdueYn === 'Y' && <Tag color="red">예상 계약일 경과</Tag>}
          </>
        }
        subtitle={`${customerLabel ?? `${lead.prospectCompany ?? '-'} (잠재 고객)`} · 담당 ${lead.ownerName ?? '-'} (${lead.ownerDeptName ?? '-'})`}
        actions={
          <>
            <LeadRecordActions lead={lead} onChanged={() => void reload()} />
            {writable && open && (
              <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
                수정
              </Button>
            )}
            {writable && open && lead.customerId === null && lead.prospectCompany && (
              <Button icon={<BankOutlined />} onClick={() => setQualifying({ stage: null })}>
                고객사 지정
              </Button>
            )}
            {writable && lead.contractId === null && lead.stageCategory !== 'LOST' && (
              <Button type="primary" icon={<FileDoneOutlined />} onClick={() => setConverting(true)}>
                계약 전환
              </Button>
            )}
            {deletable && (
              <Button danger icon={<DeleteOutlined />} onClick={remove}>
                삭제
              </Button>
            )}
          </>
        }
        toolbar={<RecordToolbar recordType="LEAD" recordId={lead.id} label={`${lead.leadNo} ${lead.title}`} readOnly={!writable} />}
      />

      {lead.contractId !== null && (
        <Alert
          type="success"
          showIcon
          message={
            <span>
              계약으로 전환되었습니다: <Link to={`/contract/${lead.contractId}`} data-testid="lead-contract-link">{lead.contractNo}</Link>
            </span>
          }
        />
      )}

      <Card title="진행 단계" extra={writable ? <Typography.Text type="secondary">단계를 눌러 변경</Typography.Text> : null}>
        <Steps
          size="small"
          current={current}
          status={lead.stageCategory === 'LOST' ? 'error' : lead.stageCategory === 'WON' ? 'finish' : 'process'}
          onChange={writable && !moving ? (i) => requestMove(visibleSteps[i]) : undefined}
          items={visibleSteps.map((s) => ({ title: s.name, description: s.category === 'OPEN' ? `${s.defaultProbability}%` : undefined, disabled: s.activeYn !== 'Y' }))}
        />
        {writable && open && (
          <Flex justify="end" style={{ marginTop: 12 }}>
            <Button danger disabled={moving} onClick={() => setLosing(meta.stages.find((s) => s.category === 'LOST')?.id ?? null)}>
              실주 처리
            </Button>
          </Flex>
        )}
      </Card>

      <Card title="기본 정보">
        <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small">
          <Descriptions.Item label="고객사">{customerLabel ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="고객 담당자">{lead.contactName ?? lead.prospectName ?? '-'}</Descriptions.Item>
          {!lead.customerId && (
            <Descriptions.Item label="잠재 고객 연락처">{[lead.prospectEmail, lead.prospectPhone].filter(Boolean).join(' · ') || '-'}</Descriptions.Item>
          )}
          <Descriptions.Item label="유입경로">{labelOf(meta.sources, lead.source)}</Descriptions.Item>
          <Descriptions.Item label="세그먼트">{lead.segmentName ? segmentLabel(lead.segmentName, lead.segmentParentName) : '-'}</Descriptions.Item>
          <Descriptions.Item label="사업유형">{lead.projectTypeName ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="확률">{lead.probability}%</Descriptions.Item>
          <Descriptions.Item label="예상금액">
            <span data-testid="lead-amount">{formatKRW(lead.expectedAmount)}</span>
          </Descriptions.Item>
          <Descriptions.Item label="가중금액">{formatKRW(lead.weightedAmount)}</Descriptions.Item>
          <Descriptions.Item label="예상 계약일">{formatDate(lead.expectedCloseDate)}</Descriptions.Item>
          <Descriptions.Item label="중요도">
            <Tag color={PRIORITY_COLORS[lead.priority]}>{PRIORITY_LABELS[lead.priority]}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label="단계 변경일시">{formatDateTime(lead.stageChangedAt)}</Descriptions.Item>
          {lead.wonAt && <Descriptions.Item label="수주일시">{formatDateTime(lead.wonAt)}</Descriptions.Item>}
          {lead.lostAt && <Descriptions.Item label="실주일시">{formatDateTime(lead.lostAt)}</Descriptions.Item>}
          {lead.lostReason && <Descriptions.Item label="실주 사유">{labelOf(meta.lostReasons, lead.lostReason)}</Descriptions.Item>}
          {lead.competitor && <Descriptions.Item label="경쟁사">{lead.competitor}</Descriptions.Item>}
          {lead.lostNote && <Descriptions.Item label="실주 메모">{lead.lostNote}</Descriptions.Item>}
          <Descriptions.Item label="등록일시">{formatDateTime(lead.createdAt)}</Descriptions.Item>
          <Descriptions.Item label="수정일시">{formatDateTime(lead.updatedAt)}</Descriptions.Item>
        </Descriptions>
      </Card>

      <Card title="품목">
        <Table
          size="small"
          rowKey={(l) => String(l.id ?? l.itemName)}
          pagination={false}
          dataSource={lead.lines}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="품목 없이 예상금액을 직접 입력한 리드입니다." /> }}
          columns={[
            { title: '품목명', dataIndex: 'itemName' },
            { title: '수량', dataIndex: 'qty', align: 'right', render: (v: number) => v.toLocaleString('ko-KR') },
            { title: '단가', dataIndex: 'unitPrice', align: 'right', render: (v: number) => formatKRW(v) },
            { title: '할인', dataIndex: 'discountPct', align: 'right', render: (v: number) => `${v}%` },
            { title: '금액', dataIndex: 'amount', align: 'right', render: (v: number) => formatKRW(v) },
            { title: '납품월', dataIndex: 'deliveryYm', render: (v: string | null) => v ?? '-' },
          ]}
          summary={(rows) =>
            rows.length > 0 ? (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={4}>
                  합계
                </Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="right">
                  {formatKRW(rows.reduce((s, l) => s + (l.amount ?? 0), 0))}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={2} />
              </Table.Summary.Row>
            ) : null
          }
        />
      </Card>

      <RecordActivities filter={{ leadId: lead.id }} />

      <Card title="단계 이력">
        <Timeline
          items={[...lead.stageHistory].reverse().map((h) => ({
            color: h.toStageCategory === 'WON' ? 'green' : h.toStageCategory === 'LOST' ? 'gray' : 'blue',
            children: (
              <Space direction="vertical" size={0}>
                <Typography.Text strong>{h.fromStageName ? `${h.fromStageName} → ${h.toStageName}` : `${h.toStageName} (등록)`}</Typography.Text>
                <Typography.Text type="secondary">
                  {formatDateTime(h.at)} · {h.byName ?? '시스템'} · 확률 {h.probability}% · {formatKRWShort(h.amount)}
                </Typography.Text>
              </Space>
            ),
          }))}
        />
      </Card>

      <LeadFormModal
        open={editing}
        meta={meta}
        lead={lead}
        onClose={() => setEditing(false)}
        onSaved={(saved) => {
          setEditing(false);
          setLead(saved);
        }}
        onReload={reload}
      />
      <ConvertModal
        open={converting}
        lead={lead}
        meta={meta}
        onClose={() => setConverting(false)}
        onConverted={(made) => {
          setConverting(false);
          navigate(`/contract/${made.contractId}`);
        }}
      />
      <QualifyDialog
        open={qualifying !== null}
        lead={lead}
        stage={qualifying?.stage}
        onCancel={() => setQualifying(null)}
        onDone={(saved) => {
          setQualifying(null);
          setLead(saved);
        }}
      />
      <LostReasonModal
        open={losing !== null}
        leadTitle={lead.title}
        reasons={meta.lostReasons}
        onCancel={() => setLosing(null)}
        onSubmit={(reason) => {
          const stageId = losing;
          setLosing(null);
          if (stageId !== null) void move(stageId, reason);
        }}
      />
    </Space>
  );
}
