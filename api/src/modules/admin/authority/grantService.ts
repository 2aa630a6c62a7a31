import { AUTHORITY_LIMITS, type Grant, type GrantBody, type GrantListQuery } from '@dure/shared/contracts/admin/authority';
import { expandAuthorities } from '@dure/shared/access';
import { API_MESSAGES } from '@dure/shared/messages';
import { type SQL, and, count, desc, eq, ilike, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../../db/database';
import { appUser, authorityCode, department, userAuthority } from '../../../db/schema';
import type { Actor } from '../../../lib/audit';
import { writeAudit } from '../../../lib/audit';
import { type ScopeCaller, inScope, scopeCondition, scopeOf } from '../../../lib/dataScope';
import { uniqueViolation } from '../../../lib/dbErrors';
import { ApiError, forbidden, notFound, validationError } from '../../../lib/httpErrors';
import { fill } from '../../../lib/messages';
import { type Page, pageRequest, toPage } from '../../../lib/page';
import { isDate, kstDate, kstDayEnd, toKst } from '../../../lib/time';
import { notify } from '../../cross/notification/notify';
import { storedComposites } from './codeTable';
import { containsPattern } from '../../../lib/like';
import { invalidateOwners } from '../../auth/token/invalidation';

const AREA = 'AUTHORITY_USER' as const;


const lastKstDay = (expiresAt: Date) => kstDate(new Date(expiresAt.getTime() - 1));

export async function listGrants(db: Database, caller: ScopeCaller, query: GrantListQuery, now: Date): Promise<Page<Grant>> {
  const request = pageRequest(query);
  const granter = alias(appUser, 'granter');
  const scope = await scopeOf(db, caller, AREA);
  const keyword = query.keyword?.trim();
  const pattern = keyword ? containsPattern(keyword) : null;
  const where = and(
    eq(appUser.deletedYn, 'N'),
    scopeCondition(scope, appUser.deptId, eq(appUser.id, caller.userId)),
    query.userId ? eq(userAuthority.userId, query.userId) : undefined,
    query.authorityCode?.trim() ? eq(userAuthority.authorityCode, query.authorityCode.trim()) : undefined,
    query.deptId ? eq(appUser.deptId, query.deptId) : undefined,
    pattern
      ? (or(ilike(appUser.name, pattern), ilike(appUser.username, pattern), ilike(userAuthority.authorityCode, pattern), ilike(authorityCode.name, pattern)) as SQL)
      : undefined,
  );
  const [{ total }] = await db
    .select({ total: count() })
    .from(userAuthority)
    .innerJoin(appUser, eq(appUser.id, userAuthority.userId))
    .leftJoin(authorityCode, eq(authorityCode.code, userAuthority.authorityCode))
    .where(where);
  const rows = await db
    .select({
      grant: userAuthority,
      username: appUser.username,
      userName: appUser.name,
      deptName: department.name,
      authorityName: authorityCode.name,
      grantedByName: granter.name,
    })
    .from(userAuthority)
    .innerJoin(appUser, eq(appUser.id, userAuthority.userId))
    .leftJoin(department, eq(department.id, appUser.deptId))
    .leftJoin(authorityCode, eq(authorityCode.code, userAuthority.authorityCode))
    .leftJoin(granter, eq(granter.id, userAuthority.grantedBy))
    .where(where)
    .orderBy(desc(userAuthority.grantedAt), desc(userAuthority.id))
    .limit(request.size)
    .offset(request.offset);
  const content = rows.map((r) => ({
    id: r.grant.id,
    userId: r.grant.userId,
    username: r.username,
    userName: r.userName,
    deptName: r.deptName ?? null,
    authorityCode: r.grant.authorityCode,
    authorityName: r.authorityName ?? null,
    grantedBy: r.grant.grantedBy,
    grantedByName: r.grantedByName ?? null,
    grantedAt: toKst(r.grant.grantedAt),
    expiresAt: r.grant.expiresAt ? lastKstDay(r.grant.expiresAt) : null,
    reason: r.grant.reason,
    expiredYn: r.grant.expiresAt && r.grant.expiresAt <= now ? ('Y' as const) : ('N' as const),
  }));
  return toPage(content, Number(total), request);
}

const codesOf = async (tx: Executor, userId: number) =>
  (await tx.select({ code: userAuthority.authorityCode }).from(userAuthority).where(eq(userAuthority.userId, userId))).map((r) => r.code).sort();

/** Whether granting or revoking `code` hands out ROLE_SUPER (directly or through a composite). */
async function carriesSuper(tx: Executor, code: string): Promise<boolean> {
  return expandAuthorities([code], await storedComposites(tx)).includes('ROLE_SUPER');
}

async function lockUserInScope(tx: Executor, caller: ScopeCaller, userId: number) {
  const scope = await scopeOf(tx, caller, AREA);
  const [user] = await tx
    .select({ id: appUser.id, deptId: appUser.deptId })
    .from(appUser)
    .where(and(eq(appUser.id, userId), eq(appUser.deletedYn, 'N')))
    .for('update');
  if (!user || !inScope(scope, user.deptId, user.id === caller.userId)) throw validationError({ userId: API_MESSAGES.userNotFound });
  return user;
}

async function tellUser(tx: Executor, actor: Actor, userId: number, body: string) {
  await notify(tx, {
    userIds: [userId],
    category: 'SYSTEM',
    type: 'ROLE_CHANGED',
    title: '권한 변경',
    body,
    targetType: 'USER',
    targetId: userId,
    actorId: actor.actorId,
    now: actor.now,
  });
}

export async function grant(
  db: Database,
  actor: Actor,
  caller: ScopeCaller,
  input: GrantBody,
): Promise<Grant> {
  const code = input.authorityCode.trim();
  const reason = input.reason?.trim() || null;
  if (reason && reason.length > AUTHORITY_LIMITS.reason) throw validationError({ reason: API_MESSAGES.grantReasonTooLong });
  let expiresAt: Date | null = null;
  if (input.expiresAt) {
    if (!isDate(input.expiresAt)) throw validationError({ expiresAt: API_MESSAGES.dateFormat });
    if (input.expiresAt < kstDate(actor.now)) throw validationError({ expiresAt: API_MESSAGES.grantExpiryPast });
    // A grant given as `YYYY-MM-DD` holds through that Seoul day: it ends at the next midnight KST.
    expiresAt = kstDayEnd(input.expiresAt);
  }
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const [known] = await tx.select({ code: authorityCode.code, name: authorityCode.name }).from(authorityCode).where(eq(authorityCode.code, code));
      if (!known) throw validationError({ authorityCode: fill(API_MESSAGES.authorityCodeUnknown, { code }) });
      if (!caller.authorities.has('ROLE_SUPER') && (await carriesSuper(tx, code))) throw forbidden(API_MESSAGES.grantSuperOnly);
      await lockUserInScope(tx, caller, input.userId);
      const before = await codesOf(tx, input.userId);
      if (before.includes(code)) throw new ApiError(409, 'duplicate', API_MESSAGES.grantDuplicate);
      const [row] = await tx
        .insert(userAuthority)
        .values({ userId: input.userId, authorityCode: code, grantedBy: actor.actorId, grantedAt: actor.now, expiresAt, reason })
        .returning({ id: userAuthority.id });
      await invalidateOwners(tx, input.userId);
      await writeAudit(tx, actor, {
        entityType: 'USER',
        entityId: input.userId,
        action: 'UPDATE',
        changes: [{ field: 'authorities', old: before, new: [...before, code].sort() }, ...(reason ? [{ field: 'reason', old: null, new: reason }] : [])],
      });
      const until = input.expiresAt ? ` (${input.expiresAt}까지)` : '';
      await tellUser(tx, actor, input.userId, `'${known.name}' 권한이 부여되었습니다${until}.`);
      return row.id;
    });
  } catch (error) {
    if (uniqueViolation(error) === 'user_authority_user_code_uq') throw new ApiError(409, 'duplicate', API_MESSAGES.grantDuplicate);
    throw error;
  }
  const page = await listGrants(db, { userId: caller.userId, authorities: new Set(['ROLE_SUPER']) }, { userId: input.userId, size: 100 }, actor.now);
  return page.content.find((g) => g.id === id)!;
}

export async function revoke(db: Database, actor: Actor, caller: ScopeCaller, id: number, reason?: string): Promise<void> {
  const why = reason?.trim() || null;
  if (why && why.length > AUTHORITY_LIMITS.reason) throw validationError({ reason: API_MESSAGES.grantReasonTooLong });
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ grant: userAuthority, name: authorityCode.name })
      .from(userAuthority)
      .leftJoin(authorityCode, eq(authorityCode.code, userAuthority.authorityCode))
      .where(eq(userAuthority.id, id));
    if (!row) throw notFound(API_MESSAGES.grantNotFound);
    const scope = await scopeOf(tx, caller, AREA);
    const [owner] = await tx.select({ deptId: appUser.deptId }).from(appUser).where(eq(appUser.id, row.grant.userId)).for('update');
    if (!owner || !inScope(scope, owner.deptId, row.grant.userId === caller.userId)) throw notFound(API_MESSAGES.grantNotFound);
    if (!caller.authorities.has('ROLE_SUPER') && (await carriesSuper(tx, row.grant.authorityCode))) throw forbidden(API_MESSAGES.grantSuperOnly);
    const before = await codesOf(tx, row.grant.userId);
    await tx.delete(userAuthority).where(eq(userAuthority.id, id));
    await invalidateOwners(tx, row.grant.userId);
    await writeAudit(tx, actor, {
      entityType: 'USER',
      entityId: row.grant.userId,
      action: 'UPDATE',
      changes: [
        { field: 'authorities', old: before, new: before.filter((c) => c !== row.grant.authorityCode) },
        ...(why ? [{ field: 'reason', old: null, new: why }] : []),
      ],
    });
    await tellUser(tx, actor, row.grant.userId, `'${row.name ?? row.grant.authorityCode}' 권한이 회수되었습니다.`);
  });
}
