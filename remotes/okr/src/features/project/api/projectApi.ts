import { http } from '@dure/shared';
import type { Done, Page, Static } from '@dure/shared/contracts';
import type { StoredFile } from '@dure/shared/contracts/cross/file';
import {
  type MemberBody,
  type Milestone,
  type MilestoneBody,
  type MilestoneList,
  PROJECT_HEALTH,
  PROJECT_STATUS,
  type Project,
  type ProjectBody,
  type ProjectContract,
  type ProjectDetail,
  type ProjectHealth,
  type ProjectMember,
  type ProjectStatus,
  type StaffCandidate,
} from '@dure/shared/contracts/okr/project';
import { type ListStateOf, day, defineListState, enumList, id, text } from '@dure/shared/list-state';

export type { Milestone, MilestoneList, Project, ProjectContract, ProjectDetail, ProjectHealth, ProjectMember, ProjectStatus, StaffCandidate, StoredFile };

/** 프로젝트 list state: the address, the api query, saved views and the export. */
export const projectList = defineListState({
  key: 'project-list',
  exportPath: 'api/project/export.xlsx',
  fields: {
    keyword: text(),
    statusList: enumList<ProjectStatus>(PROJECT_STATUS.codes),
    healthList: enumList<ProjectHealth>(PROJECT_HEALTH.codes),
    projectTypeId: id(),
    pmUserId: id(),
    customerId: id(),
    segmentId: id(),
    dateFrom: day(),
    dateTo: day(),
  },
  sort: { initial: 'startDate,desc', fields: ['projectNo', 'name', 'projectTypeName', 'customerName', 'pmUserName', 'startDate', 'endDate', 'status', 'health', 'progressPct', 'budgetRevenue'] },
});

export type ProjectQuery = ListStateOf<typeof projectList>;

export { PROJECT_HEALTH_COLORS as HEALTH_COLORS, PROJECT_STATUS_COLORS as STATUS_COLORS } from '@dure/shared/contracts/okr/project';

const result = <T>(p: Promise<{ result: T }>) => p.then((r) => r.result);
const base = (id: number) => `api/project/${id}`;

export const projectApi = {
  list: (query: ProjectQuery) => result(http.get('api/project', { searchParams: projectList.apiQuery(query) }).json<{ result: Page<Project> }>()),
  get: (id: number) => result(http.get(base(id)).json<{ result: ProjectDetail }>()),
  create: (input: ProjectBody) => result(http.post('api/project', { json: input }).json<{ result: ProjectDetail }>()),
  update: (id: number, version: number, input: ProjectBody) => result(http.put(base(id), { json: { ...input, version } }).json<{ result: ProjectDetail }>()),
  move: (id: number, version: number, status: ProjectStatus) => result(http.post(`${base(id)}/status`, { json: { status, version } }).json<{ result: ProjectDetail }>()),
  contracts: (id: number) => result(http.get(`${base(id)}/contracts`).json<{ result: ProjectContract[] }>()),
  members: (id: number) => result(http.get(`${base(id)}/members`).json<{ result: ProjectMember[] }>()),
  addMember: (id: number, input: MemberBody) => result(http.post(`${base(id)}/members`, { json: input }).json<{ result: ProjectMember }>()),
  updateMember: (id: number, memberId: number, version: number, input: MemberBody) =>
    result(http.put(`${base(id)}/members/${memberId}`, { json: { ...input, version } }).json<{ result: ProjectMember }>()),
  removeMember: (id: number, memberId: number, version: number) => http.delete(`${base(id)}/members/${memberId}`, { searchParams: { version } }).json<Static<typeof Done>>(),
  candidates: (id: number, skillIds: number[]) => result(http.get(`${base(id)}/candidates`, { searchParams: { skillIds: skillIds.join(',') } }).json<{ result: StaffCandidate[] }>()),
  milestones: (id: number) => result(http.get(`${base(id)}/milestones`).json<{ result: MilestoneList }>()),
  addMilestone: (id: number, input: MilestoneBody) => result(http.post(`${base(id)}/milestones`, { json: input }).json<{ result: Milestone }>()),
  updateMilestone: (id: number, milestoneId: number, version: number, input: MilestoneBody) =>
    result(http.put(`${base(id)}/milestones/${milestoneId}`, { json: { ...input, version } }).json<{ result: Milestone }>()),
  removeMilestone: (id: number, milestoneId: number, version: number) => http.delete(`${base(id)}/milestones/${milestoneId}`, { searchParams: { version } }).json<Static<typeof Done>>(),
  /** A temporary upload (the deliverable), linked to the project when the milestone is saved. */
  uploadTemp: (file: File) => {
    const form = new FormData();
    form.append('files', file, file.name);
    return http.post('api/file', { body: form }).json<{ result: StoredFile[] }>().then((r) => r.result[0]);
  },
};
