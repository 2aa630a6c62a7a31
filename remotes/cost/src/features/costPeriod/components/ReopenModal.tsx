import { ModalForm } from '@dure/shared/form';
import { Form, Input } from 'antd';
import { type CostPeriod, costPeriodApi } from '../api/costPeriodApi';

const monthLabel = (ym: string) => `${ym.slice(0, 4)}년 ${Number(ym.slice(5))}월`;

/** 마감 해제 (COST_MANAGEMENT_ADMIN): the reason is required and kept on the month. */
export function ReopenModal({ period, onClose, onSaved }: { period: CostPeriod | null; onClose: () => void; onSaved: (saved: CostPeriod) => void }) {
  return (
    <ModalForm<{ reason: string }, CostPeriod>
      open={period !== null}
      title={period ? `마감 해제 · ${monthLabel(period.ym)}` : '마감 해제'}
      initialValues={{ reason: '' }}
      onClose={onClose}
      onSaved={onSaved}
      save={(v) => costPeriodApi.reopen(period!.ym, period!.version, v.reason.trim())}
    >
      <p>마감을 해제하면 확정한 인건비가 풀리고, 그 달의 업무일지와 단가를 다시 고칠 수 있습니다.</p>
      <Form.Item name="reason" label="해제 사유" rules={[{ required: true, whitespace: true, message: '해제 사유를 입력해 주세요.' }]}>
        <Input.TextArea maxLength={200} showCount rows={3} />
      </Form.Item>
    </ModalForm>
  );
}
