import { Link, ROLE_TABLE, useCan } from '@dure/shared';
import { formatDateTime } from '@dure/shared/format';
import { type ListColumn, ListPage } from '@dure/shared/list';
import { DepartmentSelect } from '@dure/shared/records';
import { Space, Tag } from 'antd';
import { JOB_GRADES, POSITIONS, STATUS_COLORS, STATUS_LABELS, type User, type UserStatus, userList } from '../api/userApi';
import { userListQuery } from '../api/userQueries';
import { UserAvatar } from './UserAvatar';
import { UserFormModal } from './UserFormModal';

const STATUS_OPTIONS = (Object.keys(STATUS_LABELS) as UserStatus[]).map((s) => ({ value: s, label: STATUS_LABELS[s] }));
const ROLE_OPTIONS = ROLE_TABLE.map((r) => ({ value: r.code, label: `${r.name} (${r.code})` }));

/** A person's 인사 정보 page, opened from their name and from their row. */
const detailPath = (u: User) => `/userhr/info/admin/${u.id}`;

const columns: ListColumn<User>[] = [
  {
    title: '이름',
    dataIndex: 'name',
    sorter: true,
    width: 170,
    render: (_, u) => (
      <Space>
        <UserAvatar user={u} />
        <span>
          <Link to={detailPath(u)}>{u.name}</Link>
          {u.ceoYn === 'Y' && <Tag style={{ marginLeft: 6 }}>대표</Tag>}
        </span>
      </Space>
    ),
  },
  { title: '아이디', dataIndex: 'username', sorter: true, width: 130, ellipsis: true, mobile: true },
  { title: '사번', dataIndex: 'employeeNo', sorter: true, width: 100, render: (_, u) => u.employeeNo ?? '-' },
  { title: '소속', dataIndex: 'deptName', ellipsis: true, mobile: true, render: (_, u) => u.deptName ?? '-' },
  { title: '직급', dataIndex: 'jobGrade', width: 90, render: (_, u) => (u.jobGrade ? JOB_GRADES[u.jobGrade] : '-') },
  { title: '직책', dataIndex: 'position', width: 90, render: (_, u) => (u.position ? POSITIONS[u.position] : '-') },
  {
    title: '상태',
    dataIndex: 'status',
    width: 200,
    mobile: true,
    render: (_, u) => (
      <Space size={4}>
        <Tag color={STATUS_COLORS[u.status]}>{STATUS_LABELS[u.status]}</Tag>
        {u.mustChangeYn === 'Y' && <Tag color="gold">비밀번호 변경 필요</Tag>}
      </Space>
    ),
  },
  { title: '최근 로그인', dataIndex: 'lastLoginAt', sorter: true, width: 150, optional: true, render: (_, u) => (u.lastLoginAt ? formatDateTime(u.lastLoginAt) : '-') },
];

/** 인사 정보 (/userhr/info/admin): people in the caller's data scope, searchable, filterable and exportable. */
export default function UserListPage() {
  const canWrite = useCan('USER_HR', 'WRITE');

  return (
    <ListPage
      title="인사 정보"
      list={userList}
      query={userListQuery}
      columns={columns}
      unit="명"
      create={canWrite && { label: '사용자 등록', form: (f) => <UserFormModal open={f.open} onClose={f.onClose} onSaved={(user) => f.onCreated(`/userhr/info/admin/${user.id}`)} /> }}
      keyword={{ placeholder: '이름, 아이디, 이메일, 사번' }}
      filters={[
        { picker: 'deptId', control: DepartmentSelect, label: '부서', placeholder: '전체 부서 (하위 포함)', width: 220 },
        { select: 'statusList', label: '상태', placeholder: '전체 상태', width: 180, options: STATUS_OPTIONS },
        { select: 'authorityCode', label: '권한', placeholder: '보유 권한', width: 260, options: ROLE_OPTIONS, search: true },
      ]}
      rowLink={detailPath}
    />
  );
}
