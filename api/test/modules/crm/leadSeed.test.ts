// @pglite: the lead demo seed and its search_text trigger
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../../src/db/database';
import { seedCrmDemo } from '../../../src/db/seed/crm';
import { inboundInquiry, lead, leadLine } from '../../../src/db/schema';
import { lastOverdueReceivedDay } from '../../../src/modules/crm/lead/rules';
import { kstDate } from '../../../src/lib/time';
import { type TestApp, buildTestApp } from '../../helpers/testApp';

let t: TestApp;
before(async () => {
  t = await buildTestApp();
});
after(() => t.close());

test('300 demo leads: ~35% open, ~30% of the closed won, amounts 500만–5억, consistent stages and histories', async () => {
  const db = t.app.db;
  const [stats] = await rowsOf<{ total: number; open: number; won: number; lost: number; min: number; max: number; weighted_ok: number; line_ok: number; history_ok: number; won_customer: number }>(
    db,
    sql`select count(*)::int total,
          count(*) filter (where s.category = 'OPEN')::int open,
          count(*) filter (where s.category = 'WON')::int won,
          count(*) filter (where s.category = 'LOST')::int lost,
          min(l.expected_amount)::bigint min, max(l.expected_amount)::bigint max,
          count(*) filter (where l.weighted_amount = floor(l.expected_amount * l.probability / 100))::int weighted_ok,
          count(*) filter (where not exists (select 1 from lead_line x where x.lead_id = l.id)
                             or l.expected_amount = (select sum(x.amount) from lead_line x where x.lead_id = l.id))::int line_ok,
          count(*) filter (where (select h.to_stage_id from lead_stage_history h where h.lead_id = l.id order by h.at desc, h.id desc limit 1) = l.stage_id)::int history_ok,
          count(*) filter (where s.category = 'WON' and l.customer_id is not null and l.expected_amount > 0)::int won_customer
        from lead l join lead_stage s on s.id = l.stage_id`,
  );
  assert.equal(stats.total, 300);
  assert.ok(stats.open > 80 && stats.open < 130, `open ${stats.open}`);
  const winRate = stats.won / (stats.won + stats.lost);
  assert.ok(winRate > 0.22 && winRate < 0.38, `win rate ${winRate}`);
  assert.ok(Number(stats.min) >= 4_000_000 && Number(stats.max) <= 520_000_000, `${stats.min}–${stats.max}`);
  assert.equal(stats.weighted_ok, 300);
  assert.equal(stats.line_ok, 300);
  assert.equal(stats.history_ok, 300);
  assert.equal(stats.won_customer, stats.won);
  assert.equal((await db.select().from(lead).where(sql`${lead.contractId} is not null`)).length, 0);
  assert.ok((await db.select().from(leadLine)).length > 100);
  const inquiries = await db.select().from(inboundInquiry);
  assert.ok(inquiries.length >= 35 && inquiries.length <= 45, `${inquiries.length}`);
  const cutoff = new Date(`${lastOverdueReceivedDay(kstDate(t.clock()))}T23:59:59+09:00`);
  assert.ok(inquiries.some((i) => i.status === 'NEW' && i.receivedAt < cutoff), 'some overdue NEW inquiries');
  const converted = inquiries.filter((i) => i.status === 'CONVERTED');
  assert.ok(converted.length > 5);
  for (const i of converted) assert.equal((await db.select().from(lead).where(eq(lead.id, i.leadId!)))[0].inquiryId, i.id);
  const again = await seedCrmDemo(db, { now: t.clock() });
  assert.equal(again.leads, 0);
  assert.deepEqual(Object.entries(again).filter(([, n]) => n !== 0), []);
});
