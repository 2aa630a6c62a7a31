import { ArrowLeftOutlined, PrinterOutlined } from '@ant-design/icons';
import { Link, httpStatus, useCan, useNavigate, useSearchParams } from '@dure/shared';
import { useBusyAction, useConfirmAction } from '@dure/shared/form';
import { useRecordWrites } from '@dure/shared/query';
import { formatBusinessNumber, formatDateTime, formatKRW } from '@dure/shared/format';
import { RecordDetailPage, RecordHeader, RecordToolbar } from '@dure/shared/records';
import { TAX_INVOICE_LIMITS as LIMITS } from '@dure/shared/contracts/crm/taxInvoice';
import { Alert, App, Button, Card, Col, Descriptions, Flex, Input, Modal, Row, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { LogActivityButton } from '../../crmRecord';
import { formatApprovalNo } from '../api/approvalNo';
import { AMEND_REASONS, DIRECTION_LABELS, ISSUE_TYPE_LABELS, type Invoice, PURPOSE_LABELS, STATUS_COLORS, STATUS_LABELS, TAX_TYPE_LABELS, taxInvoiceApi } from '../api/taxInvoiceApi';
import { TAX_INVOICE_LISTS_KEY, taxInvoiceDetailQuery } from '../api/taxInvoiceDetailQuery';
import { AmendDialog } from './AmendDialog';
import { AmendmentChain } from './AmendmentChain';
import { DeadlineTags } from './DeadlineTags';
import { TaxInvoiceFormModal } from './TaxInvoiceFormModal';
import { TaxInvoicePrint } from './TaxInvoicePrint';

const ISSUED = ['ISSUED', 'TRANSMITTED', 'TRANSMIT_FAILED'];

/** Which state actions the caller may take on the invoice (the server enforces the same). */
export function actionsFor(invoice: Pick<Invoice, 'status' | 'amendCode'>, roles: { write: boolean; approve: boolean }) {
  const open = invoice.status === 'DRAFT' || invoice.status === 'REQUESTED';
  const issued = ISSUED.includes(invoice.status);
  return {
    edit: roles.write && open,
    request: roles.write && open,
    cancel: roles.write && open,
    remove: roles.write && invoice.status === 'DRAFT',
    approve: roles.approve && invoice.status === 'PENDING_APPROVAL',
    reject: roles.approve && invoice.status === 'PENDING_APPROVAL',
    transmit: (roles.write || roles.approve) && (invoice.status === 'ISSUED' || invoice.status === 'TRANSMIT_FAILED'),
    amend: roles.write && issued && !invoice.amendCode,
  };
}

/** 세금계산서 상세 (/taxinvoice/:id): fields, items, amendment chain, state actions, print view (?print=1). */
export default function TaxInvoiceDetailPage() {
  return (
    <RecordDetailPage detail={taxInvoiceDetailQuery} listPageId="TaxInvoiceListPage" title={(i) => i.invoiceNo}>
      {(i) => <TaxInvoiceView invoice={i} />}
    </RecordDetailPage>
  );
}

function TaxInvoiceView({ invoice }: { invoice: Invoice }) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const printing = params.get('print') === '1';
  const writes = useRecordWrites<Invoice>(taxInvoiceDetailQuery(invoice.id).queryKey, TAX_INVOICE_LISTS_KEY);
  const [editing, setEditing] = useState(false);
  const [amending, setAmending] = useState(false);
  const [reasonFor, setReasonFor] = useState<'cancel' | 'reject' | null>(null);
  const [reason, setReason] = useState('');
  const write = useCan('TAX_INVOICE', 'WRITE');
  const approve = useCan('TAX_INVOICE_MANAGEMENT', 'WRITE');
  const { message, modal } = App.useApp();
  const confirmAction = useConfirmAction();

  const [busy, runBusy] = useBusyAction<string>({
    // A stale version or a state someone else changed: show what is there now.
    onError: (e) => {
      if (httpStatus(e) === 409) void writes.changed();
    },
  });
  const run = (name: string, work: () => Promise<Invoice>, done: string) =>
    runBusy(async () => {
      const next = await work();
      writes.saved(next);
      if (next.status === 'TRANSMIT_FAILED') message.warning(next.transmitError ?? '국세청 전송에 실패했습니다. 재전송해 주세요.');
      else message.success(done);
    }, name);

  if (printing) {
    return (
      <Space direction="vertical" style={{ width: '100%' }}>
        <Flex gap={8} className="no-print">
          <Button icon={<ArrowLeftOutlined />} onClick={() => setParams({}, { replace: true })}>
            상세로 돌아가기
          </Button>
          <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
            인쇄
          </Button>
        </Flex>
        <TaxInvoicePrint invoice={invoice} />
      </Space>
    );
  }

  const can = actionsFor(invoice, { write, approve });
  const v = invoice.version;
  const api = taxInvoiceApi;

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <RecordHeader
        listPageId="TaxInvoiceListPage"
        title={
          <>
            {invoice.invoiceNo} <Typography.Text type="secondary" style={{ fontSize: 16 }}>{invoice.direction === 'SALES' ? invoice.buyerName : invoice.supplierName}</Typography.Text>
          </>
        }
        tags={
          <>
            <Tag color={STATUS_COLORS[invoice.status]}>{STATUS_LABELS[invoice.status]}</Tag>
            <Tag>{DIRECTION_LABELS[invoice.direction]}</Tag>
            {invoice.amendCode && <Tag color="magenta">수정 {invoice.amendCode}. {AMEND_REASONS[invoice.amendCode].label}</Tag>}
            <DeadlineTags row={invoice} />
          </>
        }
        actions={
          <>
            {/* The buyer of a sales invoice is a customer the rep keeps in touch with (a billing call, a visit). */}
            {invoice.direction === 'SALES' && invoice.customerName && (
              <LogActivityButton about={{ customerId: invoice.customerId, customerName: invoice.customerName, contractId: invoice.contractId }} />
            )}
            {can.edit && <Button onClick={() => setEditing(true)}>수정</Button>}
            {can.request && (
              <Button type="primary" loading={busy === 'request'} onClick={() => void run('request', () => api.action(invoice.id, 'request', v), '발행 승인을 요청했습니다.')}>
                승인 요청
              </Button>
            )}
            {can.approve && (
              <Button type="primary" loading={busy === 'approve'} onClick={() => modal.confirm({ title: '승인하고 발급할까요?', content: '발급된 세금계산서는 수정·삭제할 수 없고 수정세금계산서로만 정정할 수 있습니다.', okText: '승인·발급', cancelText: '닫기', onOk: () => run('approve', () => api.action(invoice.id, 'approve', v), '세금계산서를 발급했습니다.') })}>
                승인·발급
              </Button>
            )}
            {can.reject && <Button danger onClick={() => setReasonFor('reject')}>반려</Button>}
            {can.transmit && (
              <Button loading={busy === 'transmit'} onClick={() => void run('transmit', () => api.action(invoice.id, 'transmit', v), '국세청에 전송했습니다.')}>
                {invoice.status === 'TRANSMIT_FAILED' ? '재전송' : '국세청 전송'}
              </Button>
            )}
            {can.amend && <Button onClick={() => setAmending(true)}>수정발행</Button>}
            {can.cancel && <Button onClick={() => setReasonFor('cancel')}>작성 취소</Button>}
            {can.remove && (
              <Button
                danger
                onClick={() =>
                  confirmAction({
                    title: '작성중인 세금계산서를 삭제할까요?',
                    okText: '삭제',
                    danger: true,
                    cancelText: '닫기',
                    run: () => api.remove(invoice.id, v).then(() => navigate('/taxinvoice')),
                    success: '삭제했습니다.',
                  })
                }
              >
                삭제
              </Button>
            )}
            <Button icon={<PrinterOutlined />} onClick={() => setParams({ print: '1' })}>
              인쇄 보기
            </Button>
          </>
        }
        toolbar={<RecordToolbar recordType="TAX_INVOICE" recordId={invoice.id} label={`${invoice.invoiceNo} ${invoice.buyerName}`} readOnly={!write} />}
      />
      {invoice.status === 'TRANSMIT_FAILED' && <Alert type="error" showIcon message="국세청 전송 실패" description={`${invoice.transmitError ?? ''} (시도 ${invoice.transmitAttempts}회) 재전송해 주세요.`} />}
      {invoice.cancelReason && ['DRAFT', 'REQUESTED', 'CANCELED'].includes(invoice.status) && (
        <Alert type="warning" showIcon message={invoice.status === 'CANCELED' ? '작성 취소' : '반려됨'} description={invoice.cancelReason} />
      )}
      <Card title="기본 정보">
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 4 }}>
          <Descriptions.Item label="발행유형">{ISSUE_TYPE_LABELS[invoice.issueType]}</Descriptions.Item>
          <Descriptions.Item label="과세구분">{TAX_TYPE_LABELS[invoice.taxType]}</Descriptions.Item>
          <Descriptions.Item label="영수·청구">{PURPOSE_LABELS[invoice.purpose]}</Descriptions.Item>
          <Descriptions.Item label="작성일자">{invoice.writeDate}</Descriptions.Item>
          <Descriptions.Item label="발급기한">{invoice.issueDeadline}</Descriptions.Item>
          <Descriptions.Item label="발급일자">{invoice.issueDate ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="승인번호">{formatApprovalNo(invoice.ntsApprovalNo)}</Descriptions.Item>
          <Descriptions.Item label="전송일시">{invoice.transmittedAt ? formatDateTime(invoice.transmittedAt) : '-'}</Descriptions.Item>
          <Descriptions.Item label="고객사">{invoice.customerName ? <Link to={`/customer/${invoice.customerId}`}>{invoice.customerName}</Link> : '-'}</Descriptions.Item>
          <Descriptions.Item label="계약">{invoice.contractId ? <Link to={`/contract/${invoice.contractId}`}>{invoice.contractNo ?? invoice.contractId}</Link> : '-'}</Descriptions.Item>
          {invoice.direction === 'SALES' && <Descriptions.Item label="수주">{invoice.salesOrderId ? <Link to={`/sales/order?id=${invoice.salesOrderId}`}>{invoice.salesOrderNo ?? invoice.salesOrderId}</Link> : '-'}</Descriptions.Item>}
          <Descriptions.Item label="담당">{[invoice.ownerUserName, invoice.ownerDeptName].filter(Boolean).join(' · ') || '-'}</Descriptions.Item>
          <Descriptions.Item label="비고">{invoice.remark ?? '-'}</Descriptions.Item>
          {invoice.originalApprovalNo && <Descriptions.Item label="당초 승인번호">{formatApprovalNo(invoice.originalApprovalNo)}</Descriptions.Item>}
          {invoice.trusteeName && <Descriptions.Item label="수탁자">{`${invoice.trusteeName} (${formatBusinessNumber(invoice.trusteeBizNo)})`}</Descriptions.Item>}
        </Descriptions>
      </Card>
      <Row gutter={16}>
        {(
          [
            ['공급자', 'supplier'],
            ['공급받는자', 'buyer'],
          ] as const
        ).map(([title, side]) => (
          <Col xs={24} lg={12} key={side}>
            <Card title={title} size="small">
              <Descriptions size="small" column={1}>
                <Descriptions.Item label="등록번호">{formatBusinessNumber(side === 'supplier' ? invoice.supplierBizNo : invoice.buyerBizNo)}</Descriptions.Item>
                <Descriptions.Item label="상호">{side === 'supplier' ? invoice.supplierName : invoice.buyerName}</Descriptions.Item>
                <Descriptions.Item label="성명">{side === 'supplier' ? invoice.supplierCeo : invoice.buyerCeo}</Descriptions.Item>
                <Descriptions.Item label="사업장 주소">{side === 'supplier' ? invoice.supplierAddress : invoice.buyerAddress}</Descriptions.Item>
                <Descriptions.Item label="업태 / 종목">{[side === 'supplier' ? invoice.supplierBizType : invoice.buyerBizType, side === 'supplier' ? invoice.supplierBizItem : invoice.buyerBizItem].filter(Boolean).join(' / ') || '-'}</Descriptions.Item>
                <Descriptions.Item label="이메일">{side === 'supplier' ? invoice.supplierEmail : [invoice.buyerEmail1, invoice.buyerEmail2].filter(Boolean).join(', ')}</Descriptions.Item>
              </Descriptions>
            </Card>
          </Col>
        ))}
      </Row>
      <Card title="품목">
        <Table
          size="small"
          rowKey="seq"
          pagination={false}
          dataSource={invoice.items}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: '월/일', dataIndex: 'itemDate', render: (d: string) => d.slice(5).replace('-', '/') },
            { title: '품목', dataIndex: 'itemName' },
            { title: '규격', dataIndex: 'spec', render: (s) => s ?? '' },
            { title: '수량', dataIndex: 'qty', align: 'right', render: (q) => (q === null ? '' : Number(q).toLocaleString('ko-KR')) },
            { title: '단가', dataIndex: 'unitPrice', align: 'right', render: (p) => (p === null ? '' : formatKRW(p)) },
            { title: '공급가액', dataIndex: 'supplyAmount', align: 'right', render: formatKRW },
            { title: '세액', dataIndex: 'taxAmount', align: 'right', render: formatKRW },
            { title: '비고', dataIndex: 'remark', render: (r) => r ?? '' },
          ]}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={5}>합계 {formatKRW(invoice.totalAmount)}</Table.Summary.Cell>
              <Table.Summary.Cell index={5} align="right">{formatKRW(invoice.supplyAmount)}</Table.Summary.Cell>
              <Table.Summary.Cell index={6} align="right">{formatKRW(invoice.taxAmount)}</Table.Summary.Cell>
              <Table.Summary.Cell index={7} />
            </Table.Summary.Row>
          )}
        />
      </Card>
      <Row gutter={16}>
        <Col xs={24} lg={14}>
          <Card title="수정세금계산서 이력" size="small">
            <AmendmentChain chain={invoice.chain} currentId={invoice.id} />
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card title="채권" size="small">
            {invoice.receivable ? (
              <Descriptions size="small" column={1}>
                <Descriptions.Item label="청구액">{formatKRW(invoice.receivable.amount)}</Descriptions.Item>
                <Descriptions.Item label="결제기한">{invoice.receivable.dueDate}</Descriptions.Item>
                <Descriptions.Item label="잔액">{formatKRW(invoice.receivable.balance)}</Descriptions.Item>
              </Descriptions>
            ) : (
              <Typography.Text type="secondary">{invoice.direction === 'SALES' ? '발급되면 채권이 생성됩니다.' : '매입 세금계산서는 채권이 없습니다.'}</Typography.Text>
            )}
          </Card>
        </Col>
      </Row>
      <TaxInvoiceFormModal open={editing} invoice={invoice} onClose={() => setEditing(false)} onSaved={(saved) => { setEditing(false); writes.saved(saved); }} />
      {can.amend && (
        <AmendDialog
          open={amending}
          original={invoice}
          onClose={() => setAmending(false)}
          onDone={(created) => {
            setAmending(false);
            navigate(`/taxinvoice/${created[created.length - 1].id}`);
          }}
        />
      )}
      <Modal
        open={reasonFor !== null}
        title={reasonFor === 'reject' ? '발행 요청 반려' : '작성 취소'}
        okText={reasonFor === 'reject' ? '반려' : '작성 취소'}
        cancelText="닫기"
        okButtonProps={{ danger: true, disabled: reasonFor === 'reject' && !reason.trim() }}
        onCancel={() => setReasonFor(null)}
        onOk={async () => {
          const action = reasonFor!;
          setReasonFor(null);
          await run(action, () => api.withReason(invoice.id, action, v, reason.trim()), action === 'reject' ? '반려했습니다.' : '작성을 취소했습니다.');
          setReason('');
        }}
      >
        <Input.TextArea aria-label="사유" rows={3} maxLength={LIMITS.reason} placeholder={reasonFor === 'reject' ? '반려 사유 (필수)' : '취소 사유'} value={reason} onChange={(e) => setReason(e.target.value)} />
      </Modal>
    </Space>
  );
}
