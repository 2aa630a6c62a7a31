import { role, write } from '@dure/shared/access';
import { Done, PageOf, Result, VersionQuery } from '@dure/shared/contracts';
import {
  CandidateQuery,
  MemberBody,
  MemberParams,
  Milestone,
  MilestoneBody,
  MilestoneList,
  MilestoneParams,
  MyProject,
  PROJECT_HEALTH,
  PROJECT_STATUS,
  Project,
  ProjectBody,
  ProjectContract,
  ProjectDetail,
  ProjectListQuery,
  ProjectMember,
  PickedProject,
  ProjectParams,
  ProjectPickerQuery,
  ProjectStatusBody,
  StaffCandidate,
} from '@dure/shared/contracts/okr/project';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { actorOf } from '../../../lib/actor';
import { listExportRoute } from '../../../lib/listExportRoute';
import { EXPORT_BATCH_ROWS } from '../../../lib/xlsxExport';
import { viewerOf } from '../../cross/record/registry';
import { PROJECT_ENTITY } from './access';
import { addMember, listMembers, removeMember, staffCandidates, updateMember } from './members';
import { myProjects } from './mine';
import { pickProjects } from './picker';
import { addMilestone, listMilestones, removeMilestone, updateMilestone } from './milestones';
import { createProject, getProject, listProjects, moveProject, projectContracts, updateProject } from './service';

/** Any project role: the records themselves decide (PM and members: own projects; _READ/_WRITE: department scope). */
const ANY = { roles: [role('PROJECT')] };
const CREATE = { roles: [write('PROJECT')] };
/** The caller's own projects only (the home page), whatever their PROJECT roles. */
const SIGNED_IN = { access: 'authenticated' as const };
const tags = ['project'];

/** 프로젝트 (DOMAIN §5 Project, ProjectMember, Milestone; /project). */
export async function projectRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/project',
    { config: ANY, schema: { tags, summary: '프로젝트 목록 (데이터 범위, 진척률 포함)', querystring: ProjectListQuery, response: { 200: Result(PageOf(Project)) } } },
    async (request) => ({ result: await listProjects(app.db, viewerOf(request), request.query) }),
  );

  app.get(
    '/api/project/mine',
    { config: SIGNED_IN, schema: { tags, summary: '내 프로젝트 (홈: PM이거나 참여 중인 진행·계획·보류 프로젝트, 내 역할과 다음 마일스톤)', response: { 200: Result(Type.Array(MyProject)) } } },
    async (request) => ({ result: await myProjects(app.db, request.auth!.userId, app.clock()) }),
  );

  app.get(
    '/api/project/picker',
    { config: SIGNED_IN, schema: { tags, summary: '프로젝트 찾기 (선택용: 볼 수 있는 프로젝트만, 이름·번호로)', querystring: ProjectPickerQuery, response: { 200: Result(Type.Array(PickedProject)) } } },
    async (request) => ({ result: await pickProjects(app.db, viewerOf(request), request.query) }),
  );

  listExportRoute(app, {
    path: '/api/project/export.xlsx',
    access: ANY,
    tags,
    title: '프로젝트',
    asciiName: 'projects',
    query: Type.Omit(ProjectListQuery, ['page', 'size']),
    entityType: PROJECT_ENTITY,
    columns: () => [
      { header: '번호', width: 14, cell: (p: Project) => p.projectNo },
      { header: '프로젝트명', width: 32, cell: (p) => p.name },
      { header: '유형', width: 10, cell: (p) => p.projectTypeName },
      { header: '고객사', width: 24, cell: (p) => p.customerName },
      { header: '세그먼트', cell: (p) => p.segmentName },
      { header: 'PM', cell: (p) => p.pmUserName },
      { header: '시작일', width: 12, cell: (p) => p.startDate },
      { header: '종료일', width: 12, cell: (p) => p.endDate },
      { header: '실제 종료일', width: 12, cell: (p) => p.actualEndDate },
      { header: '상태', width: 8, cell: (p) => PROJECT_STATUS.labels[p.status] },
      { header: '신호등', width: 8, cell: (p) => (p.health ? PROJECT_HEALTH.labels[p.health] : null) },
      { header: '진척률(%)', cell: (p) => p.progressPct },
      { header: '매출 예산', cell: (p) => p.budgetRevenue },
      { header: '인건비 예산', cell: (p) => p.budgetLabor },
      { header: '직접비 예산', cell: (p) => p.budgetDirect },
      { header: '예산 공수(h)', cell: (p) => p.budgetHours },
      { header: '참여자 수', cell: (p) => p.memberCount },
    ],
    readPage: (request, query, page, size) => listProjects(app.db, viewerOf(request), { ...query, page, size }, EXPORT_BATCH_ROWS),
  });

  app.get(
    '/api/project/:id',
    { config: ANY, schema: { tags, summary: '프로젝트 상세 (가능한 작업 포함)', params: ProjectParams, response: { 200: Result(ProjectDetail) } } },
    async (request) => ({ result: await getProject(app.db, viewerOf(request), request.params.id) }),
  );

  app.post(
    '/api/project',
    { config: CREATE, schema: { tags, summary: '프로젝트 등록 (번호 자동, PM은 자동으로 참여자)', body: ProjectBody, response: { 201: Result(ProjectDetail) } } },
    async (request, reply) => reply.code(201).send({ result: await createProject(app.db, viewerOf(request), actorOf(request), request.body) }),
  );

  app.put(
    '/api/project/:id',
    { config: ANY, schema: { tags, summary: '프로젝트 수정 (version 필수; PM은 자기 프로젝트, PROJECT_WRITE는 부서 범위)', params: ProjectParams, body: ProjectBody, response: { 200: Result(ProjectDetail) } } },
    async (request) => ({ result: await updateProject(app.db, viewerOf(request), actorOf(request), request.params.id, request.body) }),
  );

  app.post(
    '/api/project/:id/status',
    { config: ANY, schema: { tags, summary: '프로젝트 상태 변경 (완료·취소 후 재개는 PROJECT_ADMIN)', params: ProjectParams, body: ProjectStatusBody, response: { 200: Result(ProjectDetail) } } },
    async (request) => ({ result: await moveProject(app.db, viewerOf(request), actorOf(request), request.params.id, request.body.status, request.body.version) }),
  );

  app.get(
    '/api/project/:id/contracts',
    { config: ANY, schema: { tags, summary: '프로젝트의 계약 (계약 목록에서 볼 수 있는 것만)', params: ProjectParams, response: { 200: Result(Type.Array(ProjectContract)) } } },
    async (request) => ({ result: await projectContracts(app.db, viewerOf(request), request.params.id) }),
  );

  app.get(
    '/api/project/:id/members',
    { config: ANY, schema: { tags, summary: '참여자 (과투입 날짜 경고 포함)', params: ProjectParams, response: { 200: Result(Type.Array(ProjectMember)) } } },
    async (request) => ({ result: await listMembers(app.db, viewerOf(request), request.params.id) }),
  );

  app.get(
    '/api/project/:id/candidates',
    { config: ANY, schema: { tags, summary: '스킬로 투입 후보 찾기 (보유 스킬·프로젝트 기간 중 최대 투입률)', params: ProjectParams, querystring: CandidateQuery, response: { 200: Result(Type.Array(StaffCandidate)) } } },
    async (request) => ({ result: await staffCandidates(app.db, viewerOf(request), request.params.id, request.query.skillIds.split(',').map(Number)) }),
  );

  app.post(
    '/api/project/:id/members',
    { config: ANY, schema: { tags, summary: '참여자 추가 (투입률 합계 100% 초과 날짜는 경고로 답함)', params: ProjectParams, body: MemberBody, response: { 201: Result(ProjectMember) } } },
    async (request, reply) => reply.code(201).send({ result: await addMember(app.db, viewerOf(request), actorOf(request), request.params.id, request.body) }),
  );

  app.put(
    '/api/project/:id/members/:memberId',
    { config: ANY, schema: { tags, summary: '참여자 수정 (version 필수)', params: MemberParams, body: MemberBody, response: { 200: Result(ProjectMember) } } },
    async (request) => ({ result: await updateMember(app.db, viewerOf(request), actorOf(request), request.params.id, request.params.memberId, request.body) }),
  );

  app.delete(
    '/api/project/:id/members/:memberId',
    { config: ANY, schema: { tags, summary: '참여자 제외 (PM 제외)', params: MemberParams, querystring: VersionQuery, response: { 200: Done } } },
    async (request) => {
      await removeMember(app.db, viewerOf(request), actorOf(request), request.params.id, request.params.memberId, request.query.version);
      return { result: null };
    },
  );

  app.get(
    '/api/project/:id/milestones',
    { config: ANY, schema: { tags, summary: '마일스톤 (가중치 합계·진척률 포함)', params: ProjectParams, response: { 200: Result(MilestoneList) } } },
    async (request) => ({ result: await listMilestones(app.db, viewerOf(request), request.params.id) }),
  );

  app.post(
    '/api/project/:id/milestones',
    { config: ANY, schema: { tags, summary: '마일스톤 추가', params: ProjectParams, body: MilestoneBody, response: { 201: Result(Milestone) } } },
    async (request, reply) => reply.code(201).send({ result: await addMilestone(app.db, viewerOf(request), actorOf(request), request.params.id, request.body) }),
  );

  app.put(
    '/api/project/:id/milestones/:milestoneId',
    { config: ANY, schema: { tags, summary: '마일스톤 수정·완료 (version 필수)', params: MilestoneParams, body: MilestoneBody, response: { 200: Result(Milestone) } } },
    async (request) => ({ result: await updateMilestone(app.db, viewerOf(request), actorOf(request), request.params.id, request.params.milestoneId, request.body) }),
  );

  app.delete(
    '/api/project/:id/milestones/:milestoneId',
    { config: ANY, schema: { tags, summary: '마일스톤 삭제', params: MilestoneParams, querystring: VersionQuery, response: { 200: Done } } },
    async (request) => {
      await removeMilestone(app.db, viewerOf(request), actorOf(request), request.params.id, request.params.milestoneId, request.query.version);
      return { result: null };
    },
  );
}
