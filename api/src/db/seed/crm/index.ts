import type { Database } from '../../database';
import { seedCrmRecords } from './crmRecords';
import { seedCustomers } from './customers';

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
    ...(await seedCrmRecords(tx, now)),
  }));
}
