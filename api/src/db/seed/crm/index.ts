import type { Database } from '../../database';
import { seedContracts } from './contracts';
import { seedCrmRecords } from './crmRecords';
import { seedCustomers } from './customers';
import { seedLeads } from './leads';
import { seedTaxInvoices } from './taxInvoices';
import { seedSalesOrders } from './salesOrders';
import { seedSalesPlans } from './salesPlans';
import { seedSegments } from '../okr/segments';
import { seedGmp } from '../okr/gmp';
import { seedProjects } from '../okr/projects';
import { seedMboSheets } from '../okr/mbo';

export type CrmSeedResult = Record<string, number>;

/**
 * The demo's CRM history (DOMAIN §11), relative to `now`, after the organisation
 * seed. Each part seeds only what is missing, so a second run adds nothing.
 */
export async function seedCrmDemo(db: Database, options: { now?: Date } = {}): Promise<CrmSeedResult> {
  if (process.env.NODE_ENV === 'production') throw new Error('the demo seed is refused when NODE_ENV=production');
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => ({
    ...(await seedCustomers(tx, now)),
    ...(await seedLeads(tx, now)),
    ...(await seedSegments(tx)),
    ...(await seedTaxInvoices(tx, now)),
    ...(await seedSalesOrders(tx, now)),
    ...(await seedSalesPlans(tx, now)),
    // After the sales plans: it adds the segments' own plans, which seedSalesPlans would take for a seeded database.
    ...(await seedGmp(tx, now)),
    ...(await seedContracts(tx, now)),
    ...(await seedCrmRecords(tx, now)),
    ...(await seedProjects(tx, now)),
    ...(await seedMboSheets(tx, now)),
  }));
}
