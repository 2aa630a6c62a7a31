import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-components';
import { ROLE_TABLE, useCan, useNavigate } from '@dure/shared';
import { formatDateTime } from '@dure/shared/format';
import { ListPage, useListState } from '@dure/shared/list';
import { DepartmentSelect } from '@dure/shared/records';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Input, Select, Space, Tag } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { JOB_GRADES, POSITIONS, STATUS_COLORS, STATUS_LABELS, type User, type UserStatus, userList } from '../api/userApi';
import { USER_EXPORT_PATH, userListQuery } from '../api/userQueries';
import { UserAvatar } from './UserAvatar';
import { UserFormModal } from './UserFormModal';

const STATUS_OPTIONS = (Object.keys(STATUS_LABELS) as UserStatus[]).map((s) => ({ value: s, label: STATUS_LABELS[s] }));

const columns: ProColumns<User>[] = [
  {
    title: '이름',
    dataIndex: 'name',
    sorter: true,
    render: (_, u) => (
      <Space>
        <UserAvatar user={u} />
        <span>
          {u.name}
          {u.ceoYn === 'Y' && <Tag style={{ marginLeft: 6 }}>대표</Tag>}
        </span>
      </Space>
    ),
  },
  { title: '아이디', dataIndex: 'username', sorter: true },
  { title: '사번', dataIndex: 'employeeNo', sorter: true, responsive: ['md'], render: (_, u) => u.employeeNo ?? '-' },
  { title: '소속', dataIndex: 'deptName', render: (_, u) => u.deptName ?? '-' },
  { title: '직급', dataIndex: 'jobGrade', responsive: ['lg'], render: (_, u) => (u.jobGrade ? JOB_GRADES[u.jobGrade] : '-') },
  { title: '직책', dataIndex: 'position', responsive: ['lg'], render: (_, u) => (u.position ? POSITIONS[u.position] : '-') },
  {
    title: '상태',
    dataIndex: 'status',
    render: (_, u) => (
      <Space size={4}>
        <Tag color={STATUS_COLORS[u.status]}>{STATUS_LABELS[u.status]}</Tag>
        {u.mustChangeYn === 'Y' && <Tag color="gold">비밀번호 변경 필요</Tag>}
      </Space>
    ),
  },
  { title: '최근 로그인', dataIndex: 'lastLoginAt', sorter: true, responsive: ['xl'], render: (_, u) => (u.lastLoginAt ? formatDateTime(u.lastLoginAt) : '-') },
];

/** 인사 정보 (/userhr/info/admin): people in the caller's data scope, searchable, filterable and exportable. */
export default function UserListPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canWrite = useCan('USER_HR', 'WRITE');
  const [query, setQuery] = useListState(userList);
  const [keyword, setKeyword] = useState(query.keyword ?? '');
  const [creating, setCreating] = useState(false);
  const roleOptions = useMemo(() => ROLE_TABLE.map((r) => ({ value: r.code, label: `${r.name} (${r.code})` })), []);

  useEffect(() => setKeyword(query.keyword ?? ''), [query.keyword]);

  return (
    <>
      <ListPage
        title="인사 정보"
        listKey="userhr-list"
        list={userList}
        state={query}
        onStateChange={setQuery}
        query={userListQuery(query)}
        columns={columns}
        rowKey="id"
        unit="명"
        empty={{ filtered: '조건에 맞는 사용자가 없습니다.', none: '등록된 사용자가 없습니다.' }}
        exportPath={USER_EXPORT_PATH}
        actions={
          canWrite && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              사용자 등록
            </Button>
          )
        }
        filters={
          <>
            <Input
              allowClear
              prefix={<SearchOutlined />}
              placeholder="이름, 아이디, 이메일, 사번"
              aria-label="검색어"
              style={{ width: 240 }}
              value={keyword}
              onChange={(e) => {
                setKeyword(e.target.value);
                if (!e.target.value) setQuery({ keyword: undefined });
              }}
              onPressEnter={() => setQuery({ keyword: keyword.trim() || undefined })}
            />
            <DepartmentSelect aria-label="부서" placeholder="전체 부서 (하위 포함)" style={{ width: 220 }} value={query.deptId ?? null} onChange={(v) => setQuery({ deptId: v ?? undefined })} />
            <Select
              mode="multiple"
              allowClear
              aria-label="상태"
              placeholder="전체 상태"
              style={{ minWidth: 180 }}
              value={query.statusList}
              onChange={(v: UserStatus[]) => setQuery({ statusList: v })}
              options={STATUS_OPTIONS}
            />
            <Select
              allowClear
              showSearch
              aria-label="권한"
              placeholder="보유 권한"
              style={{ width: 260 }}
              value={query.authorityCode}
              onChange={(v?: string) => setQuery({ authorityCode: v ?? undefined })}
              options={roleOptions}
              optionFilterProp="label"
            />
          </>
        }
        table={{ onRow: (u) => ({ onClick: () => navigate(`/userhr/info/admin/${u.id}`), style: { cursor: 'pointer' } }) }}
      />
      <UserFormModal
        open={creating}
        onClose={() => setCreating(false)}
        onSaved={(user) => {
          setCreating(false);
          void queryClient.invalidateQueries({ queryKey: ['user'] });
          navigate(`/userhr/info/admin/${user.id}`);
        }}
      />
    </>
  );
}
