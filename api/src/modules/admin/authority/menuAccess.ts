import { PAGES, type PageDef } from '@dure/shared/access';
import type { Executor } from '../../../db/database';
import { menuAuthorityOverride } from '../../../db/schema';

export type EffectivePage = { page: PageDef; roles: readonly string[]; override: typeof menuAuthorityOverride.$inferSelect | null };

/** Login pages with their allowed roles: the stored override where there is one, else the default of PAGES. */
export async function effectivePages(db: Executor): Promise<EffectivePage[]> {
  const overrides = new Map((await db.select().from(menuAuthorityOverride)).map((o) => [o.pageId, o]));
  return PAGES.filter((p) => p.login).map((page) => {
    const override = overrides.get(page.id) ?? null;
    return { page, roles: override?.roles ?? page.roles, override };
  });
}

/** The allowed-pages list (SPEC §5): pages whose roles the user holds at least one of (none listed = any signed-in user). */
export async function allowedPagesFor(db: Executor, authorities: ReadonlySet<string>): Promise<string[]> {
  return (await effectivePages(db)).filter(({ roles }) => roles.length === 0 || roles.some((r) => authorities.has(r))).map(({ page }) => page.id);
}
