import type { PickedProjectType, ProjectType, ProjectTypeBody, ProjectTypeListQuery } from '@dure/shared/contracts/okr/project';
import { API_MESSAGES } from '@dure/shared/messages';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/database';
import { projectType } from '../../../db/schema';
import { type Actor, created, diff, writeAudit } from '../../../lib/audit';
import { uniqueViolation } from '../../../lib/dbErrors';
import { notFound, staleVersion, validationError } from '../../../lib/httpErrors';

export const PROJECT_TYPE_ENTITY = 'PROJECT_TYPE';

/** The five types of DOMAIN §5, added once to an empty table (an admin's later edits stay). */
const DEFAULT_TYPES = [
  { code: 'BUILD', name: '구축', billableYn: 'Y', commonCostYn: 'N' },
  { code: 'MAINTENANCE', name: '유지보수', billableYn: 'Y', commonCostYn: 'N' },
  { code: 'RND', name: '연구개발', billableYn: 'N', commonCostYn: 'Y' },
  { code: 'PROPOSAL', name: '제안', billableYn: 'N', commonCostYn: 'Y' },
  { code: 'INTERNAL', name: '내부', billableYn: 'N', commonCostYn: 'Y' },
] as const;

export async function syncProjectTypes(db: Database, now: Date): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(projectType);
  if (n > 0) return 0;
  await db.insert(projectType).values(DEFAULT_TYPES.map((t, i) => ({ ...t, sortOrder: (i + 1) * 10, createdAt: now, updatedAt: now })));
  return DEFAULT_TYPES.length;
}

const live = eq(projectType.deletedYn, 'N');
const AUDITED = ['code', 'name', 'billableYn', 'commonCostYn', 'activeYn', 'sortOrder'] as const;
const CODE = /^[A-Z0-9_]{1,20}$/;

const columns = {
  id: projectType.id,
  code: projectType.code,
  name: projectType.name,
  billableYn: projectType.billableYn,
  commonCostYn: projectType.commonCostYn,
  activeYn: projectType.activeYn,
  sortOrder: projectType.sortOrder,
  projectCount: sql<number>`(select count(*) from project p where p.project_type_id = ${projectType}.${sql.identifier('id')} and p.deleted_yn = 'N')`.mapWith(Number),
  updatedAt: projectType.updatedAt,
  version: projectType.version,
};

const toView = (row: { updatedAt: Date } & Omit<ProjectType, 'updatedAt'>): ProjectType => ({ ...row, updatedAt: row.updatedAt.toISOString() });

export async function listProjectTypes(db: Executor, query: ProjectTypeListQuery): Promise<ProjectType[]> {
  const rows = await db
    .select(columns)
    .from(projectType)
    .where(and(live, query.activeYn ? eq(projectType.activeYn, query.activeYn) : undefined))
    .orderBy(asc(projectType.sortOrder), asc(projectType.code));
  return rows.map(toView);
}

async function getProjectType(db: Executor, id: number): Promise<ProjectType> {
  const [row] = await db.select(columns).from(projectType).where(and(eq(projectType.id, id), live));
  if (!row) throw notFound(API_MESSAGES.projectTypeNotFound);
  return toView(row);
}

/** Active types for the project and lead forms. */
export async function pickProjectTypes(db: Executor): Promise<PickedProjectType[]> {
  return db
    .select({ id: projectType.id, code: projectType.code, name: projectType.name })
    .from(projectType)
    .where(and(live, eq(projectType.activeYn, 'Y')))
    .orderBy(asc(projectType.sortOrder), asc(projectType.code));
}

/** The Korean field message when a record may not take this type (unknown, or inactive unless it already holds it). */
export async function projectTypeProblem(db: Executor, id: number, currentId: number | null = null): Promise<string | null> {
  const [row] = await db.select({ activeYn: projectType.activeYn }).from(projectType).where(and(eq(projectType.id, id), live));
  if (!row) return API_MESSAGES.projectTypeUnknown;
  if (row.activeYn !== 'Y' && id !== currentId) return API_MESSAGES.projectTypeInactive;
  return null;
}

type Values = Omit<ProjectTypeBody, 'version'>;

function parse(input: ProjectTypeBody, creating: boolean): Values {
  const { version: _v, ...values } = input;
  const errors: Record<string, string> = {};
  if (values.code !== undefined || creating) {
    const code = values.code?.trim().toUpperCase() ?? '';
    if (!code) errors.code = API_MESSAGES.projectTypeCodeRequired;
    else if (!CODE.test(code)) errors.code = API_MESSAGES.projectTypeCodeFormat;
    values.code = code;
  }
  if (values.name !== undefined || creating) {
    const name = values.name?.trim() ?? '';
    if (!name) errors.name = API_MESSAGES.projectTypeNameRequired;
    values.name = name;
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return values;
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolation(error) === 'project_type_code_uq') throw validationError({ code: API_MESSAGES.projectTypeCodeDuplicate });
    throw error;
  }
}

async function codeTaken(tx: Executor, code: string, selfId: number | null): Promise<boolean> {
  const [row] = await tx
    .select({ id: projectType.id })
    .from(projectType)
    .where(and(eq(projectType.code, code), live, selfId === null ? undefined : ne(projectType.id, selfId)))
    .limit(1);
  return Boolean(row);
}

export async function createProjectType(db: Database, actor: Actor, input: ProjectTypeBody): Promise<ProjectType> {
  const values = parse(input, true);
  const id = await guarded(() =>
    db.transaction(async (tx) => {
      if (await codeTaken(tx, values.code!, null)) throw validationError({ code: API_MESSAGES.projectTypeCodeDuplicate });
      // A new type goes last unless given a place.
      const [{ last }] = await tx.select({ last: sql<number>`coalesce(max(${projectType.sortOrder}), 0)`.mapWith(Number) }).from(projectType).where(live);
      const [row] = await tx
        .insert(projectType)
        .values({ sortOrder: last + 10, ...values, code: values.code!, name: values.name!, createdAt: actor.now, createdBy: actor.actorId, updatedAt: actor.now, updatedBy: actor.actorId })
        .returning();
      await writeAudit(tx, actor, { entityType: PROJECT_TYPE_ENTITY, entityId: row.id, action: 'CREATE', changes: created(row, AUDITED) });
      return row.id;
    }),
  );
  return getProjectType(db, id);
}

/** PUT: version must match (409); a type in use is deactivated (activeYn=N), never deleted. */
export async function updateProjectType(db: Database, actor: Actor, id: number, input: ProjectTypeBody): Promise<ProjectType> {
  if (input.version === undefined) throw validationError({ version: API_MESSAGES.fieldRequired });
  const values = parse(input, false);
  await guarded(() =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(projectType).where(and(eq(projectType.id, id), live)).for('update');
      if (!current) throw notFound(API_MESSAGES.projectTypeNotFound);
      if (current.version !== input.version) throw staleVersion();
      if (values.code && values.code !== current.code && (await codeTaken(tx, values.code, id))) throw validationError({ code: API_MESSAGES.projectTypeCodeDuplicate });
      const changes = diff(current, values, AUDITED);
      if (changes.length === 0) return;
      await tx.update(projectType).set({ ...values, version: current.version + 1, updatedAt: actor.now, updatedBy: actor.actorId }).where(eq(projectType.id, id));
      await writeAudit(tx, actor, { entityType: PROJECT_TYPE_ENTITY, entityId: id, action: 'UPDATE', changes });
    }),
  );
  return getProjectType(db, id);
}
