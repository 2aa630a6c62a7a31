import { DeleteOutlined } from '@ant-design/icons';
import { Link, errorMessage } from '@dure/shared';
import { formatDate, formatDateTime } from '@dure/shared/format';
import { App, Button, Input, Table, Tag, Tooltip } from 'antd';
import type { TableProps } from 'antd';
import { useRef } from 'react';
import { type Grant, grantApi } from './grantApi';

type Props = {
  grants: Grant[];
  loading: boolean;
  canRevoke: boolean;
  showUser?: boolean;
  onChanged: () => void;
  pagination?: TableProps<Grant>['pagination'];
  onChange?: TableProps<Grant>['onChange'];
  emptyText?: string;
};

/** Grants with who granted them, until when and why; revoke asks for confirmation and an optional reason. */
export function GrantTable({ grants, loading, canRevoke, showUser = true, onChanged, pagination = false, onChange, emptyText = '부여된 권한이 없습니다.' }: Props) {
  const { modal, message } = App.useApp();
  const reason = useRef('');

  function revoke(g: Grant) {
    reason.current = '';
    modal.confirm({
      title: '권한 회수',
      content: (
        <>
          <p>
            {g.userName}의 &lsquo;{g.authorityName}&rsquo; 권한을 회수할까요? 사용자가 다음 화면으로 이동할 때 적용됩니다.
          </p>
          <Input.TextArea rows={2} placeholder="회수 사유 (선택)" maxLength={200} onChange={(e) => (reason.current = e.target.value)} aria-label="회수 사유" />
        </>
      ),
      okText: '회수',
      okButtonProps: { danger: true },
      cancelText: '취소',
      onOk: async () => {
        try {
          await grantApi.revoke(g.id, reason.current.trim() || undefined);
          message.success('권한을 회수했습니다.');
          onChanged();
        } catch (e) {
          message.error(errorMessage(e));
        }
      },
    });
  }

  const columns: TableProps<Grant>['columns'] = [
    { title: '사용자', key: 'user', hidden: !showUser, render: (_, g) => <Link to={`/userhr/info/admin/${g.userId}`}>{`${g.userName} (${g.username})`}</Link> },
    { title: '소속', dataIndex: 'deptName', hidden: !showUser, responsive: ['md'] },
    {
      title: '권한',
      key: 'authority',
      render: (_, g) => (
        <span>
          {g.authorityName} <Tag style={{ marginLeft: 4 }}>{g.authorityCode}</Tag>
        </span>
      ),
    },
    {
      title: '만료일',
      dataIndex: 'expiresAt',
      render: (v: string | null, g) => (v ? <Tag color={g.expiredYn === 'Y' ? 'red' : 'blue'}>{g.expiredYn === 'Y' ? `${formatDate(v)} 만료됨` : `${formatDate(v)}까지`}</Tag> : '무기한'),
    },
    { title: '사유', dataIndex: 'reason', ellipsis: true, responsive: ['lg'], render: (v: string | null) => v ?? '-' },
    { title: '부여', key: 'granted', responsive: ['lg'], render: (_, g) => `${g.grantedByName ?? '시스템'} · ${formatDateTime(g.grantedAt)}` },
    {
      title: '',
      key: 'actions',
      width: 56,
      hidden: !canRevoke,
      render: (_, g) => (
        <Tooltip title="권한 회수">
          <Button type="text" danger icon={<DeleteOutlined />} aria-label={`${g.authorityName} 권한 회수`} onClick={() => revoke(g)} />
        </Tooltip>
      ),
    },
  ];

  return <Table<Grant> rowKey="id" size="small" loading={loading} columns={columns} dataSource={grants} pagination={pagination} onChange={onChange} locale={{ emptyText }} scroll={{ x: 'max-content' }} />;
}
