import { lineTax, totalsOf } from '@dure/shared/money';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../database';
import { type AmendCode, type InvoiceStatus, appUser, collection, collectionAllocation, companyProfile, customer, receivable, taxInvoice, taxInvoiceItem } from '../../schema';
import { nextDocNumber } from '../../../lib/docNumber';
import { addDays, kstDate } from '../../../lib/time';
import { onSalesIssued } from '../../../modules/crm/taxInvoice/onIssue';
import { issueDeadlineOf } from '../../../modules/crm/taxInvoice/rules';
import { balanceOf } from '../../../modules/crm/receivable/service';
import { type Random, between, logNormalBetween, mulberry32, pick } from '../random';

/** (주)두레솔루션 as 공급자; 220-87-12343 is made up but checksum-valid. */
export const DURE_PROFILE = {
  bizNo: '2208712343',
  name: '(주)두레솔루션',
  ceoName: '정도현',
  address: '서울특별시 강남구 테헤란로 427 두레타워 12층',
  bizType: '정보통신업',
  bizItem: '소프트웨어 개발 및 공급',
  email: 'tax@dure.example',
  phone: '0215880427',
};

const ITEMS = [
  ['소프트웨어 라이선스', 'EA'],
  ['유지보수 용역', '월'],
  ['시스템 구축 용역', '식'],
  ['컨설팅 용역', 'M/M'],
  ['클라우드 구독', '월'],
  ['하드웨어 공급', 'EA'],
  ['교육 용역', '회'],
] as const;
const PURCHASE_ITEMS = ['서버 장비', '네트워크 장비', '외주 개발 용역', '사무용품', '소프트웨어 구매'] as const;

type Seeded = { taxInvoices: number; collections: number };
type Buyer = typeof customer.$inferSelect;
type Line = { itemDate: string; itemName: string; spec: string | null; qty: number | null; unitPrice: number | null; supplyAmount: number; taxAmount: number; remark: string | null };

const monthsBack = (today: string, n: number) => {
  const d = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - n);
  return d.toISOString().slice(0, 10);
};
const monthEnd = (first: string) => {
  const d = new Date(`${first}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  d.setUTCDate(0);
  return d.toISOString().slice(0, 10);
};
const atNoon = (day: string) => new Date(`${day}T03:00:00Z`);
const approvalNo = (random: Random, issueDate: string) => issueDate.replaceAll('-', '') + Array.from({ length: 16 }, () => between(random, 0, 9)).join('');

function linesFor(random: Random, sales: boolean, writeDate: string): Line[] {
  const n = pick(random, [1, 1, 1, 2, 2, 3]);
  return Array.from({ length: n }, () => {
    if (sales && random() < 0.4) {
      const qty = between(random, 1, 12);
      const unitPrice = Math.round(logNormalBetween(random, 200_000, 8_000_000) / 1000) * 1000;
      const [name, spec] = pick(random, ITEMS);
      return { itemDate: writeDate, itemName: name, spec, qty, unitPrice, supplyAmount: qty * unitPrice, taxAmount: 0, remark: null };
    }
    const supply = Math.round(logNormalBetween(random, 1_000_000, 60_000_000) / 1000) * 1000 + between(random, 0, 9) * 11;
    return { itemDate: writeDate, itemName: sales ? pick(random, ITEMS)[0] : pick(random, PURCHASE_ITEMS), spec: null, qty: null, unitPrice: null, supplyAmount: supply, taxAmount: 0, remark: null };
  }).map((l) => ({ ...l, taxAmount: lineTax('TAXABLE', l.supplyAmount) }));
}

/**
 * ~420 tax invoices over 24 months (DOMAIN §11): mostly issued and transmitted
 * SALES invoices with their receivables and ledger rows, some PURCHASE, this
 * month's drafts and approvals, 6 amendments, then ~350 collections that leave
 * about 15% of every aging bucket overdue.
 */
export async function seedTaxInvoices(tx: Executor, now: Date): Promise<Seeded> {
  const [{ n }] = await tx.select({ n: count() }).from(taxInvoice);
  if (n > 0) return { taxInvoices: 0, collections: 0 };
  const [{ profiles }] = await tx.select({ profiles: count() }).from(companyProfile);
  if (profiles === 0) await tx.insert(companyProfile).values({ ...DURE_PROFILE, createdAt: now, updatedAt: now });
  const buyers = (
    await tx
      .select()
      .from(customer)
      .where(and(eq(customer.deletedYn, 'N'), inArray(customer.status, ['ACTIVE', 'DORMANT'])))
      .orderBy(asc(customer.id))
  ).filter((c) => c.bizRegNo && c.ceoName && c.address1 && c.taxEmail && c.ownerDeptId);
  if (buyers.length === 0) return { taxInvoices: 0, collections: 0 };
  const [finance] = await tx.select({ id: appUser.id }).from(appUser).where(eq(appUser.username, 'finance'));
  const approverId = finance?.id ?? null;
  const random = mulberry32(20_250_611);
  const today = kstDate(now);
  const profile = DURE_PROFILE;
  let invoices = 0;

  async function insert(buyer: Buyer, sales: boolean, writeDate: string, status: InvoiceStatus, lines: Line[], extra: Partial<typeof taxInvoice.$inferInsert> = {}) {
    const issueDeadline = issueDeadlineOf(writeDate);
    const issued = ['ISSUED', 'TRANSMITTED', 'TRANSMIT_FAILED'].includes(status);
    let issueDate: string | null = null;
    if (issued) {
      const late = random() < 0.03;
      issueDate = late ? addDays(issueDeadline, between(random, 1, 12)) : addDays(writeDate, between(random, 0, 6));
      if (issueDate > issueDeadline && !late) issueDate = issueDeadline;
      if (issueDate > today) issueDate = today;
    }
    const counterpart = {
      bizNo: buyer.bizRegNo!, name: buyer.name, ceo: buyer.ceoName!, address: [buyer.address1, buyer.address2].filter(Boolean).join(' '),
      bizType: buyer.bizType, bizItem: buyer.bizItem, email: buyer.taxEmail!,
    };
    const company = { ...profile, ceo: profile.ceoName };
    const supplier = sales ? company : counterpart;
    const party = sales ? counterpart : company;
    const created = atNoon(writeDate);
    const [row] = await tx
      .insert(taxInvoice)
      .values({
        ownerDeptId: buyer.ownerDeptId,
        ownerUserId: buyer.ownerUserId,
        invoiceNo: await nextDocNumber(tx, 'TAX_INVOICE', writeDate),
        direction: sales ? 'SALES' : 'PURCHASE',
        issueType: 'NORMAL',
        taxType: 'TAXABLE',
        purpose: 'CHARGE',
        writeDate,
        issueDate,
        issueDeadline,
        lateYn: issueDate && issueDate > issueDeadline && !extra.amendCode ? 'Y' : 'N',
        supplierBizNo: supplier.bizNo,
        supplierName: supplier.name,
        supplierCeo: supplier.ceo,
        supplierAddress: supplier.address,
        supplierBizType: supplier.bizType,
        supplierBizItem: supplier.bizItem,
        supplierEmail: supplier.email,
        customerId: buyer.id,
        buyerBizNo: party.bizNo,
        buyerName: party.name,
        buyerCeo: party.ceo,
        buyerAddress: party.address,
        buyerBizType: party.bizType,
        buyerBizItem: party.bizItem,
        buyerEmail1: party.email,
        ...totalsOf(lines),
        ntsApprovalNo: issueDate ? approvalNo(random, issueDate) : null,
        status,
        requestedAt: status === 'DRAFT' ? null : created,
        requestedBy: status === 'DRAFT' ? null : buyer.ownerUserId,
        approverId: issueDate ? approverId : null,
        approvedAt: issueDate ? atNoon(issueDate) : null,
        transmittedAt: status === 'TRANSMITTED' && issueDate ? atNoon(addDays(issueDate, 1) > today ? issueDate : addDays(issueDate, 1)) : null,
        transmitAttempts: status === 'TRANSMITTED' ? 1 : status === 'TRANSMIT_FAILED' ? 1 : 0,
        transmitError: status === 'TRANSMIT_FAILED' ? 'ASP 응답 E301: 국세청 전송 대기열이 일시적으로 응답하지 않습니다.' : null,
        canceledAt: status === 'CANCELED' ? created : null,
        cancelReason: status === 'CANCELED' ? '고객 요청으로 발행 취소' : null,
        createdAt: created,
        updatedAt: issueDate ? atNoon(issueDate) : created,
        createdBy: buyer.ownerUserId,
        updatedBy: buyer.ownerUserId,
        ...extra,
      })
      .returning();
    await tx.insert(taxInvoiceItem).values(lines.map((l, i) => ({ ...l, seq: i + 1, taxInvoiceId: row.id })));
    invoices++;
    if (issueDate && sales) await onSalesIssued(tx, { actorId: approverId, ip: null, requestId: null, now: atNoon(issueDate) }, row);
    return row;
  }

  // 24 past months plus this month; more invoices in recent months.
  const originals: (typeof taxInvoice.$inferSelect)[] = [];
  for (let back = 24; back >= 0; back--) {
    const first = monthsBack(today, back);
    const last = back === 0 ? today : monthEnd(first);
    const perMonth = back === 0 ? 14 : 14 + Math.round((24 - back) / 4);
    for (let k = 0; k < perMonth; k++) {
      const buyer = pick(random, buyers);
      const sales = random() < 0.9;
      const day = Number(last.slice(8));
      // About a third are 월합계 (dated the month end).
      const writeDate = random() < 0.35 ? last : `${first.slice(0, 8)}${String(between(random, 1, day)).padStart(2, '0')}`;
      const deadline = issueDeadlineOf(writeDate);
      let status: InvoiceStatus;
      const r = random();
      if (back === 0 || (back === 1 && today < deadline)) {
        status = r < 0.3 ? 'DRAFT' : r < 0.5 ? 'PENDING_APPROVAL' : r < 0.55 ? 'CANCELED' : r < 0.7 ? 'ISSUED' : 'TRANSMITTED';
      } else {
        status = r < 0.02 ? 'CANCELED' : back <= 2 && r < 0.05 ? 'TRANSMIT_FAILED' : 'TRANSMITTED';
      }
      const row = await insert(buyer, sales, writeDate, status, linesFor(random, sales, writeDate));
      if (sales && status === 'TRANSMITTED' && back >= 3) originals.push(row);
    }
  }

  // 6 amendments (DOMAIN §4 table): 2 (+ difference), 3 (− returned part), 4 (− full), 6 (− duplicate), 1 ((−) original + (+) corrected).
  const itemsOf = async (id: number) =>
    (await tx.select().from(taxInvoiceItem).where(eq(taxInvoiceItem.taxInvoiceId, id)).orderBy(asc(taxInvoiceItem.seq))).map(
      ({ id: _id, taxInvoiceId: _t, seq: _s, ...l }) => ({ ...l, qty: l.qty === null ? null : Number(l.qty) }),
    );
  const negate = (lines: Line[]) => lines.map((l) => ({ ...l, qty: l.qty === null ? null : -l.qty, supplyAmount: -l.supplyAmount, taxAmount: -l.taxAmount }));
  const amend = async (original: typeof taxInvoice.$inferSelect, code: AmendCode, writeDate: string, lines: Line[]) => {
    const buyer = buyers.find((b) => b.id === original.customerId)!;
    return insert(buyer, true, writeDate, 'TRANSMITTED', lines, {
      amendCode: code,
      originalInvoiceId: original.id,
      originalApprovalNo: original.ntsApprovalNo,
      remark: `수정사유 ${code}`,
    });
  };
  const targets = originals.filter((_, i) => i % 37 === 5).slice(0, 5);
  for (const [index, code] of ([2, 3, 4, 6, 1] as AmendCode[]).entries()) {
    const original = targets[index];
    if (!original) break;
    const lines = await itemsOf(original.id);
    const later = addDays(original.writeDate, 20);
    if (code === 2) {
      const diff = Math.round(original.supplyAmount * 0.1);
      await amend(original, 2, later, [{ ...lines[0], itemDate: later, qty: null, unitPrice: null, itemName: `${lines[0].itemName} 단가 조정`, supplyAmount: diff, taxAmount: lineTax('TAXABLE', diff) }]);
    } else if (code === 3) {
      const part = -Math.round(lines[0].supplyAmount * 0.3);
      await amend(original, 3, later, [{ ...lines[0], itemDate: later, qty: null, unitPrice: null, itemName: `${lines[0].itemName} 환입`, supplyAmount: part, taxAmount: lineTax('TAXABLE', part) }]);
    } else if (code === 4) {
      await amend(original, 4, later, negate(lines).map((l) => ({ ...l, itemDate: later })));
    } else if (code === 6) {
      await amend(original, 6, original.writeDate, negate(lines));
    } else {
      await amend(original, 1, original.writeDate, negate(lines));
      await amend(original, 1, original.writeDate, lines.map((l) => ({ ...l, spec: l.spec ?? '정정' })));
    }
  }

  // Collections: ~85% of each receivable paid (a quarter in two parts), on or around the due date, never after today.
  const open = await tx.select().from(receivable).where(sql`${receivable.amount} > 0`).orderBy(asc(receivable.dueDate), asc(receivable.id));
  let collections = 0;
  for (const r of open) {
    const balance = balanceOf(r);
    if (balance <= 0) continue;
    const notDue = r.dueDate >= today;
    if (random() < (notDue ? 0.75 : 0.15)) continue;
    const twoParts = random() < 0.25;
    const parts = twoParts ? [Math.floor(balance * 0.5), balance - Math.floor(balance * 0.5)] : [balance];
    // Some overdue receivables are paid only in part.
    if (!notDue && twoParts && random() < 0.2) parts.pop();
    let paidDate = addDays(r.dueDate, between(random, -10, 8));
    if (paidDate < r.billDate) paidDate = r.billDate;
    let collected = 0;
    for (const amount of parts) {
      if (paidDate > today) break;
      const method = pick(random, ['TRANSFER', 'TRANSFER', 'TRANSFER', 'TRANSFER', 'NOTE', 'CARD', 'CASH'] as const);
      const [c] = await tx
        .insert(collection)
        .values({
          ownerDeptId: r.ownerDeptId,
          ownerUserId: approverId,
          customerId: r.customerId,
          collectedDate: paidDate,
          amount,
          method,
          noteDueDate: method === 'NOTE' ? addDays(paidDate, 60) : null,
          createdAt: atNoon(paidDate),
          updatedAt: atNoon(paidDate),
          createdBy: approverId,
          updatedBy: approverId,
        })
        .returning({ id: collection.id });
      await tx.insert(collectionAllocation).values({ collectionId: c.id, receivableId: r.id, amount });
      collected += amount;
      collections++;
      paidDate = addDays(paidDate, between(random, 10, 40));
    }
    if (collected > 0) await tx.update(receivable).set({ collectedAmount: r.collectedAmount + collected }).where(eq(receivable.id, r.id));
  }
  return { taxInvoices: invoices, collections };
}
