import { Type } from 'typebox';
import { ContractStatus } from '../crm/contract';
import { CodeList, DateTime, Id, IdParams, ListQuery, LocalDate, Nullable, OrEmpty, type Static, Text, Version, Yn, labelled } from '../common';

/** 프로젝트 (DOMAIN §5 Project, ProjectMember, Milestone, ProjectType): /project and /project/management. */

export const PROJECT_STATUS = labelled({ PLANNED: '계획', IN_PROGRESS: '진행', ON_HOLD: '보류', COMPLETED: '완료', CANCELED: '취소' }, '상태');
export type ProjectStatus = (typeof PROJECT_STATUS.codes)[number];
export const PROJECT_HEALTH = labelled({ GREEN: '정상', AMBER: '주의', RED: '위험' }, '신호등');
export type ProjectHealth = (typeof PROJECT_HEALTH.codes)[number];
export const MEMBER_ROLE = labelled(
  { PM: 'PM', PL: 'PL', DEVELOPER: '개발자', DESIGNER: '디자이너', PLANNER: '기획자', QA: 'QA', CONSULTANT: '컨설턴트', SALES: '영업' },
  '역할',
);
export type MemberRole = (typeof MEMBER_ROLE.codes)[number];
export const MILESTONE_STATUS = labelled({ PLANNED: '예정', DONE: '완료' }, '상태');
export type MilestoneStatus = (typeof MILESTONE_STATUS.codes)[number];

/**
 * The lifecycle: PLANNED → IN_PROGRESS → COMPLETED, IN_PROGRESS ↔ ON_HOLD, any open state → CANCELED.
 * Reopening a COMPLETED or CANCELED project (back to IN_PROGRESS) needs PROJECT_ADMIN.
 */
export const PROJECT_MOVES: Readonly<Record<ProjectStatus, readonly ProjectStatus[]>> = {
  PLANNED: ['IN_PROGRESS', 'CANCELED'],
  IN_PROGRESS: ['ON_HOLD', 'COMPLETED', 'CANCELED'],
  ON_HOLD: ['IN_PROGRESS', 'CANCELED'],
  COMPLETED: ['IN_PROGRESS'],
  CANCELED: ['IN_PROGRESS'],
};
export const CLOSED_PROJECT_STATUSES: readonly ProjectStatus[] = ['COMPLETED', 'CANCELED'];
/** The states of a project still under way (the home page's 내 프로젝트). */
export const OPEN_PROJECT_STATUSES: readonly ProjectStatus[] = ['PLANNED', 'IN_PROGRESS', 'ON_HOLD'];
/** The theme's tag colours of status and health; the okr screens and the home page share them. */
export const PROJECT_STATUS_COLORS: Readonly<Record<ProjectStatus, string>> = { PLANNED: 'default', IN_PROGRESS: 'blue', ON_HOLD: 'orange', COMPLETED: 'green', CANCELED: 'red' };
export const PROJECT_HEALTH_COLORS: Readonly<Record<ProjectHealth, string>> = { GREEN: 'green', AMBER: 'gold', RED: 'red' };

export const PROJECT_LIMITS = { name: 200, typeCode: 20, typeName: 50, milestoneName: 200 } as const;

// ---------------------------------------------------------------- project types

export const ProjectType = Type.Object({
  id: Id,
  code: Type.String(),
  name: Type.String(),
  billableYn: Yn,
  commonCostYn: Yn,
  activeYn: Yn,
  sortOrder: Type.Integer(),
  projectCount: Type.Integer({ minimum: 0 }),
  updatedAt: DateTime,
  version: Version,
});
export type ProjectType = Static<typeof ProjectType>;

export const ProjectTypeBody = Type.Object({
  code: Type.Optional(Text(PROJECT_LIMITS.typeCode)),
  name: Type.Optional(Text(PROJECT_LIMITS.typeName)),
  billableYn: Type.Optional(Yn),
  commonCostYn: Type.Optional(Yn),
  activeYn: Type.Optional(Yn),
  sortOrder: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999 })),
  version: Type.Optional(Version),
});
export type ProjectTypeBody = Static<typeof ProjectTypeBody>;

export const ProjectTypeListQuery = Type.Object({ activeYn: Type.Optional(Yn) });
export type ProjectTypeListQuery = Static<typeof ProjectTypeListQuery>;

/** An active type any signed-in user may pick (project and lead forms). */
export const PickedProjectType = Type.Object({ id: Id, code: Type.String(), name: Type.String() });
export type PickedProjectType = Static<typeof PickedProjectType>;

// ---------------------------------------------------------------- projects

export const ProjectParams = IdParams;

/** The project picker (a contract's project): projects the caller may read, by name or number. */
export const ProjectPickerQuery = Type.Object({
  keyword: Type.Optional(Text(100)),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type ProjectPickerQuery = Static<typeof ProjectPickerQuery>;
export const PickedProject = Type.Object({ id: Id, projectNo: Type.String(), name: Type.String(), status: PROJECT_STATUS.schema });
export type PickedProject = Static<typeof PickedProject>;

export const ProjectListQuery = ListQuery({
  statusList: Type.Optional(CodeList(100)),
  healthList: Type.Optional(CodeList(40)),
  projectTypeId: OrEmpty(Id),
  pmUserId: OrEmpty(Id),
  customerId: OrEmpty(Id),
  segmentId: OrEmpty(Id),
  /** Projects whose period overlaps [dateFrom, dateTo]. */
  dateFrom: OrEmpty(LocalDate),
  dateTo: OrEmpty(LocalDate),
});
export type ProjectListQuery = Static<typeof ProjectListQuery>;

const Won = Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, description: '원' })));

export const ProjectBody = Type.Object({
  name: Type.Optional(Text(PROJECT_LIMITS.name)),
  projectTypeId: Type.Optional(Id),
  customerId: Type.Optional(Nullable(Id)),
  segmentId: Type.Optional(Nullable(Id)),
  pmUserId: Type.Optional(Id),
  startDate: Type.Optional(LocalDate),
  endDate: Type.Optional(LocalDate),
  budgetRevenue: Won,
  budgetLabor: Won,
  budgetDirect: Won,
  budgetHours: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 99_999_999, description: '시간 (소수 둘째 자리까지)' }))),
  health: Type.Optional(Nullable(PROJECT_HEALTH.schema)),
  version: Type.Optional(Version),
});
export type ProjectBody = Static<typeof ProjectBody>;

export const ProjectStatusBody = Type.Object({ status: PROJECT_STATUS.schema, version: Version }, { additionalProperties: false });
export type ProjectStatusBody = Static<typeof ProjectStatusBody>;

const OptName = Nullable(Type.String());

export const Project = Type.Object({
  id: Id,
  projectNo: Type.String(),
  name: Type.String(),
  projectTypeId: Id,
  projectTypeName: Type.String(),
  customerId: Nullable(Id),
  customerName: OptName,
  segmentId: Nullable(Id),
  segmentName: OptName,
  pmUserId: Id,
  pmUserName: Type.String(),
  startDate: LocalDate,
  endDate: LocalDate,
  actualEndDate: Nullable(LocalDate),
  status: PROJECT_STATUS.schema,
  health: Nullable(PROJECT_HEALTH.schema),
  /** ∑ Σ weight of DONE milestones ÷ Σ weight, else the elapsed share of the period (COMPLETED: 100). */
  progressPct: Type.Number(),
  budgetRevenue: Nullable(Type.Integer()),
  budgetLabor: Nullable(Type.Integer()),
  budgetDirect: Nullable(Type.Integer()),
  budgetHours: Nullable(Type.Number()),
  memberCount: Type.Integer({ minimum: 0 }),
  ownerDeptId: Nullable(Id),
  ownerDeptName: OptName,
  updatedAt: DateTime,
  version: Version,
});
export type Project = Static<typeof Project>;

/** What the caller may do on a project now: edit its fields, members and milestones, and move it to these states. */
export const ProjectActions = Type.Object({ edit: Type.Boolean(), statuses: Type.Array(PROJECT_STATUS.schema) });
export type ProjectActions = Static<typeof ProjectActions>;

export const ProjectDetail = Type.Object({
  ...Project.properties,
  milestoneCount: Type.Integer({ minimum: 0 }),
  doneMilestoneCount: Type.Integer({ minimum: 0 }),
  overdueMilestoneCount: Type.Integer({ minimum: 0 }),
  createdAt: DateTime,
  actions: ProjectActions,
});
export type ProjectDetail = Static<typeof ProjectDetail>;

// ---------------------------------------------------------------- members

export const MemberParams = Type.Object({ id: Id, memberId: Id });

export const MemberBody = Type.Object({
  userId: Type.Optional(Id),
  role: Type.Optional(MEMBER_ROLE.schema),
  allocationPct: Type.Optional(Type.Integer({ description: '1–100 (서비스가 확인)' })),
  /** Default: the project's start / end. */
  fromDate: Type.Optional(Nullable(LocalDate)),
  toDate: Type.Optional(Nullable(LocalDate)),
  version: Type.Optional(Version),
});
export type MemberBody = Static<typeof MemberBody>;

/** Days (as ranges) on which a user's Σ allocation over all live projects exceeds 100%. */
export const OverAllocation = Type.Object({ fromDate: LocalDate, toDate: LocalDate, totalPct: Type.Integer() });
export type OverAllocation = Static<typeof OverAllocation>;

export const ProjectMember = Type.Object({
  id: Id,
  projectId: Id,
  userId: Id,
  userName: Type.String(),
  deptName: OptName,
  role: MEMBER_ROLE.schema,
  allocationPct: Type.Integer(),
  fromDate: LocalDate,
  toDate: LocalDate,
  /** A warning, never a refusal: the member's over-allocated days within their dates on this project. */
  overAllocation: Type.Array(OverAllocation),
  version: Version,
});
export type ProjectMember = Static<typeof ProjectMember>;

// ---------------------------------------------------------------- milestones

export const MilestoneParams = Type.Object({ id: Id, milestoneId: Id });

export const MilestoneBody = Type.Object({
  name: Type.Optional(Text(PROJECT_LIMITS.milestoneName)),
  dueDate: Type.Optional(LocalDate),
  weightPct: Type.Optional(Nullable(Type.Number({ description: '0–100, 소수 둘째 자리까지; 쓰면 합계 100' }))),
  status: Type.Optional(MILESTONE_STATUS.schema),
  /** DONE without a date: today. */
  doneDate: Type.Optional(Nullable(LocalDate)),
  /** A file already on the project or the caller's own temporary upload. */
  deliverableFileId: Type.Optional(Nullable(Id)),
  version: Type.Optional(Version),
});
export type MilestoneBody = Static<typeof MilestoneBody>;

export const Milestone = Type.Object({
  id: Id,
  projectId: Id,
  name: Type.String(),
  dueDate: LocalDate,
  weightPct: Nullable(Type.Number()),
  status: MILESTONE_STATUS.schema,
  doneDate: Nullable(LocalDate),
  /** ∑ PLANNED and past its due day. */
  overdue: Type.Boolean(),
  deliverableFileId: Nullable(Id),
  deliverableFileName: OptName,
  version: Version,
});
export type Milestone = Static<typeof Milestone>;

export const MilestoneList = Type.Object({
  content: Type.Array(Milestone),
  /** Σ weightPct of the milestones that have one; null when none is weighted. */
  weightTotal: Nullable(Type.Number()),
  progressPct: Type.Number(),
});
export type MilestoneList = Static<typeof MilestoneList>;

// ---------------------------------------------------------------- contracts of a project

export const ProjectContract = Type.Object({
  id: Id,
  contractNo: Type.String(),
  title: Type.String(),
  customerName: Type.String(),
  status: ContractStatus.schema,
  contractDate: LocalDate,
  startDate: LocalDate,
  endDate: LocalDate,
  krwSupplyAmount: Type.Integer(),
});
export type ProjectContract = Static<typeof ProjectContract>;


// ---------------------------------------------------------------- the home page's 내 프로젝트

/** A project under way that the caller leads (PM) or is a member of, as the home page lists it. */
export const MyProject = Type.Object({
  id: Id,
  projectNo: Type.String(),
  name: Type.String(),
  status: PROJECT_STATUS.schema,
  health: Nullable(PROJECT_HEALTH.schema),
  progressPct: Type.Number(),
  endDate: LocalDate,
  /** The caller's roles on it: PM first when they lead it, then their member roles. */
  myRoles: Type.Array(MEMBER_ROLE.schema),
  /** The earliest milestone not done yet (overdue ones included). */
  nextMilestone: Nullable(Type.Object({ id: Id, name: Type.String(), dueDate: LocalDate, overdue: Type.Boolean() })),
});
export type MyProject = Static<typeof MyProject>;

// ---------------------------------------------------------------- staffing by skill

export const CandidateQuery = Type.Object({ skillIds: Type.String({ maxLength: 200, pattern: '^\\d+(,\\d+){0,19}$', description: '스킬 id 목록 (쉼표)' }) });
export type CandidateQuery = Static<typeof CandidateQuery>;

/** A user holding at least one of the skills: their matching skills and their busiest day's Σ allocation within the project. */
export const StaffCandidate = Type.Object({
  userId: Id,
  userName: Type.String(),
  deptName: OptName,
  skills: Type.Array(Type.Object({ skillId: Id, name: Type.String(), level: Type.Integer() })),
  peakAllocationPct: Type.Integer({ minimum: 0 }),
  memberYn: Yn,
});
export type StaffCandidate = Static<typeof StaffCandidate>;
