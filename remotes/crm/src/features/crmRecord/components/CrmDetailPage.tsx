import { CheckOutlined, CloseOutlined, DeleteOutlined, EditOutlined, WarningFilled } from '@ant-design/icons';
import { Link, useCan, useNavigate } from '@dure/shared';
import { useBusyAction, useConfirmAction } from '@dure/shared/form';
import { useRecordWrites } from '@dure/shared/query';
import { useQueryClient } from '@tanstack/react-query';
import { dayjs, formatDateTime } from '@dure/shared/format';
import { API_MESSAGES } from '@dure/shared/messages';
import { RecordDetailPage, RecordHeader, RecordToolbar, RichTextEditor, RichTextView } from '@dure/shared/records';
import { Alert, App, Button, Card, Descriptions, Modal, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { ActivityTypeTag } from '../../../components/ActivityTypeTag';
import { type CrmDraft, type CrmRecord, OUTCOME_COLORS, OUTCOME_LABELS, STATUS_COLORS, STATUS_LABELS, crmRecordApi } from '../api/crmRecordApi';
import { CRM_RECORD_LISTS_KEY, crmRecordDetailQuery } from '../api/crmRecordDetailQuery';
import { NewLeadButton } from '../../lead';
import { CrmRecordFormModal } from './CrmRecordFormModal';
import { FollowUpButton } from './FollowUpButton';
import { richTextIsEmpty } from './rules';

const minute = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD (dd) HH:mm') : '-');

/** The next action of a record: when, what, and 완료 → a prefilled follow-up record. */
function NextActionCard({ record, canWrite, onFollowUp }: { record: CrmRecord; canWrite: boolean; onFollowUp: () => void }) {
  if (!record.nextActionAt) return null;
  const overdue = record.nextActionOverdueYn === 'Y';
  const statusTag =
    record.nextActionStatus === 'DONE' ? <Tag color="green">완료</Tag> : record.nextActionStatus === 'CANCELED' ? <Tag>취소</Tag> : overdue ? <Tag color="red">기한 지남</Tag> : <Tag color="blue">예정</Tag>;
  return (
    <Card
      size="small"
      title={
        <Space>
          {overdue && <WarningFilled style={{ color: '#cf1322' }} />}
          다음 액션
          {statusTag}
        </Space>
      }
      style={overdue ? { borderColor: '#ffa39e', background: '#fff1f0' } : undefined}
      extra={
        canWrite &&
        record.nextActionStatus === 'OPEN' && (
          <Button type="primary" size="small" icon={<CheckOutlined />} onClick={onFollowUp}>
            완료
          </Button>
        )
      }
    >
      <Descriptions size="small" column={{ xs: 1, md: 3 }}>
        <Descriptions.Item label="유형">{record.nextActionTypeLabel ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="일시">{minute(record.nextActionAt)}</Descriptions.Item>
        <Descriptions.Item label="메모">{record.nextActionNote ?? '-'}</Descriptions.Item>
      </Descriptions>
      {record.nextActionStatus === 'OPEN' && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          완료하면 액션 아이템이 완료되고, 이 내용으로 후속 활동(예정)을 등록할 수 있습니다.
        </Typography.Text>
      )}
    </Card>
  );
}

/** 영업활동 상세 (/crm/:id): fields, content, next action, related records and the record toolkit. */
export default function CrmDetailPage() {
  return (
    <RecordDetailPage detail={crmRecordDetailQuery} listPageId="CrmListPage" title={(r) => r.subject}>
      {(r) => <CrmRecordView record={r} />}
    </RecordDetailPage>
  );
}

function CrmRecordView({ record }: { record: CrmRecord }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const confirmAction = useConfirmAction();
  const canWriteArea = useCan('CRM', 'WRITE');
  const detail = crmRecordDetailQuery(record.id);
  const writes = useRecordWrites<CrmRecord>(detail.queryKey, CRM_RECORD_LISTS_KEY);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<CrmDraft | null>(null);
  const [completing, setCompleting] = useState(false);
  const [doneContent, setDoneContent] = useState('');

  const canEdit = canWriteArea && record.editableYn === 'Y';

  const [running, run] = useBusyAction({ onConflict: () => void writes.changed() });
  const busy = running !== null;

  function markDone(content?: string) {
    return run(async () => {
      writes.saved(await crmRecordApi.setStatus(record.id, 'DONE', record.version, content));
      message.success('완료 처리했습니다.');
      setCompleting(false);
    });
  }

  function cancelRecord() {
    confirmAction({
      title: '이 활동을 취소할까요?',
      content: '예정된 활동을 취소하고, 다음 액션도 함께 취소합니다.',
      okText: '활동 취소',
      danger: true,
      cancelText: '닫기',
      run: () => crmRecordApi.setStatus(record.id, 'CANCELED', record.version),
      success: '활동을 취소했습니다.',
      onDone: writes.saved,
      onConflict: () => void writes.changed(),
    });
  }

  function deleteRecord() {
    confirmAction({
      title: '영업활동을 삭제할까요?',
      content: '삭제한 활동은 목록에서 사라지고, 열린 다음 액션은 취소됩니다.',
      okText: '삭제',
      danger: true,
      cancelText: '닫기',
      run: () => crmRecordApi.remove(record.id, record.version),
      success: '삭제했습니다.',
      onDone: () => navigate('/crm'),
      onConflict: () => void writes.changed(),
    });
  }

  function followUp() {
    return run(async () => {
      const out = await crmRecordApi.followUp(record.id);
      writes.saved(out.record);
      message.success('다음 액션을 완료했습니다. 후속 활동을 등록해 주세요.');
      setDraft(out.draft);
    });
  }

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <RecordHeader
        listPageId="CrmListPage"
        title={record.subject}
        tags={
          <>
            <ActivityTypeTag code={record.activityType} label={record.activityTypeLabel} />
            <Tag color={STATUS_COLORS[record.status]}>{STATUS_LABELS[record.status]}</Tag>
          </>
        }
        actions={
          <>
            {/* Once it happened (or fell through), the next step is a follow-up; an open next action is completed from its card. */}
            {record.status !== 'PLANNED' && record.nextActionStatus !== 'OPEN' && <FollowUpButton record={record} />}
            {/* An activity that found an opportunity: the lead for its customer. */}
            {record.leadId === null && <NewLeadButton customer={{ id: record.customerId, name: record.customerName }} />}
            {canEdit && record.status === 'PLANNED' && (
              <>
                <Button
                  icon={<CheckOutlined />}
                  disabled={busy}
                  onClick={() => {
                    if (richTextIsEmpty(record.content)) {
                      setDoneContent('');
                      setCompleting(true);
                    } else void markDone();
                  }}
                >
                  완료 처리
                </Button>
                <Button icon={<CloseOutlined />} disabled={busy} onClick={cancelRecord}>
                  활동 취소
                </Button>
              </>
            )}
            {canEdit && (
              <Button type="primary" icon={<EditOutlined />} onClick={() => setEditing(true)}>
                수정
              </Button>
            )}
            {canWriteArea && record.deletableYn === 'Y' && (
              <Button danger icon={<DeleteOutlined />} disabled={busy} onClick={deleteRecord}>
                삭제
              </Button>
            )}
          </>
        }
        toolbar={<RecordToolbar recordType="CRM_RECORD" recordId={record.id} label={`영업활동: ${record.subject}`} />}
      />
      {canWriteArea && record.editableYn === 'N' && record.ownerUserId !== null && dayjs().isAfter(dayjs(record.activityAt).add(30, 'day')) && (
        <Alert type="info" showIcon message={API_MESSAGES.crmRecordEditLocked} />
      )}
      <Card size="small">
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} bordered>
          <Descriptions.Item label="고객사">
            <Link to={`/customer/${record.customerId}`}>{record.customerName}</Link> <Typography.Text type="secondary">{record.customerNo}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label="고객 담당자">{record.contacts.length ? record.contacts.map((c) => c.name).join(', ') : '-'}</Descriptions.Item>
          <Descriptions.Item label="일시">{minute(record.activityAt)}</Descriptions.Item>
          <Descriptions.Item label="소요(분)">{record.durationMin ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="장소">{record.location ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="결과">{record.outcome ? <Tag color={OUTCOME_COLORS[record.outcome]}>{OUTCOME_LABELS[record.outcome]}</Tag> : '-'}</Descriptions.Item>
          <Descriptions.Item label="관련 리드">{record.leadId ? <Link to={`/lead/${record.leadId}`}>{record.leadTitle}</Link> : '-'}</Descriptions.Item>
          <Descriptions.Item label="관련 계약">{record.contractId ? <Link to={`/contract/${record.contractId}`}>{record.contractTitle}</Link> : '-'}</Descriptions.Item>
          <Descriptions.Item label="동행자">{record.participants.length ? record.participants.map((p) => p.name).join(', ') : '-'}</Descriptions.Item>
          <Descriptions.Item label="영업 담당">
            {record.ownerUserName ?? '-'}
            {record.ownerDeptName && <Typography.Text type="secondary"> · {record.ownerDeptName}</Typography.Text>}
          </Descriptions.Item>
          <Descriptions.Item label="등록일시">{formatDateTime(record.createdAt)}</Descriptions.Item>
          <Descriptions.Item label="수정일시">{formatDateTime(record.updatedAt)}</Descriptions.Item>
          {record.followUpOfId && (
            <Descriptions.Item label="이전 활동">
              <Link to={`/crm/${record.followUpOfId}`}>이전 활동 보기</Link>
            </Descriptions.Item>
          )}
        </Descriptions>
      </Card>
      <NextActionCard record={record} canWrite={canWriteArea} onFollowUp={() => void followUp()} />
      <Card size="small" title="내용">
        {record.content ? <RichTextView html={record.content} /> : <Typography.Text type="secondary">내용이 없습니다.</Typography.Text>}
      </Card>
      <CrmRecordFormModal
        open={editing}
        record={record}
        onClose={() => setEditing(false)}
        onReload={() => queryClient.fetchQuery({ ...detail, staleTime: 0 })}
        onSaved={(saved) => {
          setEditing(false);
          writes.saved(saved);
        }}
      />
      <CrmRecordFormModal
        open={draft !== null}
        draft={draft}
        onClose={() => setDraft(null)}
        onSaved={(saved) => {
          setDraft(null);
          navigate(`/crm/${saved.id}`);
        }}
      />
      <Modal
        open={completing}
        title="완료 처리"
        okText="완료"
        cancelText="닫기"
        confirmLoading={busy}
        onCancel={() => setCompleting(false)}
        onOk={() => {
          if (richTextIsEmpty(doneContent)) message.warning(API_MESSAGES.crmRecordContentRequired);
          else void markDone(doneContent);
        }}
        width={720}
      >
        <Typography.Paragraph type="secondary">완료된 활동은 내용을 입력해야 합니다.</Typography.Paragraph>
        <RichTextEditor aria-label="활동 내용" value={doneContent} onChange={setDoneContent} recordType="CRM_RECORD" recordId={record.id} minHeight={160} />
      </Modal>
    </Space>
  );
}
