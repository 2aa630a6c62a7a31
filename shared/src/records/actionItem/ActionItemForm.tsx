import { App, Button, DatePicker, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { dayjs } from '../../format/index';
import type { ActionItemPriority } from '../api/actionItem';
import { errorText } from '../common/errorText';
import { RECORDS_MESSAGES } from '../messages';
import { UserSelect } from './UserSelect';

const M = RECORDS_MESSAGES.actionItem;

export type ActionItemDraft = { title: string; assigneeId: number | null; assigneeName: string | null; dueDate: string | null; priority: ActionItemPriority };

export const PRIORITY_OPTIONS = (['HIGH', 'MEDIUM', 'LOW'] as const).map((p) => ({ value: p, label: M.priorities[p] }));

type Props = { initial?: ActionItemDraft; submitLabel: string; onSubmit: (draft: ActionItemDraft & { assigneeId: number }) => Promise<unknown>; onCancel?: () => void };

const EMPTY: ActionItemDraft = { title: '', assigneeId: null, assigneeName: null, dueDate: null, priority: 'MEDIUM' };

export function ActionItemForm({ initial = EMPTY, submitLabel, onSubmit, onCancel }: Props) {
  const { message } = App.useApp();
  const [draft, setDraft] = useState(initial);
  const [busy, setBusy] = useState(false);
  const patch = (change: Partial<ActionItemDraft>) => setDraft((d) => ({ ...d, ...change }));
  const submit = async () => {
    if (!draft.title.trim()) return void message.warning(M.titleRequired);
    if (draft.assigneeId === null) return void message.warning(M.assigneeRequired);
    setBusy(true);
    try {
      await onSubmit({ ...draft, title: draft.title.trim(), assigneeId: draft.assigneeId });
      setDraft(initial);
    } catch (error) {
      message.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space wrap>
      <Input aria-label={M.name} placeholder={M.name} value={draft.title} maxLength={200} onChange={(e) => patch({ title: e.target.value })} style={{ width: 240 }} />
      <UserSelect value={draft.assigneeId} label={draft.assigneeName} placeholder={M.assignee} onChange={(assigneeId, assigneeName) => patch({ assigneeId, assigneeName })} />
      <DatePicker aria-label={M.dueDate} placeholder={M.dueDate} value={draft.dueDate ? dayjs(draft.dueDate) : null} onChange={(d) => patch({ dueDate: d ? d.format('YYYY-MM-DD') : null })} />
      <Select aria-label={M.priority} value={draft.priority} options={PRIORITY_OPTIONS} onChange={(priority) => patch({ priority })} style={{ width: 90 }} />
      <Button type="primary" loading={busy} onClick={() => void submit()}>
        {submitLabel}
      </Button>
      {onCancel && <Button onClick={onCancel}>{RECORDS_MESSAGES.common.cancel}</Button>}
    </Space>
  );
}
