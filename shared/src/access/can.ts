import { type Area, type Level, type Role, base, role } from './roles';

const SUPER: Role = base('SUPER');

/**
 * The server's permission rule, one function for the api and the screens: ROLE_SUPER passes
 * everything, otherwise any one of the roles suffices. `authorities` are expanded ones (composites and
 * the level hierarchy already applied, as the server sends them), so ROLE_X_ADMIN holds ROLE_X_WRITE.
 */
export function holdsAnyRole(authorities: ReadonlySet<string>, roles: readonly string[]): boolean {
  return authorities.has(SUPER) || roles.some((r) => authorities.has(r));
}

/** Whether the authorities may act at `level` in `area` (`READ` to read, `WRITE` to create and edit, `ADMIN` to delete and manage others' records). */
export function can(authorities: ReadonlySet<string>, area: Area, level: Level): boolean {
  return holdsAnyRole(authorities, [role(area, level)]);
}
