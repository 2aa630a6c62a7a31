import type { Page } from '@dure/shared/contracts';
import type { ContractClosedQuery, ContractExpiryBoard, ContractListItem, ExpiringContract } from '@dure/shared/contracts/crm/contract';
import { and, asc, count, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { contract, paymentTerm } from '../../../db/schema';
import { type Actor, created, writeAudit } from '../../../lib/audit';
import { nextDocNumber } from '../../../lib/docNumber';
import { pageRequest, toPage } from '../../../lib/page';
import { periodicJob } from '../../../lib/periodicJob';
import { addDays, addMonths, kstDate } from '../../../lib/time';
import { recordActivity } from '../../cross/activity/service';
import { notify } from '../../cross/notification/notify';
import { RECORD_TYPE } from './access';
import { AUDITED, type Row, contractTypeLabels, daysBetween, listFrom, toListItem } from './service';

/** The D-days announced before the end: noticeDays, 30 and 7, largest first. */
export const noticeThresholds = (noticeDays: number) => [...new Set([noticeDays, 30, 7])].sort((a, b) => b - a);

/** The notice due now, if any: the smallest threshold the remaining days have reached, once. */
export function dueNotice(daysLeft: number, noticeDays: number, alreadySent: number | null): number | null {
  const reached = noticeThresholds(noticeDays).filter((t) => daysLeft <= t);
  const smallest = reached.at(-1);
  if (smallest === undefined) return null;
  return alreadySent === null || smallest < alreadySent ? smallest : null;
}

const systemActor = (now: Date): Actor => ({ actorId: null, ip: null, requestId: 'contract-daily', now });

/** ACTIVE → RENEWED with a new ACTIVE contract for the next period (same terms, due dates moved along). */
async function renew(db: Database, actor: Actor, row: Row): Promise<void> {
  await db.transaction(async (tx) => {
    const [old] = await tx
      .update(contract)
      .set({ status: 'RENEWED', version: row.version + 1, updatedAt: actor.now, updatedBy: null })
      .where(and(eq(contract.id, row.id), eq(contract.status, 'ACTIVE')))
      .returning();
    if (!old) return;
    const months = row.renewalMonths ?? 12;
    const startDate = addDays(row.endDate, 1);
    const endDate = addDays(addMonths(startDate, months), -1);
    const contractNo = await nextDocNumber(tx, 'CONTRACT', startDate);
    const { id: _id, createdAt: _c, updatedAt: _u, version: _v, ...copy } = row;
    const [next] = await tx
      .insert(contract)
      .values({
        ...copy,
        contractNo,
        contractDate: startDate,
        startDate,
        endDate,
        status: 'ACTIVE',
        changeSeq: 0,
        renewedFromId: row.id,
        expiryNoticeDay: null,
        approvedAt: actor.now,
        createdAt: actor.now,
        createdBy: null,
        updatedAt: actor.now,
        updatedBy: null,
      })
      .returning();
    const terms = await tx.select().from(paymentTerm).where(and(eq(paymentTerm.contractId, row.id), eq(paymentTerm.deletedYn, 'N'))).orderBy(asc(paymentTerm.seq));
    const shift = (day: string | null) => (day ? addMonths(day, months) : null);
    if (terms.length > 0) {
      await tx.insert(paymentTerm).values(
        terms.map(({ id: _t, createdAt: _tc, updatedAt: _tu, version: _tv, ...t }) => ({
          ...t,
          contractId: next.id,
          dueDate: t.dueType === 'ON_SIGN' ? startDate : shift(t.dueDate),
          status: 'PLANNED' as const,
          createdAt: actor.now,
          updatedAt: actor.now,
        })),
      );
    }
    await writeAudit(tx, actor, { entityType: RECORD_TYPE, entityId: row.id, action: 'STATE', changes: [{ field: 'status', old: 'ACTIVE', new: 'RENEWED' }] });
    await writeAudit(tx, actor, { entityType: RECORD_TYPE, entityId: next.id, action: 'CREATE', changes: [...created(next, ['contractNo', ...AUDITED]), { field: 'renewedFromId', old: null, new: row.id }] });
    await recordActivity(tx, actor, { targetType: RECORD_TYPE, targetId: row.id, verb: 'STATE_CHANGED', summary: `자동연장: ${contractNo}로 갱신` });
    await recordActivity(tx, actor, { targetType: RECORD_TYPE, targetId: next.id, verb: 'CREATED', summary: `자동연장으로 생성 (원계약 ${row.contractNo})` });
  });
}

async function expire(db: Database, actor: Actor, row: Row): Promise<void> {
  await db.transaction(async (tx) => {
    const [done] = await tx
      .update(contract)
      .set({ status: 'EXPIRED', version: row.version + 1, updatedAt: actor.now, updatedBy: null })
      .where(and(eq(contract.id, row.id), eq(contract.status, 'ACTIVE')))
      .returning({ id: contract.id });
    if (!done) return;
    await writeAudit(tx, actor, { entityType: RECORD_TYPE, entityId: row.id, action: 'STATE', changes: [{ field: 'status', old: 'ACTIVE', new: 'EXPIRED' }] });
    await recordActivity(tx, actor, { targetType: RECORD_TYPE, targetId: row.id, verb: 'STATE_CHANGED', summary: `계약 만료 (종료일 ${row.endDate})` });
  });
}

async function announce(db: Database, actor: Actor, row: Row, daysLeft: number, threshold: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [marked] = await tx
      .update(contract)
      .set({ expiryNoticeDay: threshold })
      .where(and(eq(contract.id, row.id), or(sql`${contract.expiryNoticeDay} is null`, sql`${contract.expiryNoticeDay} > ${threshold}`)))
      .returning({ id: contract.id });
    if (!marked || row.ownerUserId === null) return;
    await notify(tx, {
      userIds: [row.ownerUserId],
      category: 'CRM',
      type: 'CONTRACT_EXPIRING',
      title: `계약 만료 D-${daysLeft}: ${row.contractNo}`,
      body: `${row.title} 계약이 ${row.endDate}에 종료됩니다${row.autoRenewYn === 'Y' ? ` (자동연장 ${row.renewalMonths ?? 12}개월 예정)` : ''}.`,
      contentLocation: `/contract/${row.id}`,
      targetType: RECORD_TYPE,
      targetId: row.id,
      now: actor.now,
    });
  });
}

export type DailyResult = { expired: number; renewed: number; notified: number };

/**
 * The daily contract run (idempotent, safe on several instances): ACTIVE contracts past their end day
 * expire or, with auto-renew, are renewed from endDate + 1; owners hear of coming ends at
 * D-noticeDays, D-30 and D-7, once each.
 */
export async function runContractDaily(db: Database, now: Date): Promise<DailyResult> {
  const actor = systemActor(now);
  const today = kstDate(now);
  const result: DailyResult = { expired: 0, renewed: 0, notified: 0 };
  const ended = await db.select().from(contract).where(and(eq(contract.deletedYn, 'N'), eq(contract.status, 'ACTIVE'), lt(contract.endDate, today)));
  for (const row of ended) {
    if (row.autoRenewYn === 'Y') {
      await renew(db, actor, row);
      result.renewed++;
    } else {
      await expire(db, actor, row);
      result.expired++;
    }
  }
  const horizon = addDays(today, 365);
  const coming = await db.select().from(contract).where(and(eq(contract.deletedYn, 'N'), eq(contract.status, 'ACTIVE'), gte(contract.endDate, today), lte(contract.endDate, horizon)));
  for (const row of coming) {
    const daysLeft = daysBetween(today, row.endDate);
    const threshold = dueNotice(daysLeft, row.noticeDays, row.expiryNoticeDay);
    if (threshold === null) continue;
    await announce(db, actor, row, daysLeft, threshold);
    result.notified++;
  }
  return result;
}

/** Runs the daily contract job hourly (each run only does what is due, so extra runs change nothing). */
export const contractJobsPlugin = periodicJob('contract daily job', 90_000, 60 * 60 * 1000, (app) => runContractDaily(app.db, app.clock()));

/** The expiry board of /contract/management: every ACTIVE contract (org-wide) ending within `withinDays`. */
export async function expiryBoard(db: Database, now: Date, withinDays = 90): Promise<ContractExpiryBoard> {
  const today = kstDate(now);
  const rows = await listFrom(db)
    .where(and(eq(contract.deletedYn, 'N'), eq(contract.status, 'ACTIVE'), gte(contract.endDate, today), lte(contract.endDate, addDays(today, withinDays))))
    .orderBy(asc(contract.endDate), asc(contract.id));
  const labels = await contractTypeLabels(db);
  const content = rows.map((r) => {
    const item = toListItem(r, labels, today);
    return { ...item, bucket: (item.daysToEnd <= 30 ? 'D30' : item.daysToEnd <= 60 ? 'D60' : 'D90') as ExpiringContract['bucket'] };
  });
  return {
    d30: content.filter((c) => c.daysToEnd <= 30).length,
    d60: content.filter((c) => c.daysToEnd <= 60).length,
    d90: content.filter((c) => c.daysToEnd <= 90).length,
    content,
  };
}

/** Ended contracts (EXPIRED, TERMINATED) org-wide, for the reopen action of /contract/management. */
export async function closedContracts(db: Database, now: Date, query: ContractClosedQuery): Promise<Page<ContractListItem>> {
  const paging = pageRequest(query);
  const keyword = query.keyword?.trim();
  const where = and(
    eq(contract.deletedYn, 'N'),
    inArray(contract.status, ['EXPIRED', 'TERMINATED']),
    keyword ? or(sql`${contract.title} ilike ${`%${keyword}%`}`, sql`replace(${contract.contractNo}, '-', '') ilike ${`%${keyword.replace(/-/g, '')}%`}`) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(contract).where(where);
  const rows = await listFrom(db).where(where).orderBy(sql`${contract.endDate} desc`, sql`${contract.id} desc`).limit(paging.size).offset(paging.offset);
  const labels = await contractTypeLabels(db);
  const today = kstDate(now);
  return toPage(rows.map((r) => toListItem(r, labels, today)), Number(total), paging);
}
