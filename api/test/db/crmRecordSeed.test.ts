// @pglite: the CRM activity demo seed from an empty database
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { count, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../src/db/database';
import { crmRecord } from '../../src/db/schema';
import { seedCrmRecords } from '../../src/db/seed/crm/crmRecords';
import { type TestApp, buildTestApp } from '../helpers/testApp';

let t: TestApp;
before(async () => {
  t = await buildTestApp();
});
after(() => t.close());

test('about 1,500 records over 24 months by the sales teams, CALL > EMAIL > VISIT > MEETING', async () => {
  const [{ n }] = await t.app.db.select({ n: count() }).from(crmRecord);
  assert.ok(n >= 1400 && n <= 1600, `records: ${n}`);
  const byType = await rowsOf<{ type: string; n: number }>(t.app.db, sql`select activity_type as type, count(*)::int n from crm_record group by 1 order by 2 desc`);
  assert.deepEqual(byType.map((r) => r.type), ['CALL', 'EMAIL', 'VISIT', 'MEETING']);
  const outside = await rowsOf<{ n: number }>(
    t.app.db,
    sql`select count(*)::int n from crm_record r join department d on d.id = r.owner_dept_id where d.code not in ('SAL-1', 'SAL-2', 'SAL-MKT')`,
  );
  assert.equal(outside[0].n, 0);
  const [span] = await rowsOf<{ days: number }>(t.app.db, sql`select extract(day from now() - min(activity_at))::int days from crm_record`);
  assert.ok(span.days >= 600 && span.days <= 735, `span: ${span.days}`);
});

test('mostly DONE with outcomes and content; PLANNED ones lie in the next two weeks', async () => {
  const [row] = await rowsOf<{ done: number; total: number; bad: number; planned: number; plannedOut: number }>(
    t.app.db,
    sql`select count(*) filter (where status = 'DONE')::int done, count(*)::int total,
          count(*) filter (where status = 'DONE' and (activity_at > now() or content is null or outcome is null))::int bad,
          count(*) filter (where status = 'PLANNED')::int planned,
          count(*) filter (where status = 'PLANNED' and (activity_at <= now() or activity_at > now() + interval '15 days'))::int "plannedOut"
        from crm_record`,
  );
  assert.ok(row.done / row.total > 0.9, JSON.stringify(row));
  assert.equal(row.bad, 0);
  assert.ok(row.planned >= 40, JSON.stringify(row));
  assert.equal(row.plannedOut, 0);
});

test('every record keeps the DOMAIN rules: location for visits and meetings, next action after the activity, contacts of the customer', async () => {
  const [row] = await rowsOf<{ noPlace: number; early: number; foreign: number }>(
    t.app.db,
    sql`select
          (select count(*)::int from crm_record where activity_type in ('VISIT', 'MEETING') and location is null) "noPlace",
          (select count(*)::int from crm_record where next_action_at <= activity_at) early,
          (select count(*)::int from crm_record_contact rc join crm_record r on r.id = rc.crm_record_id join contact c on c.id = rc.contact_id where c.customer_id <> r.customer_id) "foreign"`,
  );
  assert.deepEqual(row, { noPlace: 0, early: 0, foreign: 0 });
  const [odd] = await rowsOf<{ n: number }>(
    t.app.db,
    sql`select count(*)::int n from crm_record, lateral (select activity_at at time zone 'Asia/Seoul' as kst) k
        where extract(isodow from k.kst) > 5 or extract(hour from k.kst) < 9 or extract(hour from k.kst) >= 18`,
  );
  assert.equal(odd.n, 0, 'activities happen on weekdays in working hours');
});

test('next actions are action items: some overdue and open, every one linked back', async () => {
  const [row] = await rowsOf<{ withNext: number; linked: number; overdue: number }>(
    t.app.db,
    sql`select count(*) filter (where r.next_action_at is not null)::int "withNext",
          count(*) filter (where a.source = 'CRM_NEXT_ACTION' and a.target_id = r.id and a.assignee_id = r.owner_user_id)::int linked,
          count(*) filter (where a.status = 'OPEN' and r.next_action_at < now())::int overdue
        from crm_record r left join action_item a on a.id = r.next_action_item_id`,
  );
  assert.ok(row.withNext >= 50, JSON.stringify(row));
  assert.equal(row.linked, row.withNext);
  assert.ok(row.overdue >= 5, JSON.stringify(row));
  const [stale] = await rowsOf<{ n: number }>(
    t.app.db,
    sql`select count(*)::int n from customer c where c.last_activity_at is distinct from (select max(activity_at) from crm_record r where r.customer_id = c.id and r.status = 'DONE') and exists (select 1 from crm_record r where r.customer_id = c.id and r.status = 'DONE')`,
  );
  assert.equal(stale.n, 0);
});

test('a second run adds nothing; a fresh run is fast', async () => {
  assert.deepEqual(await seedCrmRecords(t.app.db, new Date()), { crmRecords: 0 });
  const started = Date.now();
  await t.app.db.transaction(async (tx) => {
    await tx.execute(sql`update crm_record set next_action_item_id = null`);
    await tx.execute(sql`delete from crm_record_contact`);
    await tx.execute(sql`delete from crm_record_participant`);
    await tx.execute(sql`delete from crm_record`);
    const again = await seedCrmRecords(tx, new Date());
    assert.ok(again.crmRecords >= 1400);
  });
  assert.ok(Date.now() - started < 15_000, `seed took ${Date.now() - started} ms`);
  const [{ n }] = await t.app.db.select({ n: count() }).from(crmRecord).where(eq(crmRecord.deletedYn, 'N'));
  assert.ok(n >= 1400);
});
