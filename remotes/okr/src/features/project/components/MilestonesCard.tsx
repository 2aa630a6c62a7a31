import { errorMessage } from '@dure/shared';
import { MILESTONE_STATUS } from '@dure/shared/contracts/okr/project';
import { DateField, ModalForm, useConfirmAction } from '@dure/shared/form';
import { dayjs, formatDate, josa } from '@dure/shared/format';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Input, InputNumber, Progress, Space, Table, Tag, Upload } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { type Milestone, type ProjectDetail, projectApi } from '../api/projectApi';
import { milestonesQuery } from '../api/projectQueries';

type Values = { name: string; dueDate: Dayjs; weightPct: number | null };
type Done = { milestone: Milestone } | null;

const D = 'YYYY-MM-DD';

/** The milestone's state as a tag: 완료, 지연 (PLANNED past its due day) or 예정. */
export function milestoneTag(m: Pick<Milestone, 'status' | 'overdue'>) {
  if (m.status === 'DONE') return <Tag color="green">{MILESTONE_STATUS.labels.DONE}</Tag>;
  return m.overdue ? <Tag color="red">지연</Tag> : <Tag>{MILESTONE_STATUS.labels.PLANNED}</Tag>;
}

/** Marks a milestone done with a deliverable: upload a file (it joins the project's files) or finish without one. */
function DoneModal({ project, done, onClose, onSaved }: { project: ProjectDetail; done: Done; onClose: () => void; onSaved: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const m = done?.milestone;
  return (
    <ModalForm<{ doneDate: Dayjs }, Milestone>
      open={done !== null}
      title={`마일스톤 완료 · ${m?.name ?? ''}`}
      initialValues={{ doneDate: dayjs() }}
      submitText="완료"
      onClose={() => {
        setFile(null);
        onClose();
      }}
      onSaved={() => {
        setFile(null);
        onSaved();
      }}
      save={async (v) => {
        const deliverable = file ? await projectApi.uploadTemp(file) : null;
        return projectApi.updateMilestone(project.id, m!.id, m!.version, { status: 'DONE', doneDate: v.doneDate.format(D), ...(deliverable ? { deliverableFileId: deliverable.id } : {}) });
      }}
    >
      <DateField name="doneDate" label="완료일" requiredMessage="완료일을 입력해 주세요." />
      <Form.Item label="산출물" extra="올린 파일은 프로젝트 첨부파일에도 보입니다 (선택).">
        <Upload maxCount={1} beforeUpload={(f) => (setFile(f), false)} onRemove={() => setFile(null)} fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}>
          <Button>파일 선택</Button>
        </Upload>
      </Form.Item>
    </ModalForm>
  );
}

/** 마일스톤 tab: due order, weights (Σ 100), done with a deliverable, and the progress they give. */
export function MilestonesCard({ project, onChanged }: { project: ProjectDetail; onChanged: () => void }) {
  const q = useQuery(milestonesQuery(project.id));
  const client = useQueryClient();
  const { message } = App.useApp();
  const confirmAction = useConfirmAction();
  const [editing, setEditing] = useState<{ milestone: Milestone | null } | null>(null);
  const [done, setDone] = useState<Done>(null);
  const edit = project.actions.edit;
  const reload = () => {
    void client.invalidateQueries({ queryKey: ['project', 'milestones', project.id] });
    onChanged();
  };
  const data = q.data;
  const current = editing?.milestone ?? null;

  return (
    <Card
      size="small"
      title={`마일스톤 (${data?.content.length ?? 0})`}
      extra={
        edit && (
          <Button type="primary" onClick={() => setEditing({ milestone: null })}>
            마일스톤 추가
          </Button>
        )
      }
    >
      {q.isError && <Alert type="error" showIcon message={`마일스톤을 불러오지 못했습니다: ${errorMessage(q.error)}`} action={<Button size="small" onClick={() => void q.refetch()}>다시 시도</Button>} />}
      {data && (
        <Space style={{ marginBottom: 12 }} wrap>
          <span>진척률</span>
          <Progress type="line" percent={Math.round(data.progressPct)} style={{ width: 240 }} aria-label="진척률" data-testid="milestone-progress" />
          {data.weightTotal === null ? <Tag>가중치 없음: 경과 기간 기준</Tag> : <Tag color={data.weightTotal === 100 ? 'green' : 'orange'}>가중치 합계 {data.weightTotal}%</Tag>}
        </Space>
      )}
      {data && data.weightTotal !== null && data.weightTotal !== 100 && <Alert style={{ marginBottom: 12 }} type="warning" showIcon message="가중치 합계가 100%가 되도록 맞춰 주세요. 그전까지 진척률은 가중치 합계에 대한 완료 비율입니다." />}
      <Table<Milestone>
        rowKey="id"
        size="small"
        loading={q.isPending}
        pagination={false}
        dataSource={data?.content ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: '마일스톤이 없습니다.' }}
        columns={[
          { title: '마일스톤', dataIndex: 'name' },
          { title: '예정일', dataIndex: 'dueDate', render: (v: string) => formatDate(v) },
          { title: '가중치', dataIndex: 'weightPct', render: (v: number | null) => (v === null ? '-' : `${v}%`) },
          { title: '상태', render: (_, m) => milestoneTag(m) },
          { title: '완료일', dataIndex: 'doneDate', render: (v: string | null) => (v ? formatDate(v) : '-') },
          { title: '산출물', dataIndex: 'deliverableFileName', render: (v: string | null) => v ?? '-' },
          ...(edit
            ? [
                {
                  title: '',
                  key: 'actions',
                  render: (_: unknown, m: Milestone) => (
                    <Space size={4}>
                      {m.status === 'PLANNED' ? (
                        <Button size="small" type="primary" onClick={() => setDone({ milestone: m })} aria-label={`${m.name} 완료`}>
                          완료
                        </Button>
                      ) : (
                        <Button
                          size="small"
                          onClick={() => confirmAction({ title: `${m.name}: 완료 취소`, content: '예정 상태로 되돌립니다. 진척률도 다시 계산됩니다.', okText: '되돌리기', run: () => projectApi.updateMilestone(project.id, m.id, m.version, { status: 'PLANNED' }), success: '예정으로 되돌렸습니다.', onDone: reload })}
                        >
                          완료 취소
                        </Button>
                      )}
                      <Button size="small" onClick={() => setEditing({ milestone: m })}>
                        수정
                      </Button>
                      <Button
                        size="small"
                        danger
                        onClick={() => confirmAction({ title: `${josa(m.name, '을/를')} 삭제할까요?`, content: '삭제 기록은 변경이력에 남습니다.', okText: '삭제', danger: true, run: () => projectApi.removeMilestone(project.id, m.id, m.version), success: '마일스톤을 삭제했습니다.', onDone: reload })}
                      >
                        삭제
                      </Button>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      <ModalForm<Values, Milestone>
        open={editing !== null}
        title={current ? `마일스톤 수정 · ${current.name}` : '마일스톤 추가'}
        initialValues={current ? { name: current.name, dueDate: dayjs(current.dueDate), weightPct: current.weightPct } : { weightPct: null }}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          message.success('마일스톤을 저장했습니다.');
          reload();
        }}
        save={(v) => {
          const input = { name: v.name, dueDate: v.dueDate.format(D), weightPct: v.weightPct ?? null };
          return current ? projectApi.updateMilestone(project.id, current.id, current.version, input) : projectApi.addMilestone(project.id, input);
        }}
      >
        <Form.Item name="name" label="마일스톤명" rules={[{ required: true, whitespace: true, message: '마일스톤명을 입력해 주세요.' }]}>
          <Input />
        </Form.Item>
        <DateField name="dueDate" label="예정일" requiredMessage="예정일을 입력해 주세요." />
        <Form.Item name="weightPct" label="가중치" extra="쓰면 모든 마일스톤의 합계가 100%가 되게 나눠 주세요. 비우면 진척률은 경과 기간으로 계산합니다.">
          <InputNumber<number> aria-label="가중치" min={0.01} max={100} precision={2} addonAfter="%" style={{ width: 160 }} />
        </Form.Item>
      </ModalForm>
      <DoneModal
        project={project}
        done={done}
        onClose={() => setDone(null)}
        onSaved={() => {
          setDone(null);
          message.success('마일스톤을 완료했습니다.');
          reload();
        }}
      />
    </Card>
  );
}
