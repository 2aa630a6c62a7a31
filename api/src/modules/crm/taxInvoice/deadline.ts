import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../../db/database';
import { taxInvoice } from '../../../db/schema';
import { addDays, kstDate } from '../../../lib/time';
import { daysBetween, issueDeadlineOf } from './rules';
import { listViews } from './view';

type TermRow = { id: number; contractId: number; contractNo: string; customerName: string; name: string; dueDate: string; amount: number | null };

/**
 * 발급기한 현황 (TAX_INVOICE_MANAGEMENT_*): for last month's supplies, the deadline
 * (10th of this month, next business day), unissued invoices written up to the end
 * of last month, and last month's due payment terms not yet invoiced.
 */
export async function deadlineBoard(db: Executor, now: Date) {
  const today = kstDate(now);
  const monthStart = `${today.slice(0, 7)}-01`;
  const lastMonth = new Date(`${monthStart}T00:00:00Z`);
  lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
  const lastMonthStart = lastMonth.toISOString().slice(0, 10);
  const lastMonthEnd = addDays(monthStart, -1);
  const deadline = issueDeadlineOf(lastMonthEnd);
  const pending = await db
    .select()
    .from(taxInvoice)
    .where(and(eq(taxInvoice.deletedYn, 'N'), inArray(taxInvoice.status, ['DRAFT', 'REQUESTED', 'PENDING_APPROVAL']), lte(taxInvoice.writeDate, lastMonthEnd)))
    .orderBy(asc(taxInvoice.issueDeadline), asc(taxInvoice.id))
    .limit(200);
  const terms = await rowsOf<TermRow>(
    db,
    sql`select pt.id, pt.contract_id as "contractId", c.contract_no as "contractNo", cu.name as "customerName", pt.name,
               pt.due_date::text as "dueDate", pt.amount
          from payment_term pt join contract c on c.id = pt.contract_id join customer cu on cu.id = c.customer_id
         where pt.status = 'PLANNED' and pt.due_date between ${lastMonthStart} and ${lastMonthEnd}
           and pt.deleted_yn = 'N' and c.deleted_yn = 'N' and c.status in ('ACTIVE', 'COMPLETED')
         order by pt.due_date, pt.id limit 200`,
  );
  return {
    month: lastMonthStart.slice(0, 7),
    deadline,
    daysLeft: daysBetween(today, deadline),
    pendingInvoices: await listViews(db, pending, today),
    uninvoicedTerms: terms.map((t) => ({ ...t, amount: t.amount === null ? null : Number(t.amount) })),
  };
}
