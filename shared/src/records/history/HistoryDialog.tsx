import { useQuery } from '@tanstack/react-query';
import { Modal, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../format/index';
import type { HistoryChange, HistoryEntry } from '../api/history';
import { historyQuery } from '../api/queries';
import { AsyncState } from '../common/AsyncState';
import { RECORDS_MESSAGES } from '../messages';

const M = RECORDS_MESSAGES.history;
const PAGE_SIZE = 10;

export type HistoryDialogProps = { recordType: string; recordId: string | number; open: boolean; onClose: () => void };

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return M.none;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function Change({ change }: { change: HistoryChange }) {
  return (
    <div>
      <Typography.Text strong>{change.label}</Typography.Text>{' '}
      <Typography.Text delete type="secondary">{show(change.old)}</Typography.Text>
      {' → '}
      <Typography.Text>{show(change.new)}</Typography.Text>
    </div>
  );
}

export function HistoryDialog({ recordType, recordId, open, onClose }: HistoryDialogProps) {
  const [page, setPage] = useState(0);
  const history = useQuery({ ...historyQuery({ recordType, recordId }, { page, size: PAGE_SIZE }), enabled: open });
  const rows = history.data?.content ?? [];
  return (
    <Modal title={M.title} open={open} onCancel={onClose} footer={null} width={860} destroyOnHidden>
      <AsyncState loading={history.isFetching} error={history.error} empty={rows.length === 0} emptyText={M.empty} onRetry={() => void history.refetch()}>
        <Table<HistoryEntry>
          size="small"
          rowKey="id"
          loading={history.isFetching}
          dataSource={rows}
          pagination={{ current: page + 1, pageSize: PAGE_SIZE, total: history.data?.totalElements ?? 0, showSizeChanger: false, onChange: (p) => setPage(p - 1), showTotal: RECORDS_MESSAGES.common.total }}
          columns={[
            { key: 'at', title: M.at, width: 150, render: (_, e) => formatDateTime(e.at) },
            { key: 'actor', title: M.actor, width: 100, render: (_, e) => e.actorName ?? '-' },
            { key: 'action', title: M.action, width: 80, render: (_, e) => <Tag>{e.actionLabel}</Tag> },
            { key: 'changes', title: M.change, render: (_, e) => (e.changes.length ? e.changes.map((c) => <Change key={c.field} change={c} />) : '-') },
          ]}
        />
      </AsyncState>
    </Modal>
  );
}
