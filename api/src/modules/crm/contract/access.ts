import { admin, write } from '@dure/shared/access';
import { type SQL, eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { type DataScope, type ScopeCaller, scopeCondition } from '../../../lib/dataScope';
import { dashboardScope } from '../../../lib/dashboard';
import { type ContractStatus, contract, lead } from '../../../db/schema';
import { type AccessLevel, type Viewer, isAreaAdmin } from '../../cross/record/registry';
import type { ContractActions } from '@dure/shared/contracts/crm/contract';

export const RECORD_TYPE = 'CONTRACT';

/** Own contracts, those of own leads, and those waiting for the caller's approval (DOMAIN §4 base scope). */
export function selfCondition(db: Executor, userId: number): SQL {
  return or(
    eq(contract.ownerUserId, userId),
    eq(contract.approverId, userId),
    inArray(contract.leadId, db.select({ id: lead.id }).from(lead).where(eq(lead.ownerUserId, userId))),
  ) as SQL;
}

/** Dashboards whose figures count contracts: what they count, their reader may open in the contract list. */
const CONTRACT_DASHBOARDS = ['DASHBOARD_SALES', 'DASHBOARD_SALES_ANALYSIS'] as const;
const BREADTH: Record<DataScope['kind'], number> = { NONE: 0, SELF: 1, DEPT: 2, ORG: 3 };

/**
 * The contracts a user reads: the wider of their CONTRACT scope and the scope in which the sales dashboards count
 * contracts for them (a dashboard figure and the list it links to agree — the CEO's DASHBOARD_SALES_READ covers the
 * company from the root department), and — the route being open to every signed-in user — at least their own.
 */
export async function contractReadScope(db: Executor, viewer: ScopeCaller): Promise<DataScope> {
  const scopes = await Promise.all(CONTRACT_DASHBOARDS.map((dashboard) => dashboardScope(db, viewer, dashboard, 'CONTRACT')));
  const widest = scopes.reduce((a, b) => (BREADTH[b.kind] > BREADTH[a.kind] ? b : a));
  return widest.kind === 'NONE' ? { kind: 'SELF' } : widest;
}

/** The contracts a user sees in lists and pickers, as a WHERE condition. */
export async function visibleContracts(db: Executor, viewer: ScopeCaller): Promise<SQL> {
  return scopeCondition(await contractReadScope(db, viewer), contract.ownerDeptId, selfCondition(db, viewer.userId));
}

export const isContractAdmin = (viewer: Viewer) => isAreaAdmin(viewer, 'CONTRACT');
export const canManage = (viewer: Viewer) => viewer.authorities.has('ROLE_SUPER') || viewer.authorities.has(write('CONTRACT_MANAGEMENT')) || viewer.authorities.has(admin('CONTRACT_MANAGEMENT'));

/** Writing needs CONTRACT_WRITE on top of record-level WRITE (an owner without the role only reads). */
export const canWrite = (viewer: Viewer, level: AccessLevel) =>
  isContractAdmin(viewer) || (level === 'WRITE' && (viewer.authorities.has(write('CONTRACT'))));

type Facts = { status: ContractStatus; ownerUserId: number | null; approverId: number | null };

/** The state actions the caller may take on a contract now (the detail page shows exactly these). */
export function actionsFor(viewer: Viewer, level: AccessLevel, c: Facts): ContractActions {
  const writer = canWrite(viewer, level);
  const deciding = c.status === 'PENDING_APPROVAL' && (c.approverId === viewer.userId || isContractAdmin(viewer));
  return {
    write: writer,
    edit: writer && (c.status === 'DRAFT' || c.status === 'ACTIVE'),
    delete: c.status === 'DRAFT' && (isContractAdmin(viewer) || (writer && c.ownerUserId === viewer.userId)),
    submit: writer && c.status === 'DRAFT',
    approve: deciding,
    reject: deciding,
    complete: writer && c.status === 'ACTIVE',
    terminate: writer && c.status === 'ACTIVE',
    reopen: canManage(viewer) && (c.status === 'EXPIRED' || c.status === 'TERMINATED'),
  };
}
