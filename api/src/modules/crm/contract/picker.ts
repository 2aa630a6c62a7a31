import type { ContractPickerItem, ContractPickerQuery } from '@dure/shared/contracts/crm/contract';
import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { contract } from '../../../db/schema';
import { scopeCondition } from '../../../lib/dataScope';
import { containsPattern } from '../../../lib/like';
import type { Viewer } from '../../cross/record/registry';
import { contractReadScope, selfCondition } from './access';

/**
 * Contracts for a picker (the sales order form): only those the caller may open (the contract
 * list's scope; without contract roles the base self scope), optionally of one customer,
 * matching title or number (hyphens ignored); latest contract date first.
 */
export async function pickContracts(db: Executor, viewer: Viewer, query: ContractPickerQuery): Promise<ContractPickerItem[]> {
  const scope = await contractReadScope(db, viewer);
  const keyword = query.keyword?.trim();
  return db
    .select({ id: contract.id, contractNo: contract.contractNo, title: contract.title, customerId: contract.customerId, status: contract.status, contractDate: contract.contractDate })
    .from(contract)
    .where(
      and(
        eq(contract.deletedYn, 'N'),
        scopeCondition(scope, contract.ownerDeptId, selfCondition(db, viewer.userId)),
        query.customerId ? eq(contract.customerId, query.customerId) : undefined,
        keyword ? or(ilike(contract.title, containsPattern(keyword)), ilike(sql`replace(${contract.contractNo}, '-', '')`, containsPattern(keyword.replace(/-/g, '')))) : undefined,
      ),
    )
    .orderBy(desc(contract.contractDate), desc(contract.id))
    .limit(query.size ?? 20);
}
