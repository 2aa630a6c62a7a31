import { errorMessage } from '@dure/shared';
import { MEMBER_ROLE, type MemberRole } from '@dure/shared/contracts/okr/project';
import { ModalForm, useConfirmAction } from '@dure/shared/form';
import { dayjs, formatDate } from '@dure/shared/format';
import { type Skill, SkillSearchDialog, UserPicker } from '@dure/shared/records';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, DatePicker, Form, InputNumber, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { type ProjectDetail, type ProjectMember, type StaffCandidate, projectApi } from '../api/projectApi';
import { membersQuery } from '../api/projectQueries';

type Values = { userId: number | null; role: MemberRole; allocationPct: number; period: [Dayjs, Dayjs] };
type Editing = { member: ProjectMember | null; userId?: number; userName?: string };

const D = 'YYYY-MM-DD';
const ROLE_OPTIONS = MEMBER_ROLE.codes.filter((r) => r !== 'PM').map((r) => ({ value: r, label: MEMBER_ROLE.labels[r] }));

/** The over-allocated days of a member as one line: "3/10 ~ 3/31 (130%)". */
export const overText = (m: Pick<ProjectMember, 'overAllocation'>) => m.overAllocation.map((o) => `${formatDate(o.fromDate)} ~ ${formatDate(o.toDate)} (${o.totalPct}%)`).join(', ');

function MemberModal({ project, editing, onClose, onSaved }: { project: ProjectDetail; editing: Editing | null; onClose: () => void; onSaved: (m: ProjectMember) => void }) {
  const member = editing?.member ?? null;
  const isPm = member?.role === 'PM';
  const initial: Partial<Values> = member
    ? { userId: member.userId, role: member.role, allocationPct: member.allocationPct, period: [dayjs(member.fromDate), dayjs(member.toDate)] }
    : { userId: editing?.userId ?? null, role: 'DEVELOPER', allocationPct: 50, period: [dayjs(project.startDate), dayjs(project.endDate)] };
  return (
    <ModalForm<Values, ProjectMember>
      open={editing !== null}
      title={member ? `참여자 수정 · ${member.userName}` : '참여자 추가'}
      initialValues={initial}
      onClose={onClose}
      onSaved={onSaved}
      fieldOf={(key) => (key === 'fromDate' || key === 'toDate' ? 'period' : key)}
      save={(v) => {
        const input = { role: v.role, allocationPct: v.allocationPct, fromDate: v.period[0].format(D), toDate: v.period[1].format(D) };
        return member ? projectApi.updateMember(project.id, member.id, member.version, input) : projectApi.addMember(project.id, { ...input, userId: v.userId ?? undefined });
      }}
    >
      {member ? (
        <Form.Item label="사용자">{member.userName}</Form.Item>
      ) : (
        <Form.Item name="userId" label="사용자" rules={[{ required: true, message: '참여자를 선택해 주세요.' }]}>
          <UserPicker aria-label="사용자" initialLabel={editing?.userName} />
        </Form.Item>
      )}
      <Form.Item name="role" label="역할" rules={[{ required: true, message: '역할을 선택해 주세요.' }]}>
        <Select aria-label="역할" disabled={isPm} options={isPm ? [{ value: 'PM', label: 'PM' }] : ROLE_OPTIONS} />
      </Form.Item>
      <Form.Item name="allocationPct" label="투입률" rules={[{ required: true, message: '투입률을 입력해 주세요.' }]}>
        <InputNumber<number> aria-label="투입률" min={1} max={100} precision={0} addonAfter="%" style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="period" label="참여 기간" rules={[{ required: true, message: '참여 기간을 입력해 주세요.' }]} extra={`프로젝트 기간 ${formatDate(project.startDate)} ~ ${formatDate(project.endDate)} 안이어야 합니다.`}>
        <DatePicker.RangePicker aria-label="참여 기간" />
      </Form.Item>
    </ModalForm>
  );
}

/** Users holding the chosen skills, with their busiest day during the project; one click opens the add form for them. */
function Candidates({ project, skills, onPick }: { project: ProjectDetail; skills: Skill[]; onPick: (c: StaffCandidate) => void }) {
  const ids = skills.map((s) => s.id);
  const q = useQuery({ queryKey: ['project', 'candidates', project.id, ids], queryFn: () => projectApi.candidates(project.id, ids), enabled: ids.length > 0 });
  if (q.isError) return <Alert type="error" showIcon message={`후보를 불러오지 못했습니다: ${errorMessage(q.error)}`} />;
  return (
    <Table<StaffCandidate>
      rowKey="userId"
      size="small"
      loading={q.isPending}
      pagination={false}
      dataSource={q.data ?? []}
      locale={{ emptyText: '선택한 스킬을 가진 사용자가 없습니다.' }}
      columns={[
        { title: '이름', dataIndex: 'userName', render: (_, c) => `${c.userName}${c.deptName ? ` · ${c.deptName}` : ''}` },
        { title: '보유 스킬 (수준)', render: (_, c) => c.skills.map((s) => <Tag key={s.skillId}>{`${s.name} ${s.level}`}</Tag>) },
        { title: '기간 중 최대 투입률', dataIndex: 'peakAllocationPct', render: (v: number) => <Typography.Text type={v >= 100 ? 'danger' : undefined}>{v}%</Typography.Text> },
        {
          title: '',
          key: 'actions',
          render: (_, c) => (c.memberYn === 'Y' ? <Tag>참여 중</Tag> : <Button size="small" onClick={() => onPick(c)} aria-label={`${c.userName} 추가`}>추가</Button>),
        },
      ]}
    />
  );
}

/** 참여자 tab: members with their over-allocation warning, add / edit / remove, and staffing by skill. */
export function MembersCard({ project, onChanged }: { project: ProjectDetail; onChanged: () => void }) {
  const q = useQuery(membersQuery(project.id));
  const client = useQueryClient();
  const { message } = App.useApp();
  const confirmAction = useConfirmAction();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [skillOpen, setSkillOpen] = useState(false);
  const [skills, setSkills] = useState<Skill[]>([]);
  const edit = project.actions.edit;
  const reload = () => {
    void client.invalidateQueries({ queryKey: ['project', 'members', project.id] });
    void client.invalidateQueries({ queryKey: ['project', 'candidates', project.id] });
    onChanged();
  };
  const saved = (m: ProjectMember) => {
    setEditing(null);
    if (m.overAllocation.length > 0) message.warning(`${m.userName}님의 투입률 합계가 100%를 넘는 기간이 있습니다: ${overText(m)}`, 8);
    else message.success('참여자를 저장했습니다.');
    reload();
  };
  const over = (q.data ?? []).filter((m) => m.overAllocation.length > 0);

  return (
    <Card
      size="small"
      title={`참여자 (${q.data?.length ?? 0})`}
      extra={
        edit && (
          <Space>
            <Button onClick={() => setSkillOpen(true)}>스킬로 찾기</Button>
            <Button type="primary" onClick={() => setEditing({ member: null })}>
              참여자 추가
            </Button>
          </Space>
        )
      }
    >
      {q.isError && <Alert type="error" showIcon message={`참여자를 불러오지 못했습니다: ${errorMessage(q.error)}`} action={<Button size="small" onClick={() => void q.refetch()}>다시 시도</Button>} />}
      {over.length > 0 && (
        <Alert style={{ marginBottom: 12 }} type="warning" showIcon message="투입률 합계가 100%를 넘는 참여자가 있습니다 (모든 프로젝트 합산)" description={over.map((m) => `${m.userName}: ${overText(m)}`).join(' / ')} />
      )}
      <Table<ProjectMember>
        rowKey="id"
        size="small"
        loading={q.isPending}
        pagination={false}
        dataSource={q.data ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: '참여자가 없습니다.' }}
        columns={[
          { title: '이름', dataIndex: 'userName', render: (_, m) => `${m.userName}${m.deptName ? ` · ${m.deptName}` : ''}` },
          { title: '역할', dataIndex: 'role', render: (_, m) => MEMBER_ROLE.labels[m.role] },
          {
            title: '투입률',
            dataIndex: 'allocationPct',
            render: (_, m) => (
              <Space size={4}>
                {m.allocationPct}%
                {m.overAllocation.length > 0 && (
                  <Tooltip title={`투입률 합계 100% 초과: ${overText(m)}`}>
                    <Tag color="red">과투입</Tag>
                  </Tooltip>
                )}
              </Space>
            ),
          },
          { title: '참여 기간', render: (_, m) => `${formatDate(m.fromDate)} ~ ${formatDate(m.toDate)}` },
          ...(edit
            ? [
                {
                  title: '',
                  key: 'actions',
                  render: (_: unknown, m: ProjectMember) => (
                    <Space size={4}>
                      <Button size="small" onClick={() => setEditing({ member: m })}>
                        수정
                      </Button>
                      {m.role !== 'PM' && (
                        <Button
                          size="small"
                          danger
                          onClick={() =>
                            confirmAction({ title: `${m.userName}님을 참여자에서 뺄까요?`, content: '참여 기록은 변경이력에 남습니다.', okText: '빼기', danger: true, run: () => projectApi.removeMember(project.id, m.id, m.version), success: '참여자에서 뺐습니다.', onDone: reload })
                          }
                        >
                          빼기
                        </Button>
                      )}
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      {skills.length > 0 && (
        <Card size="small" style={{ marginTop: 12 }} title={`스킬로 찾은 후보: ${skills.map((s) => s.name).join(', ')}`} extra={<Button size="small" onClick={() => setSkills([])}>닫기</Button>}>
          <Candidates project={project} skills={skills} onPick={(c) => setEditing({ member: null, userId: c.userId, userName: c.userName })} />
        </Card>
      )}
      <SkillSearchDialog open={skillOpen} multiple initial={skills} onClose={() => setSkillOpen(false)} onSelect={(picked) => { setSkills(picked); setSkillOpen(false); }} />
      <MemberModal project={project} editing={editing} onClose={() => setEditing(null)} onSaved={saved} />
    </Card>
  );
}
