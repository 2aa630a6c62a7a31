import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, DatePicker, Modal, Popconfirm, Radio, Space, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { formatDate, formatDateTime } from '../../format/index';
import { sharesQuery } from '../api/queries';
import { createShare, deleteShare, type GranteeType, type Share, type SharePermission } from '../api/share';
import { AsyncState } from '../common/AsyncState';
import { errorText } from '../common/errorText';
import { RECORDS_MESSAGES } from '../messages';
import { GranteePicker } from './GranteePicker';

const M = RECORDS_MESSAGES.share;

export type ShareDialogProps = { recordType: string; recordId: string | number; open: boolean; onClose: () => void };

export function ShareDialog({ recordType, recordId, open, onClose }: ShareDialogProps) {
  const { message } = App.useApp();
  const ref = { recordType, recordId };
  const client = useQueryClient();
  const query = sharesQuery(ref);
  const shares = useQuery({ ...query, enabled: open });
  const reload = () => client.invalidateQueries({ queryKey: query.queryKey });
  const [granteeType, setGranteeType] = useState<GranteeType>('USER');
  const [granteeId, setGranteeId] = useState<number | null>(null);
  const [permission, setPermission] = useState<SharePermission>('READ');
  const [expires, setExpires] = useState<Dayjs | null>(null);
  const [busy, setBusy] = useState(false);
  const list = shares.data ?? [];

  const add = async () => {
    if (granteeId === null) {
      message.warning(M.pickRequired);
      return;
    }
    setBusy(true);
    try {
      await createShare(ref, { granteeType, granteeId, permission, ...(expires ? { expiresAt: expires.format('YYYY-MM-DD') } : {}) });
      message.success(M.added);
      setGranteeId(null);
      setExpires(null);
      await reload();
    } catch (error) {
      message.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const revoke = async (share: Share) => {
    try {
      await deleteShare(share.id);
      message.success(M.revoked);
      await reload();
    } catch (error) {
      message.error(errorText(error));
    }
  };

  return (
    <Modal title={M.title} open={open} onCancel={onClose} footer={null} width={760} destroyOnHidden>
      <Space wrap style={{ marginBottom: 16 }}>
        <Radio.Group
          optionType="button"
          value={granteeType}
          onChange={(e) => {
            setGranteeType(e.target.value);
            setGranteeId(null);
          }}
          options={[
            { value: 'USER', label: M.user },
            { value: 'DEPT', label: M.dept },
          ]}
        />
        <GranteePicker type={granteeType} value={granteeId} onChange={setGranteeId} />
        <Radio.Group value={permission} onChange={(e) => setPermission(e.target.value)} options={[{ value: 'READ', label: M.read }, { value: 'WRITE', label: M.write }]} />
        <DatePicker value={expires} onChange={setExpires} placeholder={M.expiresAt} aria-label={M.expiresAt} disabledDate={(d) => d.isBefore(new Date(), 'day')} />
        <Button type="primary" loading={busy} onClick={() => void add()}>
          {M.add}
        </Button>
      </Space>
      <AsyncState loading={shares.isFetching} error={shares.error} empty={list.length === 0} emptyText={M.empty} onRetry={() => void shares.refetch()}>
        <Table<Share>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={list}
          columns={[
            { key: 'grantee', title: M.grantee, render: (_, s) => <Space><Tag>{s.granteeType === 'USER' ? M.user : M.dept}</Tag>{s.granteeName}</Space> },
            { key: 'permission', title: M.permission, width: 80, render: (_, s) => (s.permission === 'WRITE' ? M.write : M.read) },
            { key: 'expiresAt', title: M.expiresAt, width: 110, render: (_, s) => (s.expiresAt ? formatDate(s.expiresAt) : M.noExpiry) },
            { key: 'createdBy', title: M.createdBy, width: 150, render: (_, s) => `${s.createdByName ?? '-'} · ${formatDateTime(s.createdAt)}` },
            {
              key: 'revoke',
              width: 100,
              render: (_, s) => (
                <Popconfirm title={M.confirmRevoke(s.granteeName ?? RECORDS_MESSAGES.common.unknownUser)} okText={M.revoke} cancelText={RECORDS_MESSAGES.common.cancel} onConfirm={() => revoke(s)}>
                  <Button size="small" danger>{M.revoke}</Button>
                </Popconfirm>
              ),
            },
          ]}
        />
      </AsyncState>
    </Modal>
  );
}
