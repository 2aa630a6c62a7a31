import { PAGES, type PageDef } from '@dure/shared/access';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { menuAuthorityOverride } from '../../../db/schema';

export type EffectivePage = { page: PageDef; roles: readonly string[]; override: typeof menuAuthorityOverride.$inferSelect | null };

const LOGIN_PAGES = PAGES.filter((p) => p.login);

/** Login pages with their allowed roles: the stored override where there is one, else the default of PAGES. */
export async function effectivePages(db: Executor): Promise<EffectivePage[]> {
  const overrides = new Map((await db.select().from(menuAuthorityOverride)).map((o) => [o.pageId, o]));
  return LOGIN_PAGES.map((page) => {
    const override = overrides.get(page.id) ?? null;
    return { page, roles: override?.roles ?? page.roles, override };
  });
}

/** Columns reading the stored overrides as JSON text `{pageId: roles}` (null while none), in any statement. */
export const overrideRolesSource = () => sql<string | null>`(select json_object_agg(m.page_id, m.roles)::text from ${menuAuthorityOverride} m)`;

/** The allowed-pages list (SPEC §5): pages whose roles the user holds at least one of (none listed = any signed-in user). */
export function allowedPagesOf(overrideRolesJson: string | null, authorities: ReadonlySet<string>): string[] {
  const overrides = overrideRolesJson ? (JSON.parse(overrideRolesJson) as Record<string, string[]>) : {};
  return LOGIN_PAGES.filter((page) => {
    const roles = overrides[page.id] ?? page.roles;
    return roles.length === 0 || roles.some((r) => authorities.has(r));
  }).map((page) => page.id);
}
