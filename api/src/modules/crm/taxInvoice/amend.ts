import { API_MESSAGES } from '@dure/shared/messages';
import { lineTax, totalsOf } from '@dure/shared/money';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/database';
import { type AmendCode, type TaxType, taxInvoice, taxInvoiceItem } from '../../../db/schema';
import type { Actor } from '../../../lib/audit';
import type { ScopeCaller } from '../../../lib/dataScope';
import { staleVersion, stateConflict, validationError } from '../../../lib/httpErrors';
import { fill } from '../../../lib/messages';
import { isDate } from '../../../lib/time';
import { loadInvoice } from './access';
import { type ItemValues, negated, parseItems } from './items';
import type { InvoiceAmendBody } from '@dure/shared/contracts/crm/taxInvoice';
import { type DraftValues, getInvoice, insertDraft, pickBuyer } from './service';
import { isIssued } from './view';

/** Codes whose (−) part reverses the whole original: at most one live such amendment per original. */
const FULL_REVERSAL: AmendCode[] = [1, 4, 5, 6];

const storedItems = async (tx: Executor, id: number): Promise<ItemValues[]> =>
  (await tx.select().from(taxInvoiceItem).where(eq(taxInvoiceItem.taxInvoiceId, id)).orderBy(asc(taxInvoiceItem.seq))).map((i) => ({
    seq: i.seq,
    itemDate: i.itemDate,
    itemName: i.itemName,
    spec: i.spec,
    qty: i.qty === null ? null : Number(i.qty),
    unitPrice: i.unitPrice,
    supplyAmount: i.supplyAmount,
    taxAmount: i.taxAmount,
    remark: i.remark,
  }));

/** The lines moved to another date (their month must follow the amendment's write date) and re-taxed. */
const redated = (items: ItemValues[], writeDate: string, taxType: TaxType): ItemValues[] =>
  items.map((i) => ({ ...i, itemDate: i.itemDate.slice(0, 7) === writeDate.slice(0, 7) ? i.itemDate : writeDate, taxAmount: lineTax(taxType, i.supplyAmount) }));

/**
 * 수정세금계산서 (DOMAIN §4): drafts the amendment(s) the reason code calls for,
 * linked to the original by originalInvoiceId / originalApprovalNo. The original
 * never changes; each amendment is a DRAFT that goes through approval.
 *
 * 1 (−) original + (+) corrected, original date · 2 one ± difference, date of change ·
 * 3 (−) returned part, return date · 4 (−) full original, cancellation date ·
 * 5 (−) original + (+) ZERO_RATED, original date · 6 (−) the duplicate, original date.
 */
export async function amendInvoice(db: Database, actor: Actor, caller: ScopeCaller, id: number, input: InvoiceAmendBody) {
  const code = input.amendCode;
  const ids = await db.transaction(async (tx) => {
    const original = await loadInvoice(tx, caller, id, true);
    if (original.amendCode !== null) throw stateConflict(API_MESSAGES.taxInvoiceAmendOfAmendment);
    if (!isIssued(original.status)) throw stateConflict(API_MESSAGES.taxInvoiceAmendOriginalState);
    if (input.version !== undefined && input.version !== original.version) throw staleVersion();
    const errors: Record<string, string> = {};
    if (FULL_REVERSAL.includes(code as AmendCode)) {
      const [existing] = await tx
        .select({ id: taxInvoice.id })
        .from(taxInvoice)
        .where(
          and(
            eq(taxInvoice.originalInvoiceId, original.id),
            inArray(taxInvoice.amendCode, FULL_REVERSAL),
            ne(taxInvoice.status, 'CANCELED'),
            eq(taxInvoice.deletedYn, 'N'),
          ),
        )
        .limit(1);
      if (existing) throw stateConflict(API_MESSAGES.taxInvoiceAmendAlreadyCanceled);
    }
    if (code === 5 && original.taxType !== 'TAXABLE') throw validationError({ amendCode: API_MESSAGES.taxInvoiceAmendZeroRatedOnly });
    const ownDate = code === 2 || code === 3 || code === 4;
    const writeDate = ownDate ? (input.writeDate ?? '') : original.writeDate;
    if (ownDate) {
      if (!writeDate) errors.writeDate = fill(API_MESSAGES.taxInvoiceAmendDateRequired, { code });
      else if (!isDate(writeDate)) errors.writeDate = API_MESSAGES.fieldChoice;
      else if (writeDate < original.writeDate) errors.writeDate = API_MESSAGES.taxInvoiceAmendDateBefore;
    }
    const needsItems = code === 1 || code === 2 || code === 3;
    if (needsItems && !input.items?.length) errors.items = fill(API_MESSAGES.taxInvoiceAmendItemsRequired, { code });
    if (Object.keys(errors).length > 0) throw validationError(errors);

    const originalItems = await storedItems(tx, original.id);
    const minusOriginal = negated(originalItems);
    const parts: { taxType: TaxType; writeDate: string; items: ItemValues[] }[] = [];
    const given = (taxType: TaxType, allowNegative: boolean) => parseItems(input.items ?? [], { taxType, writeDate, allowNegative }, errors);
    switch (code) {
      case 1: {
        parts.push({ taxType: original.taxType, writeDate, items: minusOriginal });
        const corrected = given(original.taxType, false);
        if (corrected.length > 0 && totalsOf(corrected).supplyAmount <= 0) errors.items ??= API_MESSAGES.taxInvoiceTotalZero;
        parts.push({ taxType: original.taxType, writeDate, items: corrected });
        break;
      }
      case 2: {
        const difference = given(original.taxType, true);
        if (difference.length > 0 && totalsOf(difference).supplyAmount === 0) errors.items ??= API_MESSAGES.taxInvoiceAmendDifferenceZero;
        parts.push({ taxType: original.taxType, writeDate, items: difference });
        break;
      }
      case 3: {
        // The returned part may be typed as positive quantities; it is always issued as (−).
        const returned = given(original.taxType, true).map((i) =>
          i.supplyAmount > 0 ? { ...i, qty: i.qty === null ? null : -Math.abs(i.qty), supplyAmount: -i.supplyAmount, taxAmount: -i.taxAmount } : i,
        );
        if (returned.length > 0 && -totalsOf(returned).supplyAmount > original.supplyAmount) errors.items ??= API_MESSAGES.taxInvoiceAmendReturnExceeds;
        parts.push({ taxType: original.taxType, writeDate, items: returned });
        break;
      }
      case 4:
        parts.push({ taxType: original.taxType, writeDate, items: redated(minusOriginal, writeDate, original.taxType) });
        break;
      case 5:
        parts.push({ taxType: original.taxType, writeDate, items: minusOriginal });
        parts.push({ taxType: 'ZERO_RATED', writeDate, items: redated(originalItems, writeDate, 'ZERO_RATED') });
        break;
      case 6:
        parts.push({ taxType: original.taxType, writeDate, items: minusOriginal });
        break;
    }
    if (Object.keys(errors).length > 0) throw validationError(errors);

    const created: number[] = [];
    for (const part of parts) {
      const values: DraftValues = {
        direction: original.direction,
        issueType: original.issueType === 'REVERSE' ? 'NORMAL' : original.issueType,
        taxType: part.taxType,
        purpose: original.purpose,
        writeDate: part.writeDate,
        customerId: original.customerId,
        contractId: original.contractId,
        paymentTermId: null,
        salesOrderId: original.salesOrderId,
        remark: input.remark?.trim() || original.remark,
        amendCode: code,
        originalInvoiceId: original.id,
        originalApprovalNo: original.ntsApprovalNo,
        ownerDeptId: original.ownerDeptId,
        ownerUserId: actor.actorId,
      };
      const parties = {
        ...pickBuyer(original),
        buyerEmail1: input.buyerEmail1?.trim() || original.buyerEmail1,
        buyerEmail2: input.buyerEmail2 !== undefined ? input.buyerEmail2?.trim() || null : original.buyerEmail2,
        trusteeBizNo: original.trusteeBizNo,
        trusteeName: original.trusteeName,
      };
      created.push((await insertDraft(tx, actor, values, parties, part.items)).id);
    }
    return created;
  });
  return Promise.all(ids.map((newId) => getInvoice(db, caller, newId, actor.now)));
}
