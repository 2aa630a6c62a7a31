import { Tag, Tooltip } from 'antd';
import type { InvoiceRow } from '../api/taxInvoiceApi';

/** 지연 (가산세 대상) and 기한 임박 warnings of an invoice. */
export function DeadlineTags({ row }: { row: Pick<InvoiceRow, 'late' | 'deadlineWarning' | 'daysToDeadline' | 'issueDeadline'> }) {
  return (
    <>
      {row.late && (
        <Tooltip title={`발급기한 ${row.issueDeadline} 경과: 가산세 대상일 수 있습니다.`}>
          <Tag color="red">지연발급</Tag>
        </Tooltip>
      )}
      {row.deadlineWarning && <Tag color="orange">{row.daysToDeadline === 0 ? '오늘 발급기한' : `발급기한 D-${row.daysToDeadline}`}</Tag>}
    </>
  );
}
