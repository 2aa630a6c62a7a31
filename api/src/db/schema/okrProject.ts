import type { MemberRole, MilestoneStatus, ProjectHealth, ProjectStatus } from '@dure/shared/contracts/okr/project';
import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, numeric, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { attachment } from './attachment';
import { baseColumns, instant, ref, yn } from './columns';
import { customer } from './crmCustomer';
import { department } from './department';
import { marketSegment } from './marketSegment';
import { appUser } from './user';

export type { MemberRole, MilestoneStatus, ProjectHealth, ProjectStatus };

/**
 * 프로젝트 유형 (DOMAIN §5 ProjectType, /project/management). The task activities a type proposes
 * (defaultTaskActivityIds) wait for the cost area's TaskActivity table.
 */
export const projectType = pgTable(
  'project_type',
  {
    ...baseColumns(),
    code: varchar({ length: 20 }).notNull(),
    name: varchar({ length: 50 }).notNull(),
    billableYn: yn().notNull().default('Y'),
    commonCostYn: yn().notNull().default('N'),
    activeYn: yn().notNull().default('Y'),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('project_type_code_uq').on(t.code).where(sql`${t.deletedYn} = 'N'`)],
);

/**
 * 프로젝트 (DOMAIN §5 Project). The PM is the accountable person (the record's owner for access);
 * progress is computed from the milestones or the calendar, never stored.
 */
export const project = pgTable(
  'project',
  {
    ...baseColumns(),
    ownerDeptId: ref().references(() => department.id),
    projectNo: varchar({ length: 16 }).notNull(),
    name: varchar({ length: 200 }).notNull(),
    projectTypeId: bigint({ mode: 'number' })
      .notNull()
      .references(() => projectType.id),
    customerId: ref().references(() => customer.id),
    segmentId: ref().references(() => marketSegment.id),
    pmUserId: bigint({ mode: 'number' })
      .notNull()
      .references(() => appUser.id),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    actualEndDate: date({ mode: 'string' }),
    status: varchar({ length: 12 }).$type<ProjectStatus>().notNull().default('PLANNED'),
    budgetRevenue: bigint({ mode: 'number' }),
    budgetLabor: bigint({ mode: 'number' }),
    budgetDirect: bigint({ mode: 'number' }),
    budgetHours: numeric({ precision: 10, scale: 2 }),
    health: varchar({ length: 5 }).$type<ProjectHealth>(),
  },
  (t) => [
    uniqueIndex('project_no_uq').on(t.projectNo),
    index('project_owner_dept_idx').on(t.ownerDeptId),
    index('project_pm_idx').on(t.pmUserId),
    index('project_customer_idx').on(t.customerId),
    index('project_type_idx').on(t.projectTypeId),
  ],
);

/** 프로젝트 참여자 (DOMAIN §5 ProjectMember): one row per user and project; removal deletes the row (audited on the project). */
export const projectMember = pgTable(
  'project_member',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    projectId: bigint({ mode: 'number' })
      .notNull()
      .references(() => project.id),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => appUser.id),
    role: varchar({ length: 12 }).$type<MemberRole>().notNull(),
    allocationPct: integer().notNull(),
    fromDate: date({ mode: 'string' }).notNull(),
    toDate: date({ mode: 'string' }).notNull(),
    createdAt: instant().notNull().defaultNow(),
    createdBy: ref(),
    updatedAt: instant().notNull().defaultNow(),
    updatedBy: ref(),
    version: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('project_member_uq').on(t.projectId, t.userId), index('project_member_user_idx').on(t.userId, t.projectId)],
);

/** 마일스톤 (DOMAIN §5 Milestone). `dueNoticeYn`: N-MILESTONE-DUE (D-3) was sent for the current due day. */
export const milestone = pgTable(
  'milestone',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    projectId: bigint({ mode: 'number' })
      .notNull()
      .references(() => project.id),
    name: varchar({ length: 200 }).notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    weightPct: numeric({ precision: 5, scale: 2 }),
    status: varchar({ length: 8 }).$type<MilestoneStatus>().notNull().default('PLANNED'),
    doneDate: date({ mode: 'string' }),
    deliverableFileId: ref().references(() => attachment.id),
    dueNoticeYn: yn().notNull().default('N'),
    createdAt: instant().notNull().defaultNow(),
    createdBy: ref(),
    updatedAt: instant().notNull().defaultNow(),
    updatedBy: ref(),
    version: integer().notNull().default(0),
  },
  (t) => [index('milestone_project_idx').on(t.projectId), index('milestone_due_idx').on(t.dueDate)],
);
