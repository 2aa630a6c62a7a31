import type { LeadPickerQuery, PickedLead } from '@dure/shared/contracts/crm/lead';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { customer, lead, leadStage } from '../../../db/schema';
import type { ScopeCaller } from '../../../lib/dataScope';
import { leadConditions } from './service';

/**
 * Leads for a picker (contract and order forms): only those the caller may read (the lead
 * list's scope), optionally of one customer, matching title, number or customer; latest first.
 */
export async function pickLeads(db: Executor, caller: ScopeCaller, query: LeadPickerQuery): Promise<PickedLead[]> {
  const conditions = await leadConditions(db, caller, { customerId: query.customerId, keyword: query.keyword });
  return db
    .select({ id: lead.id, leadNo: lead.leadNo, title: lead.title, customerId: lead.customerId, stageName: leadStage.name, stageCategory: leadStage.category })
    .from(lead)
    .innerJoin(leadStage, eq(leadStage.id, lead.stageId))
    .leftJoin(customer, eq(customer.id, lead.customerId))
    .where(and(...conditions))
    .orderBy(desc(lead.updatedAt), desc(lead.id))
    .limit(query.size ?? 20);
}
