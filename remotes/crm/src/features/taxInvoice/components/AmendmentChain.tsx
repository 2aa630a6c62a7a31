import { Link } from '@dure/shared';
import { formatKRW } from '@dure/shared/format';
import { Tag, Timeline, Typography } from 'antd';
import { formatApprovalNo } from '../api/approvalNo';
import { AMEND_REASONS, type ChainEntry, STATUS_COLORS, STATUS_LABELS } from '../api/taxInvoiceApi';

/** 당초 세금계산서 and every amendment, oldest first, the current one marked; each links to its detail. */
export function AmendmentChain({ chain, currentId }: { chain: ChainEntry[]; currentId: number }) {
  if (chain.length === 0) return <Typography.Text type="secondary">수정세금계산서가 없습니다.</Typography.Text>;
  const net = chain.filter((c) => ['ISSUED', 'TRANSMITTED', 'TRANSMIT_FAILED'].includes(c.status)).reduce((s, c) => s + c.totalAmount, 0);
  return (
    <>
      <Timeline
        items={chain.map((c) => ({
          color: c.amendCode ? (c.totalAmount < 0 ? 'red' : 'blue') : 'green',
          children: (
            <div data-testid={`chain-${c.id}`}>
              {c.id === currentId ? <strong>{c.invoiceNo}</strong> : <Link to={`/taxinvoice/${c.id}`}>{c.invoiceNo}</Link>}{' '}
              <Tag>{c.amendCode ? `수정 ${c.amendCode}. ${AMEND_REASONS[c.amendCode].label}` : '당초'}</Tag>
              <Tag color={STATUS_COLORS[c.status]}>{STATUS_LABELS[c.status]}</Tag>
              <div>
                <Typography.Text type="secondary">
                  작성 {c.writeDate} · 합계 {formatKRW(c.totalAmount)} · 승인번호 {formatApprovalNo(c.ntsApprovalNo)}
                </Typography.Text>
              </div>
            </div>
          ),
        }))}
      />
      <Typography.Text>발급분 합계 (당초 + 수정): <strong>{formatKRW(net)}</strong></Typography.Text>
    </>
  );
}
