// @pglite: the CRM demo seed from an empty database (customers, contacts, segments)
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { isValidBusinessNumber } from '@dure/shared/format';
import { count, eq, isNull, sql } from 'drizzle-orm';
import { rowsOf } from '../../src/db/database';
import { contact, customer } from '../../src/db/schema';
import { seedCrmDemo } from '../../src/db/seed/crm';
import { nextDocNumber } from '../../src/lib/docNumber';
import { type TestApp, buildTestApp } from '../helpers/testApp';

let t: TestApp;
before(async () => {
  t = await buildTestApp();
});
after(() => t.close());

test('120 customers with valid, unique business numbers, each owned by a sales team', async () => {
  const rows = await t.app.db.select().from(customer);
  assert.equal(rows.length, 120);
  assert.ok(rows.every((c) => c.bizRegNo && isValidBusinessNumber(c.bizRegNo)));
  assert.equal(new Set(rows.map((c) => c.bizRegNo)).size, 120);
  const [{ n: unowned }] = await t.app.db.select({ n: count() }).from(customer).where(isNull(customer.ownerDeptId));
  assert.equal(unowned, 0);
});

test('about 250 contacts, one primary per customer', async () => {
  const [{ n }] = await t.app.db.select({ n: count() }).from(contact);
  assert.ok(n >= 230 && n <= 270, `contacts: ${n}`);
  const [{ n: primaries }] = await t.app.db.select({ n: count() }).from(contact).where(eq(contact.primaryYn, 'Y'));
  assert.equal(primaries, 120);
});

test('three planted duplicates: same normalised name, similar name, same mail domain', async () => {
  const sameKey = await rowsOf<{ n: number }>(t.app.db, sql`select count(*)::int n from (select name_key from customer group by name_key having count(*) > 1) d`);
  assert.ok(sameKey[0].n >= 1);
  const sameDomain = await rowsOf<{ n: number }>(t.app.db, sql`select count(*)::int n from (select email_domain from customer group by email_domain having count(*) > 1) d`);
  assert.ok(sameDomain[0].n >= 1);
});

test('a second run adds nothing and new customer numbers continue the series', async () => {
  const again = await seedCrmDemo(t.app.db);
  assert.ok(Object.keys(again).length > 0);
  assert.deepEqual(Object.entries(again).filter(([, n]) => n !== 0), []);
  assert.equal(again.customers, 0);
  assert.ok(Object.values(again).every((n) => n === 0), JSON.stringify(again));
  assert.equal(await nextDocNumber(t.app.db, 'CUSTOMER', '2026-01-01'), 'C-000121');
});
