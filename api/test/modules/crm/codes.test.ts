import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { asc, eq } from 'drizzle-orm';
import { commonCode, leadStage } from '../../../src/db/schema';
import { syncCrmCodes } from '../../../src/modules/crm/code/sync';
import { nextDocNumber } from '../../../src/lib/docNumber';
import { type TestApp, buildTestApp } from '../../helpers/testApp';

let t: TestApp;
before(async () => {
  t = await buildTestApp({ seed: false });
});
after(() => t.close());

test('the default pipeline has exactly one WON and one LOST stage, in order', async () => {
  const stages = await t.app.db.select().from(leadStage).orderBy(asc(leadStage.sortOrder));
  assert.deepEqual(
    stages.map((s) => [s.name, s.defaultProbability]),
    [['신규', 10], ['검증', 20], ['제안', 40], ['협상', 60], ['계약진행', 80], ['수주', 100], ['실주', 0]],
  );
  assert.equal(stages.filter((s) => s.category === 'WON').length, 1);
  assert.equal(stages.filter((s) => s.category === 'LOST').length, 1);
});

test('syncing again adds nothing and keeps an admin-edited label', async () => {
  await t.app.db.update(commonCode).set({ label: '방문 상담' }).where(eq(commonCode.code, 'VISIT'));
  assert.equal(await syncCrmCodes(t.app.db, new Date()), 0);
  const [visit] = await t.app.db.select().from(commonCode).where(eq(commonCode.code, 'VISIT'));
  assert.equal(visit.label, '방문 상담');
});

test('document numbers follow DOMAIN §1.2 and count per period', async () => {
  const db = t.app.db;
  assert.equal(await nextDocNumber(db, 'CUSTOMER', '2025-03-14'), 'C-000001');
  assert.equal(await nextDocNumber(db, 'CUSTOMER', '2026-01-01'), 'C-000002');
  assert.equal(await nextDocNumber(db, 'LEAD', '2025-03-14'), 'L-2025-0001');
  assert.equal(await nextDocNumber(db, 'LEAD', '2025-12-31'), 'L-2025-0002');
  assert.equal(await nextDocNumber(db, 'LEAD', '2026-01-01'), 'L-2026-0001');
  assert.equal(await nextDocNumber(db, 'CONTRACT', '2025-03-14'), 'CT-2025-0001');
  assert.equal(await nextDocNumber(db, 'SALES_ORDER', '2025-03-14'), 'SO-202503-0001');
  assert.equal(await nextDocNumber(db, 'TAX_INVOICE', '2025-03-14'), 'TI-202503-0001');
  assert.equal(await nextDocNumber(db, 'TAX_INVOICE', '2025-04-01'), 'TI-202504-0001');
});

test('concurrent callers never get the same number', async () => {
  const numbers = await Promise.all(Array.from({ length: 20 }, () => nextDocNumber(t.app.db, 'CONTRACT', '2027-05-01')));
  assert.equal(new Set(numbers).size, 20);
});
