import { CheckOutlined, CloseOutlined, LockOutlined, SendOutlined, TrophyOutlined } from '@ant-design/icons';
import { MBO_LIMITS } from '@dure/shared/contracts/okr/mbo';
import { ModalForm, useConfirmAction } from '@dure/shared/form';
import { App, Button, Form, Input, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { type MboAction, type MboSheetDetail, mboApi } from '../api/mboApi';
import { ACTION_LABELS } from '../model/mboLabels';

type Props = { sheet: MboSheetDetail; onChanged: (sheet: MboSheetDetail) => void };

/** Per action: its confirmation, what it tells afterwards, and its button look. */
const WORDS: Record<Exclude<MboAction, 'RETURN'>, { title: string; content: string; done: string; icon: ReactNode; primary?: boolean }> = {
  SUBMIT: { title: '합의를 요청할까요?', content: '팀장에게 합의 요청 알림이 갑니다. 요청 중에는 항목을 고칠 수 없습니다. 저장하지 않은 항목 변경은 반영되지 않습니다.', done: '합의를 요청했습니다.', icon: <SendOutlined />, primary: true },
  AGREE: { title: '이 MBO에 합의할까요?', content: '작성자에게 합의 완료 알림이 갑니다. 이후 항목은 바뀌지 않습니다.', done: '합의했습니다.', icon: <CheckOutlined />, primary: true },
  SELF_ASSESS: { title: '자기평가를 제출할까요?', content: '합의자에게 평가 요청 알림이 갑니다. 제출 후에는 실적과 자기평가를 고칠 수 없습니다.', done: '자기평가를 제출했습니다.', icon: <SendOutlined />, primary: true },
  EVALUATE: { title: '평가를 확정할까요?', content: '작성자에게 평가 완료 알림이 갑니다. 확정 후에는 점수를 고칠 수 없습니다.', done: '평가를 확정했습니다.', icon: <TrophyOutlined />, primary: true },
  CLOSE: { title: 'MBO 시트를 마감할까요?', content: '마감한 시트는 더 이상 바뀌지 않습니다.', done: '마감했습니다.', icon: <LockOutlined /> },
};

/** The state actions the server allows the caller now (detail `actions`), each with its confirmation; 반려 asks for the reason. */
export function MboActions({ sheet, onChanged }: Props) {
  const confirmAction = useConfirmAction();
  const { message } = App.useApp();
  const [returning, setReturning] = useState(false);

  return (
    <Space wrap>
      {sheet.actions.map((action) =>
        action === 'RETURN' ? (
          <Button key={action} danger icon={<CloseOutlined />} onClick={() => setReturning(true)}>
            {ACTION_LABELS.RETURN}
          </Button>
        ) : (
          <Button
            key={action}
            type={WORDS[action].primary ? 'primary' : 'default'}
            icon={WORDS[action].icon}
            onClick={() =>
              confirmAction({
                title: WORDS[action].title,
                content: WORDS[action].content,
                okText: ACTION_LABELS[action],
                run: () => mboApi.act(sheet.id, sheet.version, action),
                success: WORDS[action].done,
                onDone: onChanged,
              })
            }
          >
            {ACTION_LABELS[action]}
          </Button>
        ),
      )}
      <ModalForm<{ reason: string }, MboSheetDetail>
        open={returning}
        title="MBO 반려"
        save={async (values) => {
          const saved = await mboApi.act(sheet.id, sheet.version, 'RETURN', values.reason);
          message.success('반려했습니다. 시트가 작성 중으로 돌아갔습니다.');
          return saved;
        }}
        onSaved={onChanged}
        onClose={() => setReturning(false)}
        submitText="반려"
        danger
      >
        <Form.Item name="reason" label="반려 사유" rules={[{ required: true, whitespace: true, message: '반려 사유를 입력해 주세요.' }]}>
          <Input.TextArea rows={3} maxLength={MBO_LIMITS.reason} showCount />
        </Form.Item>
      </ModalForm>
    </Space>
  );
}
