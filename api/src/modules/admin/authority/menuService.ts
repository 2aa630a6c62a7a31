import type { MenuAuthority, MenuBody } from '@dure/shared/contracts/admin/authority';
import { PAGES } from '@dure/shared/access';
import { API_MESSAGES } from '@dure/shared/messages';
import { eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/database';
import { authorityCode, menuAuthorityOverride } from '../../../db/schema';
import { type Actor, writeAudit } from '../../../lib/audit';
import { notFound, staleVersion, validationError } from '../../../lib/httpErrors';
import { fill } from '../../../lib/messages';
import { effectivePages } from './menuAccess';
import { invalidateOwners } from '../../auth/token/invalidation';

const ENTITY = 'MENU_AUTHORITY';


export async function listMenus(db: Executor): Promise<MenuAuthority[]> {
  return (await effectivePages(db)).map(({ page, roles, override }) => ({
    pageId: page.id,
    path: page.path,
    title: page.title,
    menuGroup: page.group,
    remote: page.remote,
    defaultRoles: [...page.roles],
    roles: [...roles],
    overriddenYn: override ? 'Y' : 'N',
    version: override?.version ?? 0,
  }));
}

function loginPage(pageId: string) {
  const page = PAGES.find((p) => p.id === pageId && p.login);
  if (!page) throw notFound(API_MESSAGES.menuNotFound);
  return page;
}

const viewOf = async (db: Executor, pageId: string) => (await listMenus(db)).find((m) => m.pageId === pageId)!;

/** Replaces a page's allowed roles; `version` is the override's (0 while on the defaults). */
export async function setMenuRoles(db: Database, actor: Actor, pageId: string, input: MenuBody): Promise<MenuAuthority> {
  const page = loginPage(pageId);
  const roles = [...new Set(input.roles.map((r) => r.trim()).filter(Boolean))].sort();
  if (roles.length === 0) throw validationError({ roles: API_MESSAGES.menuRolesRequired });
  return db.transaction(async (tx) => {
    const known = new Set((await tx.select({ code: authorityCode.code }).from(authorityCode).where(inArray(authorityCode.code, roles))).map((r) => r.code));
    const unknown = roles.find((r) => !known.has(r));
    if (unknown) throw validationError({ roles: fill(API_MESSAGES.authorityCodeUnknown, { code: unknown }) });
    const [current] = await tx.select().from(menuAuthorityOverride).where(eq(menuAuthorityOverride.pageId, pageId)).for('update');
    if ((current?.version ?? 0) !== input.version) throw staleVersion();
    const before = current?.roles ?? [...page.roles];
    if (JSON.stringify([...before].sort()) === JSON.stringify(roles)) return viewOf(tx, pageId);
    const values = { roles, version: (current?.version ?? 0) + 1, updatedAt: actor.now, updatedBy: actor.actorId };
    const [row] = current
      ? await tx.update(menuAuthorityOverride).set(values).where(eq(menuAuthorityOverride.id, current.id)).returning()
      : await tx.insert(menuAuthorityOverride).values({ pageId, ...values }).returning();
    // Cached token owners carry their allowed pages.
    await invalidateOwners(tx, 'all');
    await writeAudit(tx, actor, { entityType: ENTITY, entityId: row.id, action: 'UPDATE', changes: [{ field: `roles:${pageId}`, old: before, new: roles }] });
    return viewOf(tx, pageId);
  });
}

/** Back to the default roles of PAGES. */
export async function resetMenuRoles(db: Database, actor: Actor, pageId: string, version?: number): Promise<MenuAuthority> {
  const page = loginPage(pageId);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(menuAuthorityOverride).where(eq(menuAuthorityOverride.pageId, pageId)).for('update');
    if (!current) return viewOf(tx, pageId);
    if (version !== undefined && current.version !== version) throw staleVersion();
    await tx.delete(menuAuthorityOverride).where(eq(menuAuthorityOverride.id, current.id));
    await invalidateOwners(tx, 'all');
    await writeAudit(tx, actor, { entityType: ENTITY, entityId: current.id, action: 'DELETE', changes: [{ field: `roles:${pageId}`, old: current.roles, new: [...page.roles] }] });
    return viewOf(tx, pageId);
  });
}
