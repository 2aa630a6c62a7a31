import { DeleteOutlined } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-components';
import { Link } from '@dure/shared';
import { formatDate, formatDateTime } from '@dure/shared/format';
import { useConfirmAction } from '@dure/shared/form';
import { Button, Input, Tag, Tooltip } from 'antd';
import { useRef } from 'react';
import { type Grant, grantApi } from './grantApi';

type Options = { canRevoke: boolean; showUser: boolean; onRevoked: () => void };

/** The columns of a grant list: who holds what until when and why; revoke asks for confirmation and an optional reason. */
export function useGrantColumns({ canRevoke, showUser, onRevoked }: Options): ProColumns<Grant>[] {
  const confirmAction = useConfirmAction();
  const reason = useRef('');

  function revoke(g: Grant) {
    reason.current = '';
    confirmAction({
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
      danger: true,
      run: () => grantApi.revoke(g.id, reason.current.trim() || undefined).then(onRevoked),
      success: '권한을 회수했습니다.',
    });
  }

  return [
    { title: '사용자', key: 'user', hidden: !showUser, render: (_, g) => <Link to={`/userhr/info/admin/${g.userId}`}>{`${g.userName} (${g.username})`}</Link> },
    { title: '소속', dataIndex: 'deptName', hidden: !showUser, responsive: ['md'], render: (_, g) => g.deptName ?? '-' },
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
      render: (_, g) =>
        g.expiresAt ? <Tag color={g.expiredYn === 'Y' ? 'red' : 'blue'}>{g.expiredYn === 'Y' ? `${formatDate(g.expiresAt)} 만료됨` : `${formatDate(g.expiresAt)}까지`}</Tag> : '무기한',
    },
    { title: '사유', dataIndex: 'reason', ellipsis: true, responsive: ['lg'], render: (_, g) => g.reason ?? '-' },
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
}
