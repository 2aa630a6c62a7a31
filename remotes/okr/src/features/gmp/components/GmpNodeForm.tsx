import { DateField, DrawerForm, FieldGrid } from '@dure/shared/form';
import { dayjs, josaOf } from '@dure/shared/format';
import { UserPicker } from '@dure/shared/records';
import { App, Form, Input, InputNumber, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { GMP_LIMITS, type GmpNode, type GmpNodeType, type GmpStatus, STATUSES, STATUS_LABELS, TYPE_LABELS, gmpApi } from '../api/gmpApi';
import { WON_INPUT as won } from '../../../components/wonInput';

type Values = {
  title?: string;
  targetRevenue?: number | null;
  ownerUserId?: number | null;
  dueDate?: Dayjs | null;
  status?: GmpStatus;
  offering?: string | null;
  valueProposition?: string | null;
  channels?: string | null;
};

/** What the drawer adds or edits: a node, or a new one of `type` under `parentId` (a plan: at the root of the segment's year). */
export type GmpFormTarget = { node: GmpNode } | { type: GmpNodeType; parentId: number | null; segmentId: number; year: number };

type Props = { target: GmpFormTarget | null; onClose: () => void; onSaved: (node: GmpNode) => void; onReload: () => Promise<unknown> };

const toValues = (target: GmpFormTarget | null): Values =>
  target && 'node' in target
    ? {
        title: target.node.title,
        targetRevenue: target.node.targetRevenue,
        ownerUserId: target.node.ownerUserId,
        dueDate: target.node.dueDate ? dayjs(target.node.dueDate) : null,
        status: target.node.status,
        offering: target.node.offering,
        valueProposition: target.node.valueProposition,
        channels: target.node.channels,
      }
    : { status: 'PLANNED' };

/** GMP 항목 등록·수정 (drawer beside the tree); the tree rules and amounts are the api's checks. */
export function GmpNodeForm({ target, onClose, onSaved, onReload }: Props) {
  const { message } = App.useApp();
  const editing = target && 'node' in target ? target.node : null;
  const type = editing ? editing.type : (target as Exclude<GmpFormTarget, { node: GmpNode }> | null)?.type ?? 'PLAN';

  async function save(values: Values) {
    const fields = { ...values, dueDate: values.dueDate ? values.dueDate.format('YYYY-MM-DD') : null };
    if (editing) {
      const saved = await gmpApi.update(editing.id, { ...fields, version: editing.version });
      message.success('저장했습니다.');
      return saved;
    }
    const t = target as Exclude<GmpFormTarget, { node: GmpNode }>;
    const saved = await gmpApi.create({ ...fields, type: t.type, parentId: t.parentId, segmentId: t.segmentId, year: t.year });
    message.success(`${TYPE_LABELS[saved.type]} '${saved.title}'${josaOf(saved.title, '을/를')} 등록했습니다.`);
    return saved;
  }

  return (
    <DrawerForm<Values, GmpNode>
      open={target !== null}
      title={editing ? `${TYPE_LABELS[type]} 수정` : `${TYPE_LABELS[type]} 등록`}
      width={560}
      initialValues={toValues(target)}
      save={save}
      onSaved={onSaved}
      onClose={onClose}
      onReload={onReload}
      submitText={editing ? '저장' : '등록'}
      formProps={{ requiredMark: 'optional', autoComplete: 'off' }}
    >
      <Form.Item name="title" label="제목" rules={[{ required: true, whitespace: true, message: '제목을 입력해 주세요.' }]}>
        <Input maxLength={GMP_LIMITS.title} />
      </Form.Item>
      <FieldGrid columns={2}>
        <Form.Item name="targetRevenue" label="목표 매출(원)" tooltip={type === 'PLAN' ? '세그먼트의 연간 매출 계획 합계와 맞춰 주세요.' : undefined}>
          <InputNumber<number> {...won} aria-label="목표 매출(원)" />
        </Form.Item>
        <Form.Item name="status" label="상태" rules={[{ required: true, message: '상태를 선택해 주세요.' }]}>
          <Select aria-label="상태" options={STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))} />
        </Form.Item>
        <Form.Item name="ownerUserId" label="담당자" extra={editing ? undefined : '비워 두면 본인'}>
          <UserPicker initialLabel={editing?.ownerUserName ?? undefined} aria-label="담당자" />
        </Form.Item>
        <DateField name="dueDate" label="기한" />
      </FieldGrid>
      <Form.Item name="offering" label="제공 가치(오퍼링)">
        <Input.TextArea rows={2} maxLength={GMP_LIMITS.offering} />
      </Form.Item>
      <Form.Item name="valueProposition" label="가치 제안">
        <Input.TextArea rows={3} maxLength={GMP_LIMITS.valueProposition} />
      </Form.Item>
      <Form.Item name="channels" label="채널">
        <Input maxLength={GMP_LIMITS.channels} placeholder="예: 직접 영업, 파트너, 세미나" />
      </Form.Item>
    </DrawerForm>
  );
}
