import type { PickedTaskActivity } from '@dure/shared/contracts/cost/taskActivity';
import type { MyProject } from '@dure/shared/contracts/cost/worklog';
import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { Button, Select, Space } from 'antd';
import { useState } from 'react';
import type { GridRow } from './gridModel';

// biome-ignore lint/suspicious/noExplicitAny: any query key, as ListPage takes
type Props = {
  /** The projects the author may log on in the week (their own, or the person's a manager enters for). */
  projects: UseQueryOptions<MyProject[], Error, MyProject[], any>;
  /** The activities allowed for a project type. */
  activities: (projectTypeId: number) => UseQueryOptions<PickedTaskActivity[], Error, PickedTaskActivity[], any>;
  rows: GridRow[];
  onAdd: (row: GridRow) => void;
};

/** Adds a row: one of the author's projects of the week, then an activity allowed for its type. */
export function AddRow({ projects: projectsQuery, activities: activitiesQuery, rows, onAdd }: Props) {
  const projects = useQuery(projectsQuery);
  const [projectId, setProjectId] = useState<number | null>(null);
  const [activityId, setActivityId] = useState<number | null>(null);
  const project = projects.data?.find((p) => p.id === projectId);
  const activities = useQuery({ ...activitiesQuery(project?.projectTypeId ?? 0), enabled: Boolean(project) });
  const taken = new Set(rows.filter((r) => r.projectId === projectId).map((r) => r.taskActivityId));
  const add = () => {
    const activity = activities.data?.find((a) => a.id === activityId);
    if (!project || !activity) return;
    onAdd({
      projectId: project.id,
      projectNo: project.projectNo,
      projectName: project.name,
      projectTypeId: project.projectTypeId,
      taskActivityId: activity.id,
      activityName: activity.name,
      groupName: activity.groupName,
      category: activity.category,
      noteRequiredYn: activity.noteRequiredYn,
      note: null,
      cells: ['', '', '', '', '', '', ''],
    });
    setActivityId(null);
  };
  return (
    <Space wrap>
      <Select
        aria-label="프로젝트"
        placeholder={projects.isError ? '프로젝트를 불러오지 못했습니다' : '프로젝트 선택'}
        style={{ width: 320 }}
        showSearch
        optionFilterProp="label"
        loading={projects.isPending}
        value={projectId}
        notFoundContent="이 주에 입력할 수 있는 프로젝트가 없습니다."
        options={(projects.data ?? []).map((p) => ({ value: p.id, label: `${p.projectNo} ${p.name}${p.internalYn === 'Y' ? ' (내부)' : ''}` }))}
        onChange={(v: number) => {
          setProjectId(v);
          setActivityId(null);
        }}
      />
      <Select
        aria-label="업무 유형"
        placeholder="업무 유형 선택"
        style={{ width: 240 }}
        disabled={!project}
        loading={activities.isFetching}
        value={activityId}
        notFoundContent="쓸 수 있는 업무 유형이 없습니다."
        options={(activities.data ?? []).map((a) => ({ value: a.id, label: `${a.groupName} · ${a.name}`, disabled: taken.has(a.id) }))}
        onChange={(v: number) => setActivityId(v)}
      />
      <Button onClick={add} disabled={!project || activityId === null}>
        행 추가
      </Button>
    </Space>
  );
}
