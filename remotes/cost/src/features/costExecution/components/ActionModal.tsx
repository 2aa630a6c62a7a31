import { errorMessage } from '@dure/shared';
import { App, DatePicker, Form, Input, InputNumber, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { type CostExecution, costExecutionApi } from '../api/costExecutionApi';
import { formatKRW } from '@dure/shared/format';

/** The actions that ask for something: a rejection's reason, an admin's budget override, the executed amount and day. */
export type AskedAction = { kind: 'reject' | 'override-request' | 'override-approve' | 'execute'; execution: CostExecution };

type Values = { reason?: string; executedAmount?: number; executedDate?: Dayjs };

const TITLES = { reject: '비용 집행 반려', 'override-request': '예산 초과 승인 요청', 'override-approve': '예산 초과 승인', execute: '집행' } as const;

export function ActionModal({ asked, onClose, onDone }: { asked: AskedAction | null; onClose: () => void; onDone: (saved: CostExecution, kind: AskedAction['kind']) => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const e = asked?.execution;
  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v || !asked || !e) return;
    setBusy(true);
    try {
      const body =
        asked.kind === 'reject'
          ? { version: e.version, reason: v.reason!.trim() }
          : asked.kind === 'execute'
            ? { version: e.version, executedAmount: v.executedAmount, executedDate: v.executedDate?.format('YYYY-MM-DD') }
            : { version: e.version, overrideReason: v.reason!.trim() };
      const action = asked.kind === 'override-request' ? 'request' : asked.kind === 'override-approve' ? 'approve' : asked.kind;
      const saved = await costExecutionApi.act(e.id, action, body);
      form.resetFields();
      onDone(saved, asked.kind);
    } catch (error) {
      message.error(`${TITLES[asked.kind]}하지 못했습니다. ${errorMessage(error)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={asked !== null}
      title={asked ? `${TITLES[asked.kind]} · ${e?.executionNo}` : ''}
      okText={asked ? TITLES[asked.kind].replace('비용 집행 ', '') : '확인'}
      okButtonProps={{ danger: asked?.kind === 'reject', loading: busy }}
      cancelText="취소"
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {e && (
        <Typography.Paragraph>
          {e.title} · 요청 {formatKRW(e.requestedAmount)} · 남은 예산 {formatKRW(e.budget.remaining)}
        </Typography.Paragraph>
      )}
      <Form form={form} layout="vertical" preserve={false} initialValues={{ executedAmount: e?.requestedAmount, executedDate: e ? dayjs(e.plannedDate) : undefined }}>
        {asked?.kind === 'execute' ? (
          <>
            <Form.Item
              name="executedAmount"
              label="집행 금액(원)"
              rules={[
                { required: true, message: '집행 금액을 입력해 주세요.' },
                { validator: async (_, v?: number) => { if (v !== undefined && v !== null && !(v > 0 && v <= (e?.requestedAmount ?? 0))) throw new Error(`집행 금액은 0원보다 크고 요청 금액(${formatKRW(e?.requestedAmount ?? 0)}) 이하여야 합니다.`); } },
              ]}
            >
              <InputNumber<number> precision={0} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="executedDate" label="집행일" rules={[{ required: true, message: '집행일을 입력해 주세요.' }]}>
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
            {e?.projectId && e.directYn === 'Y' && <Typography.Text type="secondary">프로젝트의 직접비 계정이라 집행하면 확정된 직접비가 만들어집니다.</Typography.Text>}
          </>
        ) : (
          <Form.Item
            name="reason"
            label={asked?.kind === 'reject' ? '반려 사유' : '초과 승인 사유'}
            rules={[{ required: true, whitespace: true, message: asked?.kind === 'reject' ? '반려 사유를 입력해 주세요.' : '초과 승인 사유를 입력해 주세요.' }]}
            extra={asked?.kind === 'reject' ? undefined : '사유는 비용 집행에 남고 목록과 이력에서 보입니다.'}
          >
            <Input.TextArea rows={3} maxLength={asked?.kind === 'reject' ? 200 : 500} showCount />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
