import { ModalForm } from '@dure/shared/form';
import { formatKRW } from '@dure/shared/format';
import { Form, Input, Typography } from 'antd';
import { type Collection, type Receivable, collectionApi } from '../api/collectionApi';
import { useBondRefresh } from './useBondRefresh';

/** 수금 취소: a reversal entry (never a delete), after a confirmation with an optional reason. */
export function ReverseModal({ collection, onClose }: { collection: Collection | null; onClose: () => void }) {
  const refresh = useBondRefresh();
  return (
    <ModalForm<{ reason?: string }, Collection>
      open={collection !== null}
      title="수금을 취소할까요?"
      submitText="수금 취소"
      danger
      onClose={onClose}
      onSaved={() => {
        onClose();
        refresh('수금을 취소했습니다.');
      }}
      save={(v) => collectionApi.reverse(collection!.id, collection!.version, v.reason?.trim() || undefined)}
    >
      <Typography.Paragraph>
        {collection?.collectedDate} {formatKRW(collection?.amount ?? 0)} 수금을 취소합니다. 원래 수금은 지우지 않고 같은 금액의 취소 전표를 남기며, 배분했던 채권의 잔액이 다시 늘어납니다.
      </Typography.Paragraph>
      <Form.Item name="reason" label="취소 사유">
        <Input maxLength={500} placeholder="예: 입금 착오" />
      </Form.Item>
    </ModalForm>
  );
}

/** 대손 처리 (DASHBOARD_BOND_ADMIN): the whole remaining balance, with its reason. */
export function WriteOffModal({ receivable, onClose }: { receivable: Receivable | null; onClose: () => void }) {
  const refresh = useBondRefresh();
  return (
    <ModalForm<{ reason: string }, unknown>
      open={receivable !== null}
      title="대손 처리"
      submitText="대손 처리"
      danger
      onClose={onClose}
      onSaved={() => {
        onClose();
        refresh('대손 처리했습니다.');
      }}
      save={(v) => collectionApi.writeOff(receivable!.id, receivable!.version, v.reason.trim())}
    >
      <Typography.Paragraph>
        {receivable?.customerName} {receivable?.invoiceNo}의 남은 잔액 {formatKRW(receivable?.balance ?? 0)}을 대손으로 처리합니다. 처리한 뒤에는 되돌릴 수 없습니다.
      </Typography.Paragraph>
      <Form.Item name="reason" label="대손 사유" rules={[{ required: true, whitespace: true, message: '대손 사유를 입력해 주세요.' }]}>
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
    </ModalForm>
  );
}
