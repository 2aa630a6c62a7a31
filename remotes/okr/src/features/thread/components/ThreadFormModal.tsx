import { base, holdsAnyRole, useAuthorities } from '@dure/shared';
import { ModalForm } from '@dure/shared/form';
import { ProjectPicker, RichTextEditor, UsersPicker } from '@dure/shared/records';
import { App, Form, Input, Radio, Select, Switch } from 'antd';
import {
  CHANNELS,
  CHANNEL_LABELS,
  THREAD_LIMITS,
  THREAD_RECORD_TYPE,
  type ThreadBody,
  type ThreadChannel,
  type ThreadDetail,
  type ThreadVisibility,
  VISIBILITIES,
  VISIBILITY_LABELS,
  threadApi,
} from '../api/threadApi';

type Values = { title: string; body: string; channel: ThreadChannel; targetId: number | null; visibility: ThreadVisibility; memberIds: number[]; pinned: boolean };

type Props = {
  open: boolean;
  /** The thread being edited; absent for a new one. */
  thread?: ThreadDetail | null;
  /** The channel a new thread starts in (the one being viewed). */
  channel?: ThreadChannel;

  onClose: () => void;
  onSaved: (saved: ThreadDetail) => void;
  /** Fetches the thread again after a 409 and answers it. */
  onReload?: () => Promise<ThreadDetail | undefined>;
};

/** Administrators (ROLE_ADMIN, which ROLE_SUPER includes) post notices and pin; the server checks it too. */
export function useIsThreadAdmin(): boolean {
  const authorities = useAuthorities();
  return holdsAnyRole(new Set(authorities), [base('ADMIN')]);
}

const toValues = (t: ThreadDetail): Values => ({
  title: t.title,
  body: t.body,
  channel: t.channel,
  targetId: t.targetId,
  visibility: t.visibility,
  memberIds: t.members.map((m) => m.id),
  pinned: t.pinnedYn === 'Y',
});

/** 스레드 작성·수정: title, channel, visibility with members, rich text with @mentions; notices and pinning for administrators. */
export function ThreadFormModal({ open, thread, channel, onClose, onSaved, onReload }: Props) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const admin = useIsThreadAdmin();
  const visibility = Form.useWatch('visibility', form);
  const chosenChannel = Form.useWatch('channel', form);
  // A project post names its project; one written before projects were picked may stay without (the api agrees).
  const projectRequired = !(thread?.channel === 'PROJECT' && thread.targetId === null);
  // A project post for members is read by the project's members and PM (the api's rule), so nobody is chosen.
  const forProject = chosenChannel === 'PROJECT' && projectRequired;
  const initial: Partial<Values> = thread
    ? toValues(thread)
    : { channel: channel === 'NOTICE' && !admin ? 'GENERAL' : (channel ?? 'GENERAL'), targetId: null, visibility: 'ALL', memberIds: [], pinned: false, body: '' };
  const channels = CHANNELS.filter((c) => c !== 'NOTICE' || admin || thread?.channel === 'NOTICE');

  async function save(values: Values): Promise<ThreadDetail> {
    const input: ThreadBody = {
      title: values.title.trim(),
      body: values.body ?? '',
      channel: values.channel,
      visibility: values.visibility,
      memberIds: values.visibility === 'MEMBERS' && !forProject ? values.memberIds : [],
      targetId: values.channel === 'PROJECT' ? (values.targetId ?? null) : null,
      ...(admin ? { pinnedYn: values.pinned ? 'Y' : 'N' } : {}),
    };
    const saved = thread ? await threadApi.update(thread.id, { ...input, version: thread.version }) : await threadApi.create(input);
    message.success(thread ? '스레드를 수정했습니다.' : '스레드를 등록했습니다.');
    return saved;
  }

  return (
    <ModalForm<Values, ThreadDetail>
      open={open}
      title={thread ? '스레드 수정' : '새 스레드'}
      width={760}
      form={form}
      initialValues={initial}
      save={save}
      onSaved={onSaved}
      onClose={onClose}
      onReload={onReload}
      fieldOf={(name) => (name === 'pinnedYn' ? 'pinned' : name)}
      submitText={thread ? '저장' : '등록'}
      formProps={{ requiredMark: true }}
    >
      <Form.Item name="title" label="제목" rules={[{ required: true, whitespace: true, message: '제목을 입력해 주세요.' }, { max: THREAD_LIMITS.title, message: `제목은 ${THREAD_LIMITS.title}자 이하로 입력해 주세요.` }]}>
        <Input maxLength={THREAD_LIMITS.title} />
      </Form.Item>
      <Form.Item name="channel" label="채널" rules={[{ required: true, message: '채널을 선택해 주세요.' }]}>
        <Select options={channels.map((c) => ({ value: c, label: CHANNEL_LABELS[c] }))} />
      </Form.Item>
      {chosenChannel === 'PROJECT' && (
        <Form.Item name="targetId" label="프로젝트" rules={projectRequired ? [{ required: true, message: '프로젝트를 선택해 주세요.' }] : []}>
          <ProjectPicker aria-label="프로젝트" initialLabel={thread?.projectName} />
        </Form.Item>
      )}
      <Form.Item
        name="visibility"
        label="공개 범위"
        rules={[{ required: true, message: '공개 범위를 선택해 주세요.' }]}
        extra={forProject && visibility === 'MEMBERS' ? '이 프로젝트의 참여자와 PM만 볼 수 있습니다.' : undefined}
      >
        <Radio.Group options={VISIBILITIES.map((v) => ({ value: v, label: forProject && v === 'MEMBERS' ? '프로젝트 참여자' : VISIBILITY_LABELS[v] }))} />
      </Form.Item>
      {visibility === 'MEMBERS' && !forProject && (
        <Form.Item name="memberIds" label="멤버" rules={[{ required: true, type: 'array', min: 1, message: '멤버를 한 명 이상 선택해 주세요.' }]}>
          <UsersPicker known={thread?.members} aria-label="멤버" />
        </Form.Item>
      )}
      {admin && (
        <Form.Item name="pinned" label="상단 고정" valuePropName="checked">
          <Switch />
        </Form.Item>
      )}
      <Form.Item name="body" label="내용" extra="@이름으로 동료를 언급하면 알림이 갑니다." rules={[{ required: true, whitespace: true, message: '내용을 입력해 주세요.' }]}>
        <RichTextEditor value="" onChange={() => undefined} mention recordType={THREAD_RECORD_TYPE} recordId={thread?.id} minHeight={180} aria-label="내용" />
      </Form.Item>
    </ModalForm>
  );
}
