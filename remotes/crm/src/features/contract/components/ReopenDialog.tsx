import { ModalForm } from '@dure/shared/form';
import { dayjs } from '@dure/shared/format';
import { App, DatePicker, Form, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { type Contract, contractApi } from '../api/contractApi';

type Props = { open: boolean; contract: Contract; onClose: () => void; onReopened: () => void };

/** 재개: an expired or terminated contract goes back to 진행중; one past its end needs a new end day. */
export function ReopenDialog({ open, contract, onClose, onReopened }: Props) {
  const { message } = App.useApp();
  const ended = contract.daysToEnd < 0;

  async function save(values: { endDate?: Dayjs }) {
    await contractApi.reopen(contract.id, contract.version, values.endDate?.format('YYYY-MM-DD'));
    message.success('계약을 재개했습니다.');
  }

  return (
    <ModalForm<{ endDate?: Dayjs }, void> open={open} title="계약 재개" save={save} onSaved={onReopened} onClose={onClose} submitText="재개">
      <Typography.Paragraph>만료·해지된 계약을 다시 진행중으로 돌립니다.</Typography.Paragraph>
      {ended && (
        <Form.Item name="endDate" label="새 종료일" rules={[{ required: true, message: '종료일이 지난 계약을 재개하려면 오늘 이후의 새 종료일을 입력해 주세요.' }]}>
          <DatePicker aria-label="새 종료일" disabledDate={(d) => d.isBefore(dayjs(), 'day')} />
        </Form.Item>
      )}
    </ModalForm>
  );
}
