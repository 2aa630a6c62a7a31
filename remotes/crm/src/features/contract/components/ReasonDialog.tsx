import { CONTRACT_LIMITS } from '@dure/shared/contracts/crm/contract';
import { ModalForm } from '@dure/shared/form';
import { dayjs } from '@dure/shared/format';
import { App, DatePicker, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { type Contract, contractApi } from '../api/contractApi';

type Values = { reason: string; terminatedAt?: Dayjs };

type Props = {
  /** Which decision the reason is for; null while closed. */
  action: 'reject' | 'terminate' | null;
  contract: Contract;
  onClose: () => void;
  onSaved: (contract: Contract) => void;
};

const WORDS = {
  reject: { title: '결재 반려', submit: '반려', label: '반려 사유', required: '반려 사유를 입력해 주세요.', done: '반려했습니다. 계약이 작성중으로 돌아갔습니다.' },
  terminate: { title: '계약 해지', submit: '해지', label: '해지 사유', required: '해지 사유를 입력해 주세요.', done: '계약을 해지했습니다.' },
} as const;

/** 반려 or 해지 of a contract: the reason is required, a termination also takes its day (between the contract day and today). */
export function ReasonDialog({ action, contract, onClose, onSaved }: Props) {
  const { message } = App.useApp();
  const words = WORDS[action ?? 'reject'];

  async function save(values: Values): Promise<Contract> {
    const saved =
      action === 'terminate'
        ? await contractApi.terminate(contract.id, contract.version, values.reason, values.terminatedAt?.format('YYYY-MM-DD'))
        : await contractApi.reject(contract.id, contract.version, values.reason);
    message.success(words.done);
    return saved;
  }

  return (
    <ModalForm<Values, Contract>
      open={action !== null}
      title={words.title}
      initialValues={action === 'terminate' ? { terminatedAt: dayjs() } : {}}
      save={save}
      onSaved={onSaved}
      onClose={onClose}
      submitText={words.submit}
      danger
    >
      <Form.Item name="reason" label={words.label} rules={[{ required: true, whitespace: true, message: words.required }]}>
        <Input.TextArea rows={3} maxLength={CONTRACT_LIMITS.reason} showCount />
      </Form.Item>
      {action === 'terminate' && (
        <Form.Item name="terminatedAt" label="해지일" tooltip="계약 시작일과 오늘 사이">
          <DatePicker disabledDate={(d) => d.isAfter(dayjs(), 'day') || d.isBefore(dayjs(contract.contractDate), 'day')} />
        </Form.Item>
      )}
    </ModalForm>
  );
}
