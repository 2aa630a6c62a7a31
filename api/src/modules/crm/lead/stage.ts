import type { LeadConvertBody, LeadConverted, LeadStageChangeBody } from '@dure/shared/contracts/crm/lead';
import { write } from '@dure/shared/access';
import { API_MESSAGES } from '@dure/shared/messages';
import { contractTotals } from '@dure/shared/money';
import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/database';
import { contract, lead, leadStageHistory } from '../../../db/schema';
import { type Actor, created, diff, writeAudit } from '../../../lib/audit';
import { nextDocNumber } from '../../../lib/docNumber';
import { fill } from '../../../lib/messages';
import { forbidden, staleVersion, stateConflict, validationError } from '../../../lib/httpErrors';
import { isDate, kstDate } from '../../../lib/time';
import { notify } from '../../cross/notification/notify';
import type { Viewer } from '../../cross/record/registry';
import { type Stage, leaderOf, loadStages, needsCustomer, requireCode } from './lookup';
import { addDays } from '../../../lib/time';
import { weightedAmount } from './rules';
import { AUDITED, ENTITY, type LeadRow, lockLead } from './write';
import { josaOf } from '@dure/shared/format';

/** Stages whose arrival the owner's department leader hears about (N-LEAD-STAGE-CHANGED). */
const announced = (stage: Stage) => stage.category !== 'OPEN' || stage.code === 'CONTRACTING';

type Closing = Pick<LeadStageChangeBody, 'probability' | 'lostReason' | 'lostNote' | 'competitor'>;

/**
 * Moves a locked lead to `to` (DOMAIN §4 Lead states): OPEN ↔ OPEN freely; WON needs
 * a customer and amount > 0; LOST needs a reason; leaving WON/LOST (reopen) needs
 * LEAD_MANAGEMENT_WRITE and no contract. Appends the stage history, audits, notifies.
 */
export async function moveTo(tx: Executor, actor: Actor, viewer: Viewer, current: LeadRow, stages: Stage[], to: Stage, input: Closing): Promise<LeadRow> {
  const from = stages.find((s) => s.id === current.stageId)!;
  if (from.id === to.id) throw validationError({ stageId: API_MESSAGES.leadSameStage });
  if (to.activeYn !== 'Y') throw validationError({ stageId: API_MESSAGES.leadStageInactive });
  if (from.category !== 'OPEN') {
    if (!viewer.authorities.has('ROLE_SUPER') && !viewer.authorities.has(write('LEAD_MANAGEMENT'))) throw forbidden(API_MESSAGES.leadReopenForbidden);
    if (current.contractId !== null) throw stateConflict(API_MESSAGES.leadReopenHasContract);
  }
  if (to.category === 'WON') {
    if (current.customerId === null) throw validationError({ customerId: API_MESSAGES.leadWonNeedsCustomer });
    if (!(current.expectedAmount > 0)) throw validationError({ expectedAmount: API_MESSAGES.leadWonNeedsAmount });
  } else if (to.category === 'LOST') {
    if (!input.lostReason) throw validationError({ lostReason: API_MESSAGES.leadLostNeedsReason });
    await requireCode(tx, 'LOST_REASON', input.lostReason, 'lostReason', API_MESSAGES.leadLostReasonInvalid);
  } else if (needsCustomer(stages, to) && current.customerId === null) {
    throw validationError({ customerId: API_MESSAGES.leadCustomerRequired });
  }
  let probability = to.defaultProbability;
  if (to.category === 'OPEN' && input.probability !== undefined && input.probability !== null) {
    if (input.probability < 1 || input.probability > 99) throw validationError({ probability: API_MESSAGES.leadProbabilityRange });
    probability = input.probability;
  }
  const next = {
    stageId: to.id,
    probability,
    weightedAmount: weightedAmount(current.expectedAmount, probability),
    wonAt: to.category === 'WON' ? actor.now : null,
    lostAt: to.category === 'LOST' ? actor.now : null,
    lostReason: to.category === 'LOST' ? input.lostReason! : null,
    lostNote: to.category === 'LOST' ? (input.lostNote?.trim() || null) : null,
    competitor: to.category === 'LOST' ? (input.competitor?.trim() || null) : current.competitor,
    stageChangedAt: actor.now,
  };
  const [row] = await tx
    .update(lead)
    .set({ ...next, version: current.version + 1, updatedAt: actor.now, updatedBy: actor.actorId })
    .where(and(eq(lead.id, current.id), eq(lead.version, current.version)))
    .returning();
  if (!row) throw staleVersion();
  await tx.insert(leadStageHistory).values({ leadId: row.id, fromStageId: from.id, toStageId: to.id, probability, amount: row.expectedAmount, at: actor.now, by: actor.actorId });
  await writeAudit(tx, actor, { entityType: ENTITY, entityId: row.id, action: 'STATE', changes: diff(current, next, [...AUDITED, 'wonAt', 'lostAt'] as never) });
  if (announced(to)) {
    const leader = await leaderOf(tx, row.ownerDeptId);
    if (leader !== null && leader !== actor.actorId) {
      await notify(tx, {
        userIds: [leader],
        category: 'CRM',
        type: 'LEAD_STAGE_CHANGED',
        title: `리드 ${to.name}`,
        body: `리드 ${row.leadNo} '${row.title}'${josaOf(row.title, '이/가')} ${from.name} → ${to.name} 단계로 바뀌었습니다.`,
        contentLocation: `/lead/${row.id}`,
        targetType: ENTITY,
        targetId: row.id,
        actorId: actor.actorId,
        now: actor.now,
      });
    }
  }
  return row;
}

export function changeStage(db: Database, actor: Actor, viewer: Viewer, id: number, input: LeadStageChangeBody): Promise<void> {
  return db.transaction(async (tx) => {
    const current = await lockLead(tx, viewer, id, input.version);
    const stages = await loadStages(tx);
    const to = stages.find((s) => s.id === input.stageId);
    if (!to) throw validationError({ stageId: API_MESSAGES.leadStageNotFound });
    await moveTo(tx, actor, viewer, current, stages, to, input);
  });
}

/** A year from `start`, inclusive: the last day before the same date next year. */
const yearFrom = (start: string) => addDays(`${Number(start.slice(0, 4)) + 1}${start.slice(4)}`.replace(/-02-29$/, '-02-28'), -1);

/**
 * 계약 전환: a DRAFT contract prefilled from the lead (one per lead); an OPEN lead
 * moves to WON on the way. Both records are audited in the same transaction.
 */
export function convertLead(db: Database, actor: Actor, viewer: Viewer, id: number, input: LeadConvertBody): Promise<LeadConverted> {
  return db.transaction(async (tx) => {
    let current = await lockLead(tx, viewer, id, input.version);
    if (current.contractId !== null) {
      const [existing] = await tx.select({ contractNo: contract.contractNo }).from(contract).where(eq(contract.id, current.contractId));
      throw stateConflict(fill(API_MESSAGES.leadAlreadyConverted, { contractNo: existing?.contractNo ?? '' }));
    }
    const stages = await loadStages(tx);
    const stage = stages.find((s) => s.id === current.stageId)!;
    if (stage.category === 'LOST') throw stateConflict(API_MESSAGES.leadConvertLost);
    const contractDate = input.contractDate ?? kstDate(actor.now);
    const startDate = input.startDate ?? contractDate;
    const errors: Record<string, string> = {};
    for (const [field, value] of [['contractDate', contractDate], ['startDate', startDate], ['endDate', input.endDate]] as const) {
      if (value !== undefined && !isDate(value)) errors[field] = API_MESSAGES.leadDateInvalid;
    }
    if (Object.keys(errors).length > 0) throw validationError(errors);
    const endDate = input.endDate ?? yearFrom(startDate);
    if (startDate > endDate) throw validationError({ endDate: API_MESSAGES.leadContractDates });
    const contractType = input.contractType ?? 'SUPPLY';
    await requireCode(tx, 'CONTRACT_TYPE', contractType, 'contractType', API_MESSAGES.leadContractTypeInvalid);
    if (stage.category === 'OPEN') {
      const won = stages.find((s) => s.category === 'WON')!;
      current = await moveTo(tx, actor, viewer, current, stages, won, {});
    } else {
      if (current.customerId === null) throw validationError({ customerId: API_MESSAGES.leadWonNeedsCustomer });
      if (!(current.expectedAmount > 0)) throw validationError({ expectedAmount: API_MESSAGES.leadWonNeedsAmount });
    }
    const supply = current.expectedAmount;
    const taxType = input.taxType ?? 'TAXABLE';
    // A converted lead's contract is in KRW: the same amounts a contract saved with this supply gets.
    const amounts = contractTotals(BigInt(supply), 'KRW', null, taxType);
    const contractNo = await nextDocNumber(tx, 'CONTRACT', contractDate);
    const [made] = await tx
      .insert(contract)
      .values({
        contractNo,
        title: input.title?.trim() || current.title,
        customerId: current.customerId!,
        contactId: current.contactId,
        leadId: current.id,
        contractType,
        contractDate,
        startDate,
        endDate,
        supplyAmount: String(supply),
        taxType,
        vatAmount: Number(amounts.vat),
        totalAmount: Number(amounts.total),
        krwSupplyAmount: Number(amounts.krwSupply),
        status: 'DRAFT',
        ownerDeptId: current.ownerDeptId,
        ownerUserId: current.ownerUserId,
        createdAt: actor.now,
        createdBy: actor.actorId,
        updatedAt: actor.now,
        updatedBy: actor.actorId,
      })
      .returning();
    await writeAudit(tx, actor, {
      entityType: 'CONTRACT',
      entityId: made.id,
      action: 'CREATE',
      changes: created(made, ['contractNo', 'title', 'customerId', 'contactId', 'leadId', 'contractType', 'contractDate', 'startDate', 'endDate', 'supplyAmount', 'taxType', 'vatAmount', 'totalAmount', 'status']),
    });
    const [linked] = await tx
      .update(lead)
      .set({ contractId: made.id, version: current.version + 1, updatedAt: actor.now, updatedBy: actor.actorId })
      .where(eq(lead.id, current.id))
      .returning();
    await writeAudit(tx, actor, { entityType: ENTITY, entityId: current.id, action: 'UPDATE', changes: diff(current, linked, ['contractId']) });
    return { contractId: made.id, contractNo };
  });
}
