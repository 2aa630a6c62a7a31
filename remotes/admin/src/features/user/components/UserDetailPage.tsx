import { ArrowLeftOutlined, DownOutlined, EditOutlined, KeyOutlined, PlusOutlined } from '@ant-design/icons';
import { Link, ROLE_TABLE, errorMessage, httpStatus, useCurrentUser, useCan } from '@dure/shared';
import { formatDate, formatDateTime } from '@dure/shared/format';
import { type StatusAction, statusChange, useConfirmAction, useModalState } from '@dure/shared/form';
import { LeaveCard, RecordDetailPage, RecordToolbar } from '@dure/shared/records';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Dropdown, Flex, Space, Tag, Typography } from 'antd';
import { GrantRoleModal } from '../../../components/grants/GrantRoleModal';
import { GrantTable } from '../../../components/grants/GrantTable';
import { userGrantsQuery } from '../../../components/grants/grantQueries';
import { EMPLOYMENT_TYPES, JOB_GRADES, POSITIONS, STATUS_COLORS, STATUS_LABELS, type User, type UserStatus, userApi } from '../api/userApi';
import { userQuery } from '../api/userQueries';
import { UserAvatar } from './UserAvatar';
import { UserFormModal } from './UserFormModal';
import { UserSkillsCard } from './UserSkillsCard';

const STATUS_ACTIONS: StatusAction<UserStatus>[] = [
  { status: 'ACTIVE', label: '재직으로 되돌리기 (잠금 해제)', confirm: '계정을 다시 사용할 수 있게 합니다.' },
  { status: 'LOCKED', label: '계정 잠금', confirm: '즉시 모든 기기에서 로그아웃되고, 잠금을 풀 때까지 로그인할 수 없습니다.', danger: true },
  { status: 'RETIRED', label: '퇴직 처리', confirm: '즉시 모든 기기에서 로그아웃되고 로그인할 수 없습니다. 기록은 그대로 남습니다.', danger: true },
];

const roleName = (code: string) => ROLE_TABLE.find((r) => r.code === code)?.name ?? code;

/** 인사 정보 상세 (/userhr/info/admin/:id): profile, HR data, account state and roles of one person. */
export default function UserDetailPage() {
  return (
    <RecordDetailPage detail={userQuery} listPageId="UserHrListPage" title={(user) => user.name}>
      {(user, reload) => <UserDetail user={user} reload={reload} />}
    </RecordDetailPage>
  );
}

function UserDetail({ user, reload }: { user: User; reload: () => Promise<unknown> }) {
  const { modal } = App.useApp();
  const confirmAction = useConfirmAction();
  const queryClient = useQueryClient();
  const me = useCurrentUser();
  const canWrite = useCan('USER_HR', 'WRITE');
  const canReadGrants = useCan('AUTHORITY_USER', 'READ');
  const canGrant = useCan('AUTHORITY_USER', 'WRITE');
  const grants = useQuery({ ...userGrantsQuery(user.id), enabled: canReadGrants });
  const heldCodes = (grants.data ?? []).map((g) => g.authorityCode);
  const editor = useModalState();
  const granter = useModalState();

  const setUser = (saved: User) => {
    queryClient.setQueryData(userQuery(saved.id).queryKey, saved);
    void queryClient.invalidateQueries({ queryKey: ['user', 'list'] });
  };
  // A grant changes the person's roles too.
  const grantsChanged = () => {
    void queryClient.invalidateQueries({ queryKey: ['grant'] });
    void queryClient.invalidateQueries({ queryKey: userQuery(user.id).queryKey });
  };

  const isSelf = me?.id === user.id;

  function changeStatus(status: UserStatus) {
    const action = STATUS_ACTIONS.find((a) => a.status === status)!;
    confirmAction(
      statusChange(user.name, action, STATUS_LABELS[status], {
        run: async () => setUser(await userApi.setStatus(user.id, status, user.version)),
        onError: (e) => {
          if (httpStatus(e) === 409) void reload();
        },
      }),
    );
  }

  function resetPassword() {
    confirmAction({
      title: '비밀번호 초기화',
      content: `${user.name}의 비밀번호를 임시 비밀번호로 바꿉니다. 모든 기기에서 로그아웃되고, 다음 로그인 때 새 비밀번호를 정해야 합니다.`,
      okText: '초기화',
      danger: true,
      run: async () => {
        const temporary = await userApi.initializePassword(user.id);
        void reload();
        modal.success({
          title: '임시 비밀번호를 발급했습니다',
          content: (
            <>
              <Typography.Paragraph>본인에게 안전한 방법으로 전달해 주세요. 이 창을 닫으면 다시 볼 수 없습니다.</Typography.Paragraph>
              <Typography.Paragraph copyable={{ text: temporary }} code data-testid="temporary-password">
                {temporary}
              </Typography.Paragraph>
            </>
          ),
          okText: '확인',
        });
      },
    });
  }

  const statusItems = STATUS_ACTIONS.filter((a) => a.status !== user.status).map((a) => ({ key: a.status, label: a.label, danger: a.danger }));

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Link to="/userhr/info/admin">
        <ArrowLeftOutlined /> 인사 정보 목록
      </Link>
      <Card>
        <Flex justify="space-between" align="flex-start" wrap gap={16}>
          <Space size="large" align="center">
            <UserAvatar user={user} size={72} />
            <div>
              <Typography.Title level={1} style={{ margin: 0 }}>
                {user.name} {user.ceoYn === 'Y' && <Tag>대표이사</Tag>}
              </Typography.Title>
              <Typography.Text type="secondary">
                {user.username} · {user.deptName ?? '소속 없음'}
                {user.jobGrade ? ` · ${JOB_GRADES[user.jobGrade] ?? user.jobGrade}` : ''}
              </Typography.Text>
              <div style={{ marginTop: 6 }}>
                <Tag color={STATUS_COLORS[user.status]} data-testid="user-status">
                  {STATUS_LABELS[user.status]}
                </Tag>
                {user.mustChangeYn === 'Y' && <Tag color="gold">다음 로그인 때 비밀번호 변경</Tag>}
              </div>
            </div>
          </Space>
          <Space direction="vertical" align="end">
          {canWrite && (
            <Space wrap>
              <Button icon={<EditOutlined />} onClick={() => editor.show()}>
                수정
              </Button>
              {!isSelf && (
                <>
                  <Button icon={<KeyOutlined />} onClick={resetPassword}>
                    비밀번호 초기화
                  </Button>
                  <Dropdown menu={{ items: statusItems, onClick: ({ key }) => changeStatus(key as UserStatus) }} trigger={['click']}>
                    <Button>
                      상태 변경 <DownOutlined />
                    </Button>
                  </Dropdown>
                </>
              )}
            </Space>
          )}
            {/* People are not shared (DOMAIN §9: UserHr); everything else of the toolkit applies. */}
            <RecordToolbar recordType="USER" recordId={user.id} label={`${user.name} (${user.username})`} tools={['history', 'bookmark', 'activity', 'comments', 'files', 'actionItems']} readOnly={!canWrite} />
          </Space>
        </Flex>
      </Card>
      <Card title="기본 정보">
        <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small">
          <Descriptions.Item label="이메일">{user.email}</Descriptions.Item>
          <Descriptions.Item label="휴대폰">{user.mobile ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="소속부서">{user.deptName ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="겸직부서">{user.extraDeptIds.length > 0 ? `${user.extraDeptIds.length}개 부서` : '-'}</Descriptions.Item>
          <Descriptions.Item label="최근 로그인">{user.lastLoginAt ? formatDateTime(user.lastLoginAt) : '-'}</Descriptions.Item>
          <Descriptions.Item label="비밀번호 변경일">{user.passwordChangedAt ? formatDateTime(user.passwordChangedAt) : '-'}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="인사 정보">
        <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small">
          <Descriptions.Item label="사번">{user.employeeNo ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="직급">{user.jobGrade ? JOB_GRADES[user.jobGrade] ?? user.jobGrade : '-'}</Descriptions.Item>
          <Descriptions.Item label="직책">{user.position ? POSITIONS[user.position] ?? user.position : '-'}</Descriptions.Item>
          <Descriptions.Item label="고용형태">{user.employmentType ? EMPLOYMENT_TYPES[user.employmentType] : '-'}</Descriptions.Item>
          <Descriptions.Item label="입사일">{formatDate(user.hireDate) || '-'}</Descriptions.Item>
          <Descriptions.Item label="퇴사일">{formatDate(user.resignDate) || '-'}</Descriptions.Item>
          {user.employmentType === 'CONTRACT' && <Descriptions.Item label="계약만료일">{formatDate(user.contractEndDate) || '-'}</Descriptions.Item>}
          <Descriptions.Item label="생년월일">{formatDate(user.birthDate) || '-'}</Descriptions.Item>
          <Descriptions.Item label="근무지">{user.workLocation ?? '-'}</Descriptions.Item>
        </Descriptions>
      </Card>
      <UserSkillsCard userId={user.id} userName={user.name} canWrite={canWrite} />
      <LeaveCard userId={user.id} userName={isSelf ? undefined : user.name} />
      {canReadGrants && (
        <Card
          title="권한"
          extra={
            canGrant && (
              <Button icon={<PlusOutlined />} onClick={() => granter.show()}>
                권한 부여
              </Button>
            )
          }
        >
          {grants.error ? (
            <Alert type="error" showIcon message={errorMessage(grants.error)} />
          ) : (
            <GrantTable grants={grants.data ?? []} loading={grants.isFetching} canRevoke={canGrant} showUser={false} onChanged={grantsChanged} />
          )}
        </Card>
      )}
      {!canReadGrants && user.authorities.length > 0 && (
        <Card title="권한">
          {user.authorities.map((code) => (
            <Tag key={code}>{roleName(code)}</Tag>
          ))}
        </Card>
      )}
      <UserFormModal open={editor.open} user={user} onClose={editor.close} onSaved={editor.after(setUser)} onReload={reload} />
      <GrantRoleModal open={granter.open} userId={user.id} userName={user.name} held={heldCodes} onClose={granter.close} onGranted={granter.after(grantsChanged)} />
    </Space>
  );
}
