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
 * The menu a user sees. A page is listed when it is allowed (`allowedList`: the server's allowed-pages list when known,
 * which applies menu-authority changes), held by its menu roles if it has any, and deployed (`isDeployed`: its remote
 * is in remotes.json). A group shows exactly when one of its pages is listed, so whoever may open a page finds it.
 */
export function menuFor(
  authorities: Iterable<string>,
  isDeployed: (page: PageDef) => boolean = () => true,
  allowedList: Iterable<string> = allowedPages(authorities),
): MenuSection[] {
  const held = new Set(authorities);
  const allowed = new Set(allowedList);
  const listed = (p: PageDef) => allowed.has(p.id) && (!p.menuRoles || holdsAny(held, p.menuRoles)) && isDeployed(p);
  return MENU_GROUPS.map((group) => ({ group, pages: PAGES.filter((p) => p.group === group.id && listed(p)) })).filter((section) => section.pages.length > 0);
}
