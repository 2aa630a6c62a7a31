import { Link, PageLink, useNavigate } from '@dure/shared';
import { useRecordWrites } from '@dure/shared/query';
import { useQueryClient } from '@tanstack/react-query';
import { formatDate, formatDateTime, formatKRW } from '@dure/shared/format';
import { RecordDetailPage, RecordHeader, RecordToolbar } from '@dure/shared/records';
import { Alert, Card, Col, Descriptions, Progress, Row, Space, Statistic, Table, Tag } from 'antd';
import { useState } from 'react';
import {
  type Contract,
  DUE_TYPE_LABELS,
  type PaymentTerm,
  STATUS_COLORS,
  STATUS_LABELS,
  TAX_TYPE_LABELS,
  TERM_STATUS_COLORS,
  TERM_STATUS_LABELS,
} from '../api/contractApi';
import { CONTRACT_LISTS_KEY, contractDetailQuery } from '../api/contractDetailQuery';
import { ContractFormDrawer } from './ContractFormDrawer';
import { ContractRecordActions } from './ContractRecordActions';
import { RecordActivities } from '../../../components/related/RecordActivities';
import { ContractInvoicesCard } from './ContractInvoicesCard';
import { ContractBondCard } from '../../collection';
import { StateActions } from './StateActions';

const money = (c: Contract, n: number) => (c.currencyCode === 'KRW' ? formatKRW(n) : `${n.toLocaleString('ko-KR', { minimumFractionDigits: 2 })} ${c.currencyCode}`);

/** 계약 상세 (/contract/:id): fields, payment terms, billing progress, the allowed state actions and the record toolkit. */
export default function ContractDetailPage() {
  return (
    <RecordDetailPage detail={contractDetailQuery} listPageId="ContractListPage" title={(c) => c.contractNo}>
      {(c) => <ContractView contract={c} />}
    </RecordDetailPage>
  );
}

function ContractView({ contract }: { contract: Contract }) {
  const navigate = useNavigate();
  const detail = contractDetailQuery(contract.id);
  const writes = useRecordWrites<Contract>(detail.queryKey, CONTRACT_LISTS_KEY);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);

  const c = contract;
  const expiringSoon = c.status === 'ACTIVE' && c.daysToEnd >= 0 && c.daysToEnd <= 90;
  const termColumns = [
    { title: '차수', dataIndex: 'seq', width: 60 },
    { title: '명칭', dataIndex: 'name' },
    { title: '비율', dataIndex: 'rate', render: (v: number | null) => (v === null ? '-' : `${v}%`) },
    { title: '금액', dataIndex: 'amount', align: 'right' as const, render: (v: number) => money(c, v) },
    { title: '지급 시점', dataIndex: 'dueType', render: (v: PaymentTerm['dueType']) => DUE_TYPE_LABELS[v] },
    { title: '예정일 / 마일스톤', render: (_: unknown, t: PaymentTerm) => (t.dueType === 'ON_MILESTONE' ? t.milestoneName : t.dueDate ? formatDate(t.dueDate) : t.dueType === 'ON_SIGN' ? '계약 체결 시' : '-') },
    { title: '상태', dataIndex: 'status', render: (v: PaymentTerm['status']) => <Tag color={TERM_STATUS_COLORS[v]}>{TERM_STATUS_LABELS[v]}</Tag> },
  ];

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <RecordHeader
        listPageId="ContractListPage"
        title={c.title}
        tags={
          <>
            <Tag color={STATUS_COLORS[c.status]} data-testid="contract-status">
              {STATUS_LABELS[c.status]}
            </Tag>
            {c.changeSeq > 0 && <Tag>변경 {c.changeSeq}차</Tag>}
            {expiringSoon && <Tag color="orange">만료 D-{c.daysToEnd}</Tag>}
          </>
        }
        subtitle={`${c.contractNo} · ${c.customerName} · ${c.contractTypeLabel}`}
        actions={
          <>
            <ContractRecordActions contract={c} onChanged={() => void writes.changed()} />
            <StateActions contract={c} onChanged={writes.saved} onEdit={() => setEditing(true)} onDeleted={() => navigate('/contract')} onReload={() => void writes.changed()} />
          </>
        }
        toolbar={<RecordToolbar recordType="CONTRACT" recordId={c.id} label={`${c.contractNo} ${c.title}`} readOnly={!c.actions.write} />}
      />

      {c.status === 'DRAFT' && c.rejectReason && <Alert type="warning" showIcon message="반려된 계약입니다" description={`사유: ${c.rejectReason}`} />}
      {c.status === 'PENDING_APPROVAL' && (
        <Alert type="info" showIcon message={`${c.approverName ?? '결재자'}님의 승인을 기다리고 있습니다.`} description="승인에는 서명된 계약서 파일이 필요합니다. 파일은 오른쪽 위 첨부파일에 올리거나 승인할 때 올릴 수 있습니다." />
      )}
      {c.status === 'TERMINATED' && <Alert type="error" showIcon message={`${formatDate(c.terminatedAt)} 해지`} description={c.terminationReason} />}

      <Row gutter={[16, 16]}>
        <Col xs={12} lg={6}>
          <Card size="small">
            <Statistic title="원화 공급가" value={formatKRW(c.krwSupplyAmount)} />
          </Card>
        </Col>
        <Col xs={12} lg={6}>
          <Card size="small">
            <Statistic title="청구액" value={formatKRW(c.billedAmount)} />
            <Progress percent={c.billedPct} size="small" format={(p) => `${p}%`} aria-label="청구율" />
          </Card>
        </Col>
        <Col xs={12} lg={6}>
          <Card size="small">
            <Statistic title="수금액" value={formatKRW(c.collectedAmount)} />
          </Card>
        </Col>
        <Col xs={12} lg={6}>
          <Card size="small">
            <Statistic title="잔여 (미청구)" value={formatKRW(c.backlog)} />
          </Card>
        </Col>
      </Row>

      <Card title="계약 정보" size="small">
        <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small">
          <Descriptions.Item label="계약번호">{c.contractNo}</Descriptions.Item>
          <Descriptions.Item label="계약유형">{c.contractTypeLabel}</Descriptions.Item>
          <Descriptions.Item label="고객사">
            {c.customerName} ({c.customerNo})
          </Descriptions.Item>
          <Descriptions.Item label="고객 담당자">{c.contactName ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="리드">{c.leadNo ? <Link to={`/lead/${c.leadId}`}>{`${c.leadNo} ${c.leadTitle ?? ''}`}</Link> : '-'}</Descriptions.Item>
          <Descriptions.Item label="프로젝트">
            {c.projectNo ? (
              <PageLink page="ProjectDetailPage" to={`/project/${c.projectId}`}>
                {`${c.projectNo} ${c.projectName ?? ''}`}
              </PageLink>
            ) : (
              '-'
            )}
          </Descriptions.Item>
          <Descriptions.Item label="계약일">{formatDate(c.contractDate)}</Descriptions.Item>
          <Descriptions.Item label="계약기간">
            {formatDate(c.startDate)} ~ {formatDate(c.endDate)}
          </Descriptions.Item>
          <Descriptions.Item label="통화">{c.currencyCode === 'KRW' ? 'KRW' : `${c.currencyCode} (환율 ${c.exchangeRate?.toLocaleString('ko-KR', { maximumFractionDigits: 4 })})`}</Descriptions.Item>
          <Descriptions.Item label="공급가액">{money(c, c.supplyAmount)}</Descriptions.Item>
          <Descriptions.Item label="과세구분">{TAX_TYPE_LABELS[c.taxType]}</Descriptions.Item>
          <Descriptions.Item label="부가세">{formatKRW(c.vatAmount)}</Descriptions.Item>
          <Descriptions.Item label="합계">{formatKRW(c.totalAmount)}</Descriptions.Item>
          <Descriptions.Item label="자동연장">{c.autoRenewYn === 'Y' ? `예 (${c.renewalMonths ?? 12}개월)` : '아니오'}</Descriptions.Item>
          <Descriptions.Item label="만료 알림">{c.noticeDays}일 전, 30일 전, 7일 전</Descriptions.Item>
          <Descriptions.Item label="담당자">
            {c.ownerUserName ?? '-'}
            {c.ownerDeptName ? ` · ${c.ownerDeptName}` : ''}
          </Descriptions.Item>
          <Descriptions.Item label="결재자">{c.approverName ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="승인일시">{c.approvedAt ? formatDateTime(c.approvedAt) : '-'}</Descriptions.Item>
          <Descriptions.Item label="계약서">{c.signedFileName ?? '-'}</Descriptions.Item>
          {c.renewedFromId && (
            <Descriptions.Item label="원계약">
              <Link to={`/contract/${c.renewedFromId}`}>{c.renewedFromNo}</Link>
            </Descriptions.Item>
          )}
          {c.renewedToId && (
            <Descriptions.Item label="갱신 계약">
              <Link to={`/contract/${c.renewedToId}`}>{c.renewedToNo}</Link>
            </Descriptions.Item>
          )}
          <Descriptions.Item label="수정일시">{formatDateTime(c.updatedAt)}</Descriptions.Item>
        </Descriptions>
      </Card>

      <Card title={`지급조건 (${c.paymentTerms.length})`} size="small">
        <Table<PaymentTerm>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={c.paymentTerms}
          columns={termColumns}
          locale={{ emptyText: '지급조건이 없습니다 (단가 계약).' }}
          scroll={{ x: 'max-content' }}
          summary={(rows) =>
            rows.length > 0 ? (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={3}>
                  합계
                </Table.Summary.Cell>
                <Table.Summary.Cell index={3} align="right">
                  {money(c, rows.reduce((s, r) => s + r.amount, 0))}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={4} colSpan={3} />
              </Table.Summary.Row>
            ) : null
          }
        />
      </Card>

      <RecordActivities filter={{ contractId: c.id }} />

      <ContractInvoicesCard contractId={c.id} customerId={c.customerId} customerName={c.customerName} billable={c.status === 'ACTIVE'} />

      <ContractBondCard contractId={c.id} customerId={c.customerId} customerName={c.customerName} />

      <ContractFormDrawer
        open={editing}
        contract={c}
        onClose={() => setEditing(false)}
        onReload={() => queryClient.fetchQuery({ ...detail, staleTime: 0 })}
        onSaved={(saved) => {
          setEditing(false);
          writes.saved(saved);
        }}
      />
    </Space>
  );
}
