import { MENU_GROUPS, PAGES, type MenuGroupDef, type PageDef } from './pages';

const holdsAny = (authorities: ReadonlySet<string>, roles: readonly string[]) => roles.some((r) => authorities.has(r));

/** A page that needs login is allowed when the user holds at least one listed authority (SPEC §5). */
export function canOpenPage(page: PageDef, authorities: Iterable<string>): boolean {
  if (!page.login || page.roles.length === 0) return true;
  return holdsAny(new Set(authorities), page.roles);
}

/** The allowed-pages list: ids of every login page the authorities open. */
export function allowedPages(authorities: Iterable<string>): string[] {
  const held = new Set(authorities);
  return PAGES.filter((p) => p.login && (p.roles.length === 0 || holdsAny(held, p.roles))).map((p) => p.id);
}

export type MenuSection = { group: MenuGroupDef; pages: PageDef[] };

/**
 * The menu a user sees: a group appears when its own roles are held and at least
 * one of its pages is allowed and deployed (`isDeployed` tells whether the page's
 * remote is listed in remotes.json). `allowedList` is the server's allowed-pages list when known.
 */
export function menuFor(
  authorities: Iterable<string>,
  isDeployed: (page: PageDef) => boolean = () => true,
  allowedList: Iterable<string> = allowedPages(authorities),
): MenuSection[] {
  const held = new Set(authorities);
  const allowed = new Set(allowedList);
  return MENU_GROUPS.filter((g) => holdsAny(held, g.roles))
    .map((group) => ({
      group,
      pages: PAGES.filter((p) => p.group === group.id && allowed.has(p.id) && isDeployed(p)),
    }))
    .filter((section) => section.pages.length > 0);
}
