import { and, eq, gte, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { notification, taxInvoice } from '../../../db/schema';
import { notify } from '../../cross/notification/notify';
import { addDays, kstDate, kstDayStart } from '../../../lib/time';
import { issueDeadlineOf } from './rules';

/** Reminder days of the month (DOMAIN §4 Notifies: N-TAXINVOICE-DUE on the 5th and 9th). */
const REMINDER_DAYS = ['05', '09'];
const TYPE = 'TAXINVOICE_DUE';

/**
 * On the 5th and the 9th (KST), tells each owner of an unissued invoice for last
 * month's supplies that the 발급기한 is near. Runs with housekeeping several times a
 * day; an invoice reminded today is not reminded again. Returns the rows created.
 */
export async function remindTaxInvoiceDeadlines(db: Database, now: Date): Promise<number> {
  const today = kstDate(now);
  if (!REMINDER_DAYS.includes(today.slice(8))) return 0;
  const monthStart = `${today.slice(0, 7)}-01`;
  const lastMonthEnd = addDays(monthStart, -1);
  const deadline = issueDeadlineOf(lastMonthEnd);
  const due = await db
    .select({ id: taxInvoice.id, invoiceNo: taxInvoice.invoiceNo, buyerName: taxInvoice.buyerName, ownerUserId: taxInvoice.ownerUserId, status: taxInvoice.status })
    .from(taxInvoice)
    .where(
      and(
        eq(taxInvoice.deletedYn, 'N'),
        inArray(taxInvoice.status, ['DRAFT', 'REQUESTED', 'PENDING_APPROVAL']),
        isNotNull(taxInvoice.ownerUserId),
        gte(taxInvoice.issueDeadline, today),
        lte(taxInvoice.writeDate, lastMonthEnd),
      ),
    );
  if (due.length === 0) return 0;
  const startOfToday = kstDayStart(today);
  const reminded = new Set(
    (
      await db
        .select({ targetId: notification.targetId })
        .from(notification)
        .where(and(eq(notification.type, TYPE), eq(notification.targetType, 'TAX_INVOICE'), gte(notification.created, startOfToday)))
    ).map((r) => r.targetId),
  );
  let created = 0;
  for (const invoice of due.filter((d) => !reminded.has(d.id))) {
    const rows = await notify(db, {
      userIds: [invoice.ownerUserId!],
      category: 'CRM',
      type: TYPE,
      title: '세금계산서 발급기한 임박',
      body: `${invoice.invoiceNo} ${invoice.buyerName}: 발급기한 ${deadline}까지 발급해야 합니다. 기한이 지나면 가산세 대상입니다.`,
      contentLocation: `/taxinvoice/${invoice.id}`,
      targetType: 'TAX_INVOICE',
      targetId: invoice.id,
      now,
    });
    created += rows.length;
  }
  return created;
}
