import { App, Button } from 'antd';
import { josa } from '../format/josa';
import { useBusyAction } from './useBusyAction';
import { useConfirmAction } from './useConfirmAction';

type Props = {
  /** The row's name in the confirmation (`{name}을(를) 사용 중지할까요?`). */
  name: string;
  activeYn: 'Y' | 'N';
  /** What stopping means for users, shown in the confirmation. */
  consequence: string;
  /** Saves the new flag (with the row's version). */
  update: (activeYn: 'Y' | 'N') => Promise<unknown>;
  /** After either change went through, or a failure (to reload the row). */
  onDone: () => void;
};

/** A reference row's 사용 중지 (confirmed, with what it means) or 다시 사용 button. */
export function ActiveToggle({ name, activeYn, consequence, update, onDone }: Props) {
  const { message } = App.useApp();
  const confirmAction = useConfirmAction();
  const [busy, run] = useBusyAction({ failure: '저장하지 못했습니다.', onError: onDone });
  if (activeYn === 'Y')
    return (
      <Button
        size="small"
        danger
        onClick={() =>
          confirmAction({
            title: `${josa(name, '을/를')} 사용 중지할까요?`,
            content: consequence,
            okText: '사용 중지',
            danger: true,
            run: () => update('N'),
            success: '사용 중지했습니다.',
            failure: '사용 중지하지 못했습니다.',
            onDone,
          })
        }
      >
        사용 중지
      </Button>
    );
  return (
    <Button
      size="small"
      loading={busy === true}
      onClick={async () => {
        if (await run(() => update('Y'))) {
          message.success('다시 사용합니다.');
          onDone();
        }
      }}
    >
      다시 사용
    </Button>
  );
}
