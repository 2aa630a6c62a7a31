import { DeleteOutlined, DownOutlined, EditOutlined, MergeCellsOutlined } from '@ant-design/icons';
import { Link, useCan, useNavigate } from '@dure/shared';
import { type StatusAction, statusChange, useConfirmAction } from '@dure/shared/form';
import { useRecordWrites } from '@dure/shared/query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatBusinessNumber, formatDateTime, formatKRW } from '@dure/shared/format';
import { RecordDetailFrame, RecordHeader, RecordToolbar, useRouteId } from '@dure/shared/records';
import { App, Button, Card, Col, Descriptions, Dropdown, Flex, Row, Statistic, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { segmentLabel } from '../../../components/segmentLabel';
import { type CustomerDetail, type CustomerStatus, STATUS_COLORS, STATUS_LABELS, TYPE_LABELS, customerApi, isMerged } from '../api/customerApi';
import { CUSTOMER_LISTS_KEY, customerDetailQuery } from '../api/customerQueries';
import { useIndustries } from '../hooks/useIndustries';
import { ContactSection } from './ContactSection';
import { CustomerFormModal } from './CustomerFormModal';
import { CustomerRecordActions } from './CustomerRecordActions';
import { MergeDialog } from './MergeDialog';
import { CustomerRelatedTabs } from './related/CustomerRelatedTabs';
import { formatPhone } from './rules';

const STATUS_ACTIONS: StatusAction<CustomerStatus>[] = [
  { status: 'PROSPECT', label: '잠재 고객으로', confirm: '아직 거래가 없는 잠재 고객으로 표시합니다.' },
  { status: 'ACTIVE', label: '거래중으로', confirm: '거래 중인 고객사로 표시합니다.' },
  { status: 'DORMANT', label: '휴면 처리', confirm: '오랫동안 거래·활동이 없는 휴면 고객사로 표시합니다.' },
  { status: 'CLOSED', label: '폐업 처리', confirm: '폐업한 고객사는 새 리드와 세금계산서를 만들 수 없습니다. 다시 활성화하려면 고객사 관리자 권한이 필요합니다.', danger: true },
];

/** 고객사 상세 (/customer/:id): header with status and actions, figures, fields, contacts and the record toolkit. */
export default function CustomerDetailPage() {
  const id = useRouteId();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const query = useQuery({ ...customerDetailQuery(id ?? 0), enabled: id !== null });
  const mergedInto = query.data && isMerged(query.data) ? query.data.mergedIntoId : null;

  useEffect(() => {
    if (mergedInto) {
      message.info('병합된 고객사입니다. 병합된 고객사로 이동합니다.');
      navigate(`/customer/${mergedInto}`, { replace: true });
    }
  }, [mergedInto, navigate, message]);

  const customer = query.data && !isMerged(query.data) ? query.data : null;
  return (
    <RecordDetailFrame query={{ ...query, data: customer }} listPageId="CustomerListPage" notFound={id === null} title={(c) => c.name}>
      {(c) => <CustomerView customer={c} />}
    </RecordDetailFrame>
  );
}

function CustomerView({ customer }: { customer: CustomerDetail }) {
  const navigate = useNavigate();
  const confirmAction = useConfirmAction();
  const canWrite = useCan('CUSTOMER', 'WRITE');
  const canAdmin = useCan('CUSTOMER', 'ADMIN');
  const industries = useIndustries();
  const detail = customerDetailQuery(customer.id);
  const writes = useRecordWrites<CustomerDetail>(detail.queryKey, CUSTOMER_LISTS_KEY);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [merging, setMerging] = useState(false);

  const c = customer;
  const readOnly = !canWrite || c.status === 'MERGED';

  function changeStatus(status: CustomerStatus) {
    const action = STATUS_ACTIONS.find((a) => a.status === status)!;
    confirmAction(
      statusChange(c.name, action, STATUS_LABELS[status], {
        run: () => customerApi.setStatus(c.id, status, c.version),
        onDone: writes.saved,
        onConflict: () => void writes.changed(),
      }),
    );
  }

  function remove() {
    confirmAction({
      title: `${c.name} 고객사를 삭제할까요?`,
      content: '목록과 검색에서 사라집니다. 관련 리드·계약은 그대로 남습니다.',
      okText: '삭제',
      danger: true,
      run: () => customerApi.remove(c.id, c.version),
      success: '고객사를 삭제했습니다.',
      onDone: () => navigate('/customer'),
      onConflict: () => void writes.changed(),
    });
  }

  const statusItems = STATUS_ACTIONS.filter((a) => a.status !== c.status).map((a) => ({ key: a.status, label: a.label, danger: a.danger }));
  const address = [c.zipCode ? `(${c.zipCode})` : null, c.address1, c.address2].filter(Boolean).join(' ');

  return (
    <Flex vertical gap={16}>
      <RecordHeader
        listPageId="CustomerListPage"
        title={c.name}
        tags={
          <>
            <Tag color={STATUS_COLORS[c.status]} data-testid="customer-status">
              {STATUS_LABELS[c.status]}
            </Tag>
            {c.grade && <Tag>{c.grade}등급</Tag>}
            <Typography.Text type="secondary">{c.customerNo}</Typography.Text>
          </>
        }
        actions={
          <>
            <CustomerRecordActions customer={c} onChanged={() => void writes.changed()} />
            {!readOnly && (
              <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
                수정
              </Button>
            )}
            {!readOnly && (
              <Dropdown menu={{ items: statusItems, onClick: ({ key }) => changeStatus(key as CustomerStatus) }}>
                <Button>
                  상태 변경 <DownOutlined />
                </Button>
              </Dropdown>
            )}
            {canAdmin && (
              <Button icon={<MergeCellsOutlined />} onClick={() => setMerging(true)}>
                병합
              </Button>
            )}
            {canAdmin && (
              <Button danger icon={<DeleteOutlined />} onClick={remove}>
                삭제
              </Button>
            )}
          </>
        }
        toolbar={<RecordToolbar recordType="CUSTOMER" recordId={c.id} label={`${c.name} (${c.customerNo})`} readOnly={readOnly} />}
      />

      <Row gutter={[12, 12]}>
        <Col xs={12} lg={6}>
          <Card size="small">
            <Statistic title={`진행 중 파이프라인 (${c.figures.openLeadCount}건)`} value={c.figures.pipelineAmount} formatter={(v) => formatKRW(Number(v))} />
          </Card>
        </Col>
        <Col xs={12} lg={6}>
          <Card size="small">
            <Statistic title="가중 파이프라인" value={c.figures.weightedPipelineAmount} formatter={(v) => formatKRW(Number(v))} />
          </Card>
        </Col>
        <Col xs={12} lg={6}>
          <Card size="small">
            <Statistic title={`계약 총액 (${c.figures.contractCount}건, 공급가)`} value={c.figures.contractTotal} formatter={(v) => formatKRW(Number(v))} />
          </Card>
        </Col>
        <Col xs={12} lg={6}>
          <Card size="small">
            <Statistic title="최근 활동" value={c.figures.lastActivityAt ? formatDateTime(c.figures.lastActivityAt) : '활동 없음'} />
          </Card>
        </Col>
      </Row>

      <Card size="small" title="기본 정보">
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} bordered>
          <Descriptions.Item label="고객유형">{TYPE_LABELS[c.customerType]}</Descriptions.Item>
          <Descriptions.Item label="사업자등록번호">{c.bizRegNo ? formatBusinessNumber(c.bizRegNo) : '-'}</Descriptions.Item>
          <Descriptions.Item label="법인등록번호">{c.corpRegNo ? `${c.corpRegNo.slice(0, 6)}-${c.corpRegNo.slice(6)}` : '-'}</Descriptions.Item>
          <Descriptions.Item label="대표자">{c.ceoName ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="업태 / 종목">{[c.bizType, c.bizItem].filter(Boolean).join(' / ') || '-'}</Descriptions.Item>
          <Descriptions.Item label="업종">{industries.labelOf(c.industryCode)}</Descriptions.Item>
          <Descriptions.Item label="세그먼트">{c.segmentName ? segmentLabel(c.segmentName, c.segmentParentName) : '-'}</Descriptions.Item>
          <Descriptions.Item label="대표 연락처">{c.phone ? formatPhone(c.phone) : '-'}</Descriptions.Item>
          <Descriptions.Item label="홈페이지">
            {c.website ? (
              <Typography.Link href={/^https?:\/\//.test(c.website) ? c.website : `https://${c.website}`} target="_blank" rel="noreferrer">
                {c.website}
              </Typography.Link>
            ) : (
              '-'
            )}
          </Descriptions.Item>
          <Descriptions.Item label="메일 도메인">{c.emailDomain ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="주소" span={2}>
            {address || '-'}
          </Descriptions.Item>
          <Descriptions.Item label="계산서 메일">{c.taxEmail ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="결제조건">{c.paymentTermDays}일</Descriptions.Item>
          <Descriptions.Item label="여신한도">{c.creditLimit === null ? '-' : formatKRW(c.creditLimit)}</Descriptions.Item>
          <Descriptions.Item label="모회사">{c.parentCustomerId ? <Link to={`/customer/${c.parentCustomerId}`}>{c.parentCustomerName}</Link> : '-'}</Descriptions.Item>
          <Descriptions.Item label="담당자">{c.ownerUserName ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="소유부서">{c.ownerDeptName ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="등록 / 수정">
            {formatDateTime(c.createdAt)} / {formatDateTime(c.updatedAt)}
          </Descriptions.Item>
        </Descriptions>
      </Card>

      <ContactSection customerId={c.id} contacts={c.contacts} canWrite={!readOnly} onChanged={() => void writes.changed()} />

      <CustomerRelatedTabs customerId={c.id} />

      <CustomerFormModal
        open={editing}
        customer={c}
        onClose={() => setEditing(false)}
        onReload={async () => {
          const loaded = await queryClient.fetchQuery({ ...detail, staleTime: 0 });
          return isMerged(loaded) ? null : loaded;
        }}
        onSaved={(saved) => {
          setEditing(false);
          writes.saved(saved as CustomerDetail);
        }}
      />
      <MergeDialog
        open={merging}
        customerIds={[c.id]}
        onClose={() => setMerging(false)}
        onMerged={(survivorId) => {
          setMerging(false);
          if (survivorId === c.id) void writes.changed();
          else navigate(`/customer/${survivorId}`);
        }}
      />
    </Flex>
  );
}
