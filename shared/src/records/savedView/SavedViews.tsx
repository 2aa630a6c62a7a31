import { DeleteOutlined, EditOutlined, SaveOutlined } from '@ant-design/icons';
import { App, Button, Popconfirm, Select, Space, Switch, Tooltip } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { savedViewsQuery } from '../api/queries';
import { createSavedView, deleteSavedView, type ListViewState, type SavedView, updateSavedView } from '../api/savedView';
import { errorText } from '../common/errorText';
import { RECORDS_MESSAGES } from '../messages';
import { SavedViewNameModal } from './SavedViewNameModal';

const M = RECORDS_MESSAGES.savedView;

export type SavedViewsProps = {
  listKey: string;
  /** The list's current `{filters, sort, columns}`. */
  value: ListViewState;
  /** Called with a view's state when the user picks it. */
  onApply: (state: ListViewState) => void;
};

export function SavedViews({ listKey, value, onApply }: SavedViewsProps) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const query = savedViewsQuery(listKey);
  const views = useQuery(query);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<'saveAs' | 'rename' | null>(null);
  const list = views.data ?? [];
  const selected = list.find((v) => v.id === selectedId) ?? null;
  const mine = selected?.mineYn === 'Y';

  const run = async <T,>(work: Promise<T>, done: string): Promise<T | undefined> => {
    try {
      const answer = await work;
      message.success(done);
      await client.invalidateQueries({ queryKey: query.queryKey });
      return answer;
    } catch (error) {
      message.error(errorText(error));
      return undefined;
    }
  };

  const update = (view: SavedView, change: Partial<Pick<SavedView, 'name' | 'state' | 'sharedYn'>>, done: string) =>
    run(updateSavedView(view.id, { name: view.name, state: view.state, sharedYn: view.sharedYn, version: view.version, ...change }), done);

  const options = [
    { label: M.mineGroup, options: list.filter((v) => v.mineYn === 'Y').map((v) => ({ value: v.id, label: v.name })) },
    { label: M.sharedGroup, options: list.filter((v) => v.mineYn !== 'Y').map((v) => ({ value: v.id, label: `${v.name} · ${M.owner(v.ownerName ?? '')}` })) },
  ].filter((g) => g.options.length > 0);

  return (
    <Space wrap>
      <Select<number>
        aria-label={M.placeholder}
        placeholder={M.placeholder}
        style={{ minWidth: 220 }}
        allowClear
        loading={views.isFetching}
        status={views.error ? 'error' : undefined}
        notFoundContent={views.error ? `${RECORDS_MESSAGES.common.loadFailed} ${errorText(views.error)}` : M.empty}
        value={selectedId ?? undefined}
        options={options}
        onChange={(id) => {
          setSelectedId(id ?? null);
          const view = list.find((v) => v.id === id);
          if (view) onApply(view.state);
        }}
      />
      <Button icon={<SaveOutlined />} onClick={() => setDialog('saveAs')}>{M.saveAs}</Button>
      {selected && mine && (
        <>
          <Button onClick={() => void update(selected, { state: value }, RECORDS_MESSAGES.common.saved)}>{M.overwrite}</Button>
          <Tooltip title={M.rename}>
            <Button icon={<EditOutlined />} aria-label={M.rename} onClick={() => setDialog('rename')} />
          </Tooltip>
          <Tooltip title={M.shared}>
            <Switch
              aria-label={M.shared}
              checkedChildren={M.shared}
              unCheckedChildren={M.shared}
              checked={selected.sharedYn === 'Y'}
              onChange={(on) => void update(selected, { sharedYn: on ? 'Y' : 'N' }, on ? M.sharedOn : M.sharedOff)}
            />
          </Tooltip>
          <Popconfirm
            title={M.confirmDelete(selected.name)}
            okText={RECORDS_MESSAGES.common.delete}
            cancelText={RECORDS_MESSAGES.common.cancel}
            onConfirm={() => run(deleteSavedView(selected.id), RECORDS_MESSAGES.common.deleted).then(() => setSelectedId(null))}
          >
            <Button danger icon={<DeleteOutlined />} aria-label={RECORDS_MESSAGES.common.delete} />
          </Popconfirm>
        </>
      )}
      <SavedViewNameModal
        open={dialog !== null}
        title={dialog === 'rename' ? M.rename : M.saveAs}
        initialName={dialog === 'rename' ? selected?.name : ''}
        initialShared={dialog === 'rename' ? selected?.sharedYn === 'Y' : false}
        showShared={dialog === 'saveAs'}
        onCancel={() => setDialog(null)}
        onOk={async (name, shared) => {
          if (dialog === 'rename' && selected) {
            await update(selected, { name }, RECORDS_MESSAGES.common.saved);
          } else {
            const created = await run(createSavedView({ listKey, name, state: value, sharedYn: shared ? 'Y' : 'N' }), RECORDS_MESSAGES.common.saved);
            if (created) setSelectedId(created.id);
          }
          setDialog(null);
        }}
      />
    </Space>
  );
}
