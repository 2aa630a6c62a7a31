import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/database';

/**
 * Benchmark volume on top of the demo seed, generated inside the database (fast on
 * both drivers): `customers` companies spread over every team, `leads` leads over them.
 */
export async function bulkSeed(db: Database, volume: { customers: number; leads: number }): Promise<void> {
  await db.execute(sql`
    insert into customer (customer_no, name, name_key, customer_type, biz_reg_no, status, grade, owner_dept_id, owner_user_id,
                          payment_term_days, email_domain, created_at, updated_at)
    select 'B' || lpad(g::text, 9, '0'),
           name, name, 'CORPORATION', '9' || lpad(g::text, 9, '0'),
           (array['ACTIVE','ACTIVE','ACTIVE','PROSPECT','DORMANT'])[1 + g % 5],
           (array['A','B','C','D'])[1 + g % 4],
           teams.ids[1 + g % array_length(teams.ids, 1)], null, 30,
           'b' || g || '.co.kr', now() - (g % 700) * interval '1 day', now()
    from generate_series(1, ${volume.customers}) g,
         lateral (select (array['한빛','대성','세진','동양','미래','신성','태광','한결','푸른','제일','삼원','청솔','누리','다온','금강','백두'])[1 + g % 16]
                      || (array['정밀','테크','전자','산업','시스템','솔루션','물산','화학','건설','로지스','메디칼','에너지'])[1 + (g / 16) % 12]
                      || g as name) n,
         (select array_agg(id order by id) ids from department where level = 'TEAM') teams`);
  await db.execute(sql`
    insert into lead (lead_no, title, customer_id, source, stage_id, probability, expected_amount, weighted_amount, expected_close_date,
                      priority, owner_dept_id, created_at, updated_at, stage_changed_at)
    select 'B' || lpad(g::text, 10, '0'),
           (array['ERP 구축','MES 도입','유지보수 갱신','라이선스 추가','클라우드 전환','보안 점검','스마트팩토리','데이터 분석'])[1 + g % 8] || ' ' || g,
           c.ids[1 + g % array_length(c.ids, 1)],
           (array['INBOUND_WEB','REFERRAL','OUTBOUND','EXHIBITION','EXISTING'])[1 + g % 5],
           s.ids[1 + g % array_length(s.ids, 1)], 40, 10000000 + (g % 500) * 1000000, 4000000 + (g % 500) * 400000,
           current_date + (g % 365 - 120),
           'NORMAL', teams.ids[1 + g % array_length(teams.ids, 1)], now() - (g % 700) * interval '1 day', now(), now()
    from generate_series(1, ${volume.leads}) g,
         (select array_agg(id order by id) ids from customer) c,
         (select array_agg(id order by sort_order) ids from lead_stage) s,
         (select array_agg(id order by id) ids from department where level = 'TEAM') teams`);
  // A database of that size is in steady state: autovacuum has set hint bits and the visibility map.
  await db.execute(sql`vacuum analyze`);
}
