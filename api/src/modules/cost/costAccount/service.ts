import type { CostAccount, CostAccountBody, CostAccountCategory, CostAccountListQuery } from '@dure/shared/contracts/cost/costRate';
import { API_MESSAGES } from '@dure/shared/messages';
import { aliasedTable, and, asc, count, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/database';
import { costAccount } from '../../../db/schema';
import { type Actor, created, diff, writeAudit } from '../../../lib/audit';
import { uniqueViolation } from '../../../lib/dbErrors';
import { notFound, staleVersion, validationError } from '../../../lib/httpErrors';
import { COST_ACCOUNT_ENTITY } from './record';

const live = eq(costAccount.deletedYn, 'N');
const AUDITED = ['parentId', 'code', 'name', 'category', 'directYn', 'budgetControlYn', 'activeYn', 'sortOrder'] as const;
const CODE = /^[A-Z0-9_]{1,20}$/;

type Seed = { code: string; name: string; category: CostAccountCategory; direct?: boolean; budget?: boolean; children?: readonly Seed[] };

/** The accounts every installation starts with (added once to an empty table; later edits stay). */
export const DEFAULT_COST_ACCOUNTS: readonly Seed[] = [
  { code: 'LABOR', name: '인건비', category: 'LABOR', children: [{ code: 'LABOR_STD', name: '표준 인건비', category: 'LABOR' }] },
  { code: 'MATERIAL', name: '재료비', category: 'MATERIAL', direct: true, budget: true, children: [{ code: 'MAT_PARTS', name: '부품·원자재', category: 'MATERIAL', direct: true, budget: true }] },
  { code: 'OUTSOURCING', name: '외주비', category: 'OUTSOURCING', direct: true, budget: true, children: [{ code: 'OUT_DEV', name: '외주 개발비', category: 'OUTSOURCING', direct: true, budget: true }] },
  {
    code: 'EXPENSE',
    name: '경비',
    category: 'EXPENSE',
    children: [
      { code: 'EXP_TRAVEL', name: '여비교통비', category: 'EXPENSE', direct: true },
      { code: 'EXP_SUPPLIES', name: '소모품비', category: 'EXPENSE', direct: true },
      { code: 'EXP_FEES', name: '지급수수료', category: 'EXPENSE', direct: true },
      { code: 'EXP_MEALS', name: '복리후생비', category: 'EXPENSE' },
      { code: 'EXP_ENTERTAIN', name: '접대비', category: 'EXPENSE', budget: true },
    ],
  },
  { code: 'OVERHEAD', name: '간접비', category: 'OVERHEAD', children: [{ code: 'OVH_RENT', name: '임차료', category: 'OVERHEAD' }, { code: 'OVH_DEPR', name: '감가상각비', category: 'OVERHEAD' }] },
];

const yn = (b: boolean | undefined) => (b ? ('Y' as const) : ('N' as const));

export async function syncCostAccounts(db: Database, now: Date): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(costAccount);
  if (n > 0) return 0;
  let added = 0;
  await db.transaction(async (tx) => {
    for (const [g, group] of DEFAULT_COST_ACCOUNTS.entries()) {
      const values = (s: Seed, order: number, parentId: number | null) => ({ parentId, code: s.code, name: s.name, category: s.category, directYn: yn(s.direct), budgetControlYn: yn(s.budget), sortOrder: order, createdAt: now, updatedAt: now });
      const [row] = await tx.insert(costAccount).values(values(group, (g + 1) * 10, null)).returning({ id: costAccount.id });
      const children = group.children ?? [];
      if (children.length > 0) await tx.insert(costAccount).values(children.map((c, i) => values(c, (i + 1) * 10, row.id)));
      added += 1 + children.length;
    }
  });
  return added;
}

const parent = aliasedTable(costAccount, 'parent');
type Row = typeof costAccount.$inferSelect & { parentName: string | null };
const toView = (r: Row): CostAccount => ({
  id: r.id,
  code: r.code,
  name: r.name,
  category: r.category,
  parentId: r.parentId,
  parentName: r.parentName,
  directYn: r.directYn,
  budgetControlYn: r.budgetControlYn,
  activeYn: r.activeYn,
  sortOrder: r.sortOrder,
  updatedAt: r.updatedAt.toISOString(),
  version: r.version,
});

async function allRows(db: Executor): Promise<Row[]> {
  return db
    .select({ ...getTableColumns(costAccount), parentName: parent.name })
    .from(costAccount)
    .leftJoin(parent, eq(parent.id, costAccount.parentId))
    .where(live)
    .orderBy(asc(costAccount.sortOrder), asc(costAccount.code));
}

/** The accounts in tree order (each top account, then its children); filters keep a parent whose child matches. */
export async function listCostAccounts(db: Executor, query: CostAccountListQuery): Promise<CostAccount[]> {
  const rows = await allRows(db);
  const keyword = query.keyword?.trim().toLowerCase();
  const keep = (r: Row) =>
    (query.includeInactiveYn === 'Y' || r.activeYn === 'Y') && (!query.category || r.category === query.category) && (!keyword || r.code.toLowerCase().includes(keyword) || r.name.toLowerCase().includes(keyword));
  const out: Row[] = [];
  for (const top of rows.filter((r) => r.parentId === null)) {
    const children = rows.filter((r) => r.parentId === top.id).filter(keep);
    if (keep(top) || children.length > 0) out.push(top, ...children);
  }
  return out.map(toView);
}

export async function getCostAccount(db: Executor, id: number): Promise<CostAccount> {
  const found = (await allRows(db)).find((r) => r.id === id);
  if (!found) throw notFound(API_MESSAGES.costAccountNotFound);
  return toView(found);
}

type Values = Omit<CostAccountBody, 'version'>;

async function parse(tx: Executor, input: CostAccountBody, creating: boolean, selfId: number | null): Promise<Values> {
  const { version: _v, ...values } = input;
  const errors: Record<string, string> = {};
  if (values.code !== undefined || creating) {
    const code = values.code?.trim().toUpperCase() ?? '';
    if (!code) errors.code = API_MESSAGES.costAccountCodeRequired;
    else if (!CODE.test(code)) errors.code = API_MESSAGES.costAccountCodeFormat;
    else {
      const [taken] = await tx.select({ id: costAccount.id }).from(costAccount).where(and(live, eq(costAccount.code, code), selfId === null ? undefined : ne(costAccount.id, selfId))).limit(1);
      if (taken) errors.code = API_MESSAGES.costAccountCodeDuplicate;
    }
    values.code = code;
  }
  if (values.name !== undefined || creating) {
    const name = values.name?.trim() ?? '';
    if (!name) errors.name = API_MESSAGES.costAccountNameRequired;
    values.name = name;
  }
  if (creating && !values.category) errors.category = API_MESSAGES.costAccountCategoryRequired;
  if (values.parentId !== undefined && values.parentId !== null) {
    const [p] = await tx.select({ id: costAccount.id, parentId: costAccount.parentId }).from(costAccount).where(and(live, eq(costAccount.id, values.parentId))).limit(1);
    if (!p || p.id === selfId) errors.parentId = API_MESSAGES.costAccountParentUnknown;
    else if (p.parentId !== null) errors.parentId = API_MESSAGES.costAccountParentNotTop;
    else if (selfId !== null) {
      const [{ n }] = await tx.select({ n: count() }).from(costAccount).where(and(live, eq(costAccount.parentId, selfId)));
      if (n > 0) errors.parentId = API_MESSAGES.costAccountParentHasChildren;
    }
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return values;
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolation(error) === 'cost_account_code_uq') throw validationError({ code: API_MESSAGES.costAccountCodeDuplicate });
    throw error;
  }
}

export async function createCostAccount(db: Database, actor: Actor, input: CostAccountBody): Promise<CostAccount> {
  const id = await guarded(() =>
    db.transaction(async (tx) => {
      const values = await parse(tx, input, true, null);
      const parentId = values.parentId ?? null;
      const [{ last }] = await tx
        .select({ last: sql<number>`coalesce(max(${costAccount.sortOrder}), 0)`.mapWith(Number) })
        .from(costAccount)
        .where(and(live, parentId === null ? sql`${costAccount.parentId} is null` : eq(costAccount.parentId, parentId)));
      const [row] = await tx
        .insert(costAccount)
        .values({ sortOrder: last + 10, ...values, parentId, code: values.code!, name: values.name!, category: values.category!, createdAt: actor.now, createdBy: actor.actorId, updatedAt: actor.now, updatedBy: actor.actorId })
        .returning();
      await writeAudit(tx, actor, { entityType: COST_ACCOUNT_ENTITY, entityId: row.id, action: 'CREATE', changes: created(row, AUDITED) });
      return row.id;
    }),
  );
  return getCostAccount(db, id);
}

/** PUT with version (409 when stale); two levels at most. */
export async function updateCostAccount(db: Database, actor: Actor, id: number, input: CostAccountBody): Promise<CostAccount> {
  if (input.version === undefined) throw validationError({ version: API_MESSAGES.fieldRequired });
  await guarded(() =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(costAccount).where(and(eq(costAccount.id, id), live)).for('update');
      if (!current) throw notFound(API_MESSAGES.costAccountNotFound);
      if (current.version !== input.version) throw staleVersion();
      const values = await parse(tx, input, false, id);
      const changes = diff(current, values, AUDITED);
      if (changes.length === 0) return;
      await tx.update(costAccount).set({ ...values, version: current.version + 1, updatedAt: actor.now, updatedBy: actor.actorId }).where(eq(costAccount.id, id));
      await writeAudit(tx, actor, { entityType: COST_ACCOUNT_ENTITY, entityId: id, action: 'UPDATE', changes });
    }),
  );
  return getCostAccount(db, id);
}
