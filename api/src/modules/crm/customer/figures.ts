import type { CustomerFigures } from '@dure/shared/contracts/crm/customer';
import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../../db/database';

/** Contract states that count as signed business (ACTIVE or later in the lifecycle). */
export const SIGNED_CONTRACT_STATUSES = ['ACTIVE', 'COMPLETED', 'EXPIRED', 'TERMINATED', 'RENEWED'] as const;

/** Computed figures of one customer (DOMAIN §4 Customer ∑): 0 when there is nothing to add up. */
export async function customerFigures(db: Executor, customerId: number): Promise<CustomerFigures> {
  const statuses = sql.join(
    SIGNED_CONTRACT_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const [row] = await rowsOf<Record<string, string | number | Date | null>>(
    db,
    sql`select
      (select coalesce(sum(l.expected_amount), 0) from lead l join lead_stage s on s.id = l.stage_id
        where l.customer_id = ${customerId} and l.deleted_yn = 'N' and s.category = 'OPEN') as pipeline,
      (select coalesce(sum(l.weighted_amount), 0) from lead l join lead_stage s on s.id = l.stage_id
        where l.customer_id = ${customerId} and l.deleted_yn = 'N' and s.category = 'OPEN') as weighted,
      (select count(*) from lead l join lead_stage s on s.id = l.stage_id
        where l.customer_id = ${customerId} and l.deleted_yn = 'N' and s.category = 'OPEN') as open_leads,
      (select coalesce(sum(c.krw_supply_amount), 0) from contract c
        where c.customer_id = ${customerId} and c.deleted_yn = 'N' and c.status in (${statuses})) as contract_total,
      (select count(*) from contract c
        where c.customer_id = ${customerId} and c.deleted_yn = 'N' and c.status in (${statuses})) as contracts,
      (select last_activity_at from customer where id = ${customerId}) as last_activity_at`,
  );
  const at = row.last_activity_at;
  return {
    pipelineAmount: Number(row.pipeline),
    weightedPipelineAmount: Number(row.weighted),
    openLeadCount: Number(row.open_leads),
    contractTotal: Number(row.contract_total),
    contractCount: Number(row.contracts),
    lastActivityAt: at === null ? null : new Date(at as string).toISOString(),
  };
}
