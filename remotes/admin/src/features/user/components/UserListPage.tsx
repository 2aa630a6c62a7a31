import { FileExcelOutlined, PlusOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { ROLE_TABLE, errorMessage, useCan, useNavigate, useSearchParams } from '@dure/shared';
import { dayjs, formatDateTime } from '@dure/shared/format';
import { SavedViews } from '@dure/shared/records';
import { Alert, App, Button, Card, Flex, Input, Select, Space, Table, Tag, Typography } from 'antd';
import type { TableProps } from 'antd';
import { useMemo, useState } from 'react';
import { DepartmentSelect } from '@dure/shared/records';
import { usePagedList } from '../../../lib/usePagedList';
import { EXPORT_MAX_ROWS, exportUsers } from '../api/exportUsers';
import { JOB_GRADES, POSITIONS, STATUS_COLORS, STATUS_LABELS, type User, type UserQuery, type UserStatus, userApi } from '../api/userApi';
import { UserAvatar } from './UserAvatar';
import { UserFormModal } from './UserFormModal';

const SORTABLE: Record<string, string> = { name: 'name', username: 'username', employeeNo: 'employeeNo', lastLoginAt: 'lastLoginAt' };

/** The list's query lives in the address, so back and reload keep it. */
function useUserQuery(): [UserQuery, (patch: Partial<UserQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const query: UserQuery = {
    page: Number(params.get('page') ?? 0),
    size: Number(params.get('size') ?? 20),
    sort: params.get('sort') ?? 'name,asc',
    keyword: params.get('keyword') ?? undefined,
    deptId: params.get('deptId') ? Number(params.get('deptId')) : undefined,
    statusList: (params.get('statusList')?.split(',').filter(Boolean) as UserStatus[] | undefined) ?? ['ACTIVE', 'LOCKED'],
    authorityCode: params.get('authorityCode') ?? undefined,
  };
  const update = (patch: Partial<UserQuery>) => {
    const next = { ...query, page: 0, ...patch };
    const out = new URLSearchParams();
    for (const [k, v] of Object.entries(next)) {
      if (v === undefined || v === null || v === '') continue;
      out.set(k, Array.isArray(v) ? v.join(',') : String(v));
    }
    setParams(out, { replace: true });
  };
  return [query, update];
}

/** 인사 정보 (/userhr/info/admin): people in the caller's data scope, searchable and filterable. */
export default function UserListPage() {
  const navigate = useNavigate();
  const canWrite = useCan('USER_HR', 'WRITE');
  const [query, setQuery] = useUserQuery();
  const { page, loading, error, reload } = usePagedList(query, userApi.list);
  const [keyword, setKeyword] = useState(query.keyword ?? '');
  const [creating, setCreating] = useState(false);
  const [exporting, setExporting] = useState(false);
  const { message } = App.useApp();

  async function exportList() {
    setExporting(true);
    const key = 'user-export';
    try {
      const count = await exportUsers(query, (p) => message.loading({ key, content: `엑셀 파일을 만드는 중입니다… ${Math.round(p * 100)}%`, duration: 0 }), dayjs().format('YYYYMMDD'));
      const capped = (page?.totalElements ?? 0) > EXPORT_MAX_ROWS ? ` (최대 ${EXPORT_MAX_ROWS.toLocaleString('ko-KR')}명까지)` : '';
      message.success({ key, content: `${count.toLocaleString('ko-KR')}명을 내보냈습니다${capped}.` });
    } catch (e) {
      message.error({ key, content: errorMessage(e) });
    } finally {
      setExporting(false);
    }
  }


  const roleOptions = useMemo(() => ROLE_TABLE.map((r) => ({ value: r.code, label: `${r.name} (${r.code})` })), []);

  const columns: TableProps<User>['columns'] = [
    {
      title: '이름',
      dataIndex: 'name',
      sorter: true,
      sortOrder: query.sort?.startsWith('name,') ? (query.sort.endsWith('desc') ? 'descend' : 'ascend') : null,
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
    { title: '사번', dataIndex: 'employeeNo', sorter: true, responsive: ['md'] },
    { title: '소속', dataIndex: 'deptName' },
    { title: '직급', dataIndex: 'jobGrade', render: (v: string | null) => (v ? JOB_GRADES[v] ?? v : '-'), responsive: ['lg'] },
    { title: '직책', dataIndex: 'position', render: (v: string | null) => (v ? POSITIONS[v] ?? v : '-'), responsive: ['lg'] },
    {
      title: '상태',
      dataIndex: 'status',
      render: (s: UserStatus, u) => (
        <Space size={4}>
          <Tag color={STATUS_COLORS[s]}>{STATUS_LABELS[s]}</Tag>
          {u.mustChangeYn === 'Y' && <Tag color="gold">비밀번호 변경 필요</Tag>}
        </Space>
      ),
    },
    { title: '최근 로그인', dataIndex: 'lastLoginAt', sorter: true, render: (v: string | null) => (v ? formatDateTime(v) : '-'), responsive: ['xl'] },
  ];

  const onTableChange: TableProps<User>['onChange'] = (pagination, _filters, sorter) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = s?.order ? SORTABLE[String(s.field)] : undefined;
    setQuery({
      page: (pagination.current ?? 1) - 1,
      size: pagination.pageSize ?? 20,
      sort: field ? `${field},${s.order === 'descend' ? 'desc' : 'asc'}` : 'name,asc',
    });
  };

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          인사 정보
        </Typography.Title>
        <Space>
          <Button icon={<ReloadOutlined />} onClick={reload} aria-label="새로고침" />
          <Button icon={<FileExcelOutlined />} loading={exporting} disabled={!page || page.totalElements === 0} onClick={() => void exportList()}>
            엑셀 내보내기
          </Button>
          {canWrite && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              사용자 등록
            </Button>
          )}
        </Space>
      </Flex>
      <Card size="small">
        <Flex wrap gap={8}>
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
            onPressEnter={() => setQuery({ keyword: keyword || undefined })}
          />
          <DepartmentSelect aria-label="부서" placeholder="전체 부서 (하위 포함)" style={{ width: 220 }} value={query.deptId ?? null} onChange={(v) => setQuery({ deptId: v ?? undefined })} />
          <Select
            mode="multiple"
            aria-label="상태"
            placeholder="전체 상태"
            style={{ minWidth: 180 }}
            value={query.statusList}
            onChange={(v) => setQuery({ statusList: v.length ? v : undefined })}
            options={(Object.keys(STATUS_LABELS) as UserStatus[]).map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
          />
          <Select
            allowClear
            showSearch
            aria-label="권한"
            placeholder="보유 권한"
            style={{ width: 260 }}
            value={query.authorityCode}
            onChange={(v) => setQuery({ authorityCode: v ?? undefined })}
            options={roleOptions}
            optionFilterProp="label"
          />
          <SavedViews
            listKey="userhr-list"
            value={{ filters: { keyword: query.keyword, deptId: query.deptId, statusList: query.statusList, authorityCode: query.authorityCode }, sort: query.sort }}
            onApply={(state) => {
              const filters = (state.filters ?? {}) as Partial<UserQuery>;
              setKeyword(filters.keyword ?? '');
              setQuery({ keyword: filters.keyword, deptId: filters.deptId, statusList: filters.statusList, authorityCode: filters.authorityCode, sort: typeof state.sort === 'string' ? state.sort : 'name,asc' });
            }}
          />
        </Flex>
      </Card>
      {error && <Alert type="error" showIcon message="사용자 목록을 불러오지 못했습니다" description={error} action={<Button onClick={reload}>다시 시도</Button>} />}
      <Table<User>
        rowKey="id"
        size="middle"
        loading={loading}
        columns={columns}
        dataSource={page?.content ?? []}
        onChange={onTableChange}
        locale={{ emptyText: query.keyword || query.deptId || query.authorityCode ? '조건에 맞는 사용자가 없습니다.' : '등록된 사용자가 없습니다.' }}
        pagination={{
          current: query.page + 1,
          pageSize: query.size,
          total: page?.totalElements ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [20, 50, 100],
          showTotal: (total) => `총 ${total.toLocaleString('ko-KR')}명`,
        }}
        onRow={(u) => ({ onClick: () => navigate(`/userhr/info/admin/${u.id}`), style: { cursor: 'pointer' } })}
        scroll={{ x: 'max-content' }}
      />
      <UserFormModal
        open={creating}
        onClose={() => setCreating(false)}
        onSaved={(user) => {
          setCreating(false);
          navigate(`/userhr/info/admin/${user.id}`);
        }}
      />
    </Space>
  );
}
