import { JOB_GRADE } from '@dure/shared/contracts/admin/user';
import { ChecklistCode, type ChecklistItem, type ChecklistLink, type CostPeriodChecklist } from '@dure/shared/contracts/cost/costPeriod';
import { DirectCostModType } from '@dure/shared/contracts/cost/directCost';
import { WorkLogStatus } from '@dure/shared/contracts/cost/worklog';
import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../../db/database';
import { isoWeekOf } from '../worklog/service';
import { ratedLogs } from './freeze';
import { monthRange } from './months';

/** Links listed per item; the count says how many rows there are in all. */
const MAX_LINKS = 30;
/** DOMAIN §6 ExchangeRate: a rate more than 7 days older than the day it is used for warns. */
const STALE_DAYS = 7;

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;
const gradeLabel = (g: string | null) => (g ? ((JOB_GRADE.labels as Record<string, string>)[g] ?? g) : '직급 없음');
const query = (params: Record<string, string | number | null | undefined>) =>
  new URLSearchParams(Object.entries(params).flatMap(([k, v]): [string, string][] => (v === null || v === undefined ? [] : [[k, String(v)]]))).toString();

function item(code: ChecklistItem['code'], description: string, count: number, links: ChecklistLink[]): ChecklistItem {
  return {
    code,
    label: ChecklistCode.labels[code],
    count,
    description,
    links: links.slice(0, MAX_LINKS),
    moreYn: links.length > MAX_LINKS ? 'Y' : 'N',
  };
}

/** Work logs of the month not APPROVED, grouped by person and ISO week (the unit a week is approved in). */
async function unapprovedLogs(db: Executor, ym: string): Promise<ChecklistItem> {
  const [from, to] = monthRange(ym);
  const rows = await rowsOf<{ user_id: string | number; name: string; week_start: string; status: WorkLogStatus; n: string | number; hours: string | number }>(
    db,
    sql`select wl.user_id, u.name, to_char(date_trunc('week', wl.work_date::timestamp), 'YYYY-MM-DD') as week_start, wl.status, count(*) as n, sum(wl.hours) as hours
      from work_log wl join app_user u on u.id = wl.user_id
      where wl.deleted_yn = 'N' and wl.status <> 'APPROVED' and wl.work_date >= ${from} and wl.work_date <= ${to}
      group by wl.user_id, u.name, week_start, wl.status
      order by week_start, u.name, wl.user_id`,
  );
  const links = rows.map((r) => ({
    label: `${r.name} · ${isoWeekOf(r.week_start)} · ${WorkLogStatus.labels[r.status]} ${Number(r.hours)}시간`,
    href: `/worklog/management?${query({ weekStart: r.week_start, userId: Number(r.user_id) })}`,
  }));
  const count = rows.reduce((a, r) => a + Number(r.n), 0);
  return item('UNAPPROVED_WORKLOGS', '승인되지 않은 시간은 인건비에 들어가지 않습니다. 마감 전에 승인하거나 반려해 주세요.', count, links);
}

/** Submitted or approved logs (LEAVE aside) for which the lookup finds no rate, by person and grade. */
async function rateMissing(db: Executor, ym: string): Promise<ChecklistItem> {
  const rows = await rowsOf<{ user_id: string | number; name: string; job_grade: string | null; n: string | number; first_date: string }>(
    db,
    sql`select r.user_id, u.name, r.job_grade, count(*) as n, min(r.work_date)::text as first_date
      from (${ratedLogs(ym, ['SUBMITTED', 'APPROVED'])}) r join app_user u on u.id = r.user_id
      where r.rate is null and r.category <> 'LEAVE'
      group by r.user_id, u.name, r.job_grade
      order by u.name, r.user_id`,
  );
  const links = rows.map((r) => ({
    label: `${r.name} (${gradeLabel(r.job_grade)}) · ${Number(r.n)}건, ${r.first_date}부터`,
    href: `/cost-rate/management?${r.job_grade ? query({ jobGrade: r.job_grade, onDate: r.first_date }) : query({ basis: 'USER', userId: Number(r.user_id), onDate: r.first_date })}`,
  }));
  const count = rows.reduce((a, r) => a + Number(r.n), 0);
  return item('RATE_MISSING', '적용할 인건비 단가가 없으면 인건비가 0원으로 확정됩니다. 직급 또는 사용자 단가를 등록해 주세요.', count, links);
}

/**
 * Foreign-currency contracts of the month (by contract date) without a BASE rate of their currency on or within 7
 * days before that day, and sales-ledger rows of the month in a foreign currency without their rate snapshot.
 */
async function missingExchangeRates(db: Executor, ym: string): Promise<ChecklistItem> {
  const [from, to] = monthRange(ym);
  const contracts = await rowsOf<{ id: string | number; contract_no: string; title: string; currency_code: string; contract_date: string; last_rate: string | null }>(
    db,
    sql`select c.id, c.contract_no, c.title, c.currency_code, c.contract_date::text as contract_date,
        (select max(er.rate_date)::text from exchange_rate er
          where er.deleted_yn = 'N' and er.currency_code = c.currency_code and er.rate_type = 'BASE' and er.rate_date <= c.contract_date) as last_rate
      from contract c
      where c.deleted_yn = 'N' and c.currency_code <> 'KRW' and c.contract_date >= ${from} and c.contract_date <= ${to}
      order by c.contract_date, c.id`,
  );
  const stale = (date: string, last: string) => (Date.parse(date) - Date.parse(last)) / 86_400_000 > STALE_DAYS;
  const links: ChecklistLink[] = contracts
    .filter((c) => c.last_rate === null || stale(c.contract_date, c.last_rate))
    .map((c) => ({
      label: `${c.contract_no} ${c.title} · ${c.currency_code} ${c.contract_date} ${c.last_rate === null ? '환율 없음' : `최근 환율 ${c.last_rate} (7일 넘게 지남)`}`,
      href: `/contract/${Number(c.id)}`,
    }));
  const sales = await rowsOf<{ id: string | number; tax_invoice_id: string | number | null; currency_code: string; name: string }>(
    db,
    sql`select sl.id, sl.tax_invoice_id, sl.currency_code, cu.name from sales_ledger sl join customer cu on cu.id = sl.customer_id
      where sl.deleted_yn = 'N' and sl.ym = ${ym} and sl.currency_code is not null and sl.currency_code <> 'KRW' and sl.exchange_rate is null
      order by sl.id`,
  );
  for (const s of sales) {
    links.push({
      label: `매출 실적 ${s.name} · ${s.currency_code} 환율 없음`,
      href: s.tax_invoice_id === null ? `/med/sales/management?${query({ fromYm: ym, toYm: ym, id: Number(s.id) })}` : `/taxinvoice/${Number(s.tax_invoice_id)}`,
    });
  }
  return item('MISSING_EXCHANGE_RATES', '외화 계약·매출의 원화 금액은 그날의 매매기준율로 계산합니다. 통화·환율에서 환율을 등록해 주세요.', links.length, links);
}

/** SalesLedger rows of the month with no project: their revenue reaches no project's profit. */
async function salesWithoutProject(db: Executor, ym: string): Promise<ChecklistItem> {
  const rows = await rowsOf<{ id: string | number; tax_invoice_id: string | number | null; invoice_no: string | null; name: string; amount: string | number }>(
    db,
    sql`select sl.id, sl.tax_invoice_id, ti.invoice_no, cu.name, sl.amount
      from sales_ledger sl join customer cu on cu.id = sl.customer_id left join tax_invoice ti on ti.id = sl.tax_invoice_id
      where sl.deleted_yn = 'N' and sl.ym = ${ym} and sl.project_id is null
      order by sl.id`,
  );
  const links = rows.map((r) => ({
    label: `${r.invoice_no ? `${r.invoice_no} ` : ''}${r.name} · ${won(Number(r.amount))}`,
    href: `/med/sales/management?${query({ fromYm: ym, toYm: ym, unassignedYn: 'Y', id: Number(r.id) })}`,
  }));
  return item('SALES_WITHOUT_PROJECT', '프로젝트가 없는 매출은 프로젝트 손익에 잡히지 않습니다. 매출 실적에 프로젝트를 연결해 주세요.', rows.length, links);
}

/** REQUESTED direct-cost changes of rows dated in the month: decided after the close, they land as adjustments. */
async function pendingDirectCostMods(db: Executor, ym: string): Promise<ChecklistItem> {
  const [from, to] = monthRange(ym);
  const rows = await rowsOf<{ id: string | number; direct_cost_id: string | number; description: string; change_type: DirectCostModType; name: string | null }>(
    db,
    sql`select m.id, m.direct_cost_id, dc.description, m.change_type, u.name
      from direct_cost_mod m join direct_cost dc on dc.id = m.direct_cost_id left join app_user u on u.id = m.requested_by
      where m.deleted_yn = 'N' and m.status = 'REQUESTED' and m.before_cost_date >= ${from} and m.before_cost_date <= ${to}
      order by m.id`,
  );
  const links = rows.map((r) => ({
    label: `${r.description} · ${DirectCostModType.labels[r.change_type]} 변경${r.name ? ` · ${r.name} 요청` : ''}`,
    href: `/direct/cost/mod/management?${query({ statusList: 'REQUESTED', directCostId: Number(r.direct_cost_id) })}`,
  }));
  return item('PENDING_DIRECT_COST_MODS', '마감한 뒤에 승인된 변경은 그 달을 건드리지 않고 진행 중인 달에 조정 행으로 반영됩니다. 마감 전에 승인하거나 반려해 주세요.', rows.length, links);
}

/** The close checklist of a month (DOMAIN §6 CostPeriod ∑): counts and the rows behind them. */
export async function checklistOf(db: Executor, ym: string): Promise<CostPeriodChecklist> {
  const items = [await unapprovedLogs(db, ym), await rateMissing(db, ym), await missingExchangeRates(db, ym), await salesWithoutProject(db, ym), await pendingDirectCostMods(db, ym)];
  return { ym, items };
}
