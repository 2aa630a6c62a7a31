import { type CurrencyCode, type TermInput, contractTotals, fromMinor, planTerms, toFixedInt } from '@dure/shared/money';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { addMonths } from '../../../lib/time';
import { approverOf } from '../../../modules/crm/contract/approval';
import { kstDate } from '../../../lib/time';
import type { Executor } from '../../database';
import { type ContractStatus, appUser, contact, contract, customer, department, paymentTerm } from '../../schema';
import { type Random, between, logNormalBetween, mulberry32, pick } from '../random';

const DAY_MS = 86_400_000;
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const TOTAL = 90;
/** DOMAIN §11: 8 contracts end within 90 days. */
const ENDING_SOON = [7, 15, 22, 29, 41, 55, 68, 84];

const SUBJECTS: Record<string, string[]> = {
  SUPPLY: ['생산설비 공급', '검사장비 공급', '서버·스토리지 공급', '산업용 PC 공급', '계측기 공급'],
  SERVICE: ['MES 구축', 'ERP 고도화', '스마트팩토리 구축', '데이터 플랫폼 구축', '품질관리 시스템 구축', '물류 자동화 컨설팅'],
  MAINTENANCE: ['MES 유지보수', '설비 유지보수', '시스템 운영 유지보수', 'ERP 유지보수'],
  LICENSE: ['MES 라이선스', '분석 솔루션 라이선스', '품질관리 SW 라이선스'],
  SUBSCRIPTION: ['클라우드 모니터링 구독', 'SaaS 설비관리 구독'],
  UNIT_PRICE: ['소모품 단가 계약', '부품 연간 단가 계약'],
};
const TYPES = ['SERVICE', 'SERVICE', 'SERVICE', 'SUPPLY', 'SUPPLY', 'MAINTENANCE', 'MAINTENANCE', 'LICENSE', 'SUBSCRIPTION', 'UNIT_PRICE'] as const;

const monthsOf = (type: string, random: Random) =>
  type === 'SUPPLY' ? between(random, 1, 3) : type === 'SERVICE' ? between(random, 3, 9) : type === 'LICENSE' ? 12 : 12;

/** The payment terms a contract of the type usually has (DOMAIN §4 PaymentTerm). */
function termsOf(type: string, endDate: string, startDate: string): TermInput[] {
  switch (type) {
    case 'SUPPLY':
      return [
        { name: '선급금', rate: 30, dueType: 'ON_SIGN' },
        { name: '잔금', rate: 70, dueType: 'ON_DATE', dueDate: endDate },
      ];
    case 'SERVICE':
      return [
        { name: '선급금', rate: 30, dueType: 'ON_SIGN' },
        { name: '중도금', rate: 40, dueType: 'ON_MILESTONE', milestoneName: '중간 검수' },
        { name: '잔금', rate: 30, dueType: 'ON_DATE', dueDate: endDate },
      ];
    case 'MAINTENANCE':
    case 'SUBSCRIPTION':
      return [{ name: type === 'MAINTENANCE' ? '월 유지보수료' : '월 구독료', rate: 100, dueType: 'MONTHLY' }];
    case 'LICENSE':
      return [{ name: '라이선스 일시금', rate: 100, dueType: 'ON_DATE', dueDate: startDate }];
    default:
      return [];
  }
}

type Plan = {
  type: string;
  title: string;
  contractDate: string;
  startDate: string;
  endDate: string;
  status: ContractStatus;
  supply: number;
  currencyCode: CurrencyCode;
  exchangeRate: string | null;
  autoRenewYn: 'Y' | 'N';
  renewedFrom?: Plan;
};

/** Plans the 90 contracts relative to `today`: most ACTIVE or COMPLETED, 8 ending within 90 days, a few of every other state. */
function plan(random: Random, today: string): Plan[] {
  const plans: Plan[] = [];
  const amount = (type: string) => (type === 'UNIT_PRICE' ? 0 : Math.round(logNormalBetween(random, 5_000_000, 500_000_000) / 10_000) * 10_000);
  const make = (type: string, startDate: string, endDate: string, status: ContractStatus, autoRenew = false): Plan => {
    const foreign = type === 'SUPPLY' && random() < 0.15;
    const supply = amount(type);
    return {
      type,
      title: pick(random, SUBJECTS[type]),
      contractDate: addDays(startDate, -between(random, 0, 10)),
      startDate,
      endDate,
      status,
      supply: foreign ? Math.round(supply / 1350) : supply,
      currencyCode: foreign ? 'USD' : 'KRW',
      exchangeRate: foreign ? (1330 + between(random, 0, 400) / 10).toFixed(4) : null,
      autoRenewYn: autoRenew ? 'Y' : 'N',
    };
  };

  for (const days of ENDING_SOON) {
    const type = pick(random, ['MAINTENANCE', 'SERVICE', 'LICENSE', 'SUBSCRIPTION'] as const);
    const endDate = addDays(today, days);
    plans.push(make(type, addDays(addMonths(endDate, -12), 1), endDate, 'ACTIVE', type === 'MAINTENANCE' && random() < 0.5));
  }
  // Renewed maintenance: the original (RENEWED) and its successor (ACTIVE, ending well after 90 days).
  for (let i = 0; i < 4; i++) {
    const originalEnd = addDays(today, -between(random, 30, 200));
    const original = make('MAINTENANCE', addDays(addMonths(originalEnd, -12), 1), originalEnd, 'RENEWED', true);
    plans.push(original);
    const start = addDays(originalEnd, 1);
    plans.push({ ...make('MAINTENANCE', start, addDays(addMonths(start, 12), -1), 'ACTIVE', true), contractDate: start, title: original.title, renewedFrom: original });
  }
  const drafts = [{ status: 'DRAFT' as const, n: 4 }, { status: 'PENDING_APPROVAL' as const, n: 3 }];
  for (const { status, n } of drafts) {
    for (let i = 0; i < n; i++) {
      const type = pick(random, TYPES);
      const start = addDays(today, between(random, 5, 40));
      plans.push({ ...make(type, start, addDays(addMonths(start, monthsOf(type, random)), -1), status), contractDate: addDays(today, -between(random, 0, 10)) });
    }
  }
  while (plans.length < TOTAL) {
    const type = pick(random, TYPES);
    const start = addDays(today, -between(random, 20, 720));
    let end = addDays(addMonths(start, monthsOf(type, random)), -1);
    let status: ContractStatus;
    if (end >= today) {
      status = 'ACTIVE';
      // Only the planned eight end within 90 days.
      if (end <= addDays(today, 90)) end = addDays(today, between(random, 95, 300));
    } else {
      const roll = random();
      status = roll < 0.72 ? 'COMPLETED' : roll < 0.88 ? 'EXPIRED' : 'TERMINATED';
    }
    plans.push(make(type, start, end, status));
  }
  return plans;
}

/**
 * 90 demo contracts over the last 24 months (DOMAIN §11) across the seeded customers, owned by the
 * sales teams, with their payment terms. Runs only on a database without contracts.
 */
export async function seedContracts(tx: Executor, now: Date): Promise<{ contracts: number; paymentTerms: number }> {
  const [{ n }] = await tx.select({ n: count() }).from(contract);
  if (n > 0) return { contracts: 0, paymentTerms: 0 };
  const teams = await tx.select({ id: department.id }).from(department).where(inArray(department.code, ['SAL-1', 'SAL-2']));
  const owners = teams.length
    ? await tx
        .select({ id: appUser.id, deptId: appUser.deptId })
        .from(appUser)
        .where(and(inArray(appUser.deptId, teams.map((t) => t.id)), eq(appUser.deletedYn, 'N')))
        .orderBy(asc(appUser.id))
    : [];
  const customers = await tx.select({ id: customer.id, status: customer.status }).from(customer).where(eq(customer.deletedYn, 'N')).orderBy(asc(customer.id));
  // Running contracts belong to ACTIVE customers; ended ones also to customers gone DORMANT since.
  const current = customers.filter((c) => c.status === 'ACTIVE');
  const past = customers.filter((c) => c.status === 'ACTIVE' || c.status === 'DORMANT');
  if (owners.length === 0 || current.length === 0) return { contracts: 0, paymentTerms: 0 };
  const contacts = await tx.select({ id: contact.id, customerId: contact.customerId }).from(contact).where(eq(contact.primaryYn, 'Y'));
  const primary = new Map(contacts.map((c) => [c.customerId, c.id]));

  const random = mulberry32(20_250_907);
  const today = kstDate(now);
  const plans = plan(random, today).sort((a, b) => (a.contractDate < b.contractDate ? -1 : a.contractDate > b.contractDate ? 1 : 0));
  const seqByYear = new Map<string, number>();
  const saved = new Map<Plan, { id: number; customerId: number }>();
  let terms = 0;
  for (const p of plans) {
    const owner = pick(random, owners);
    const predecessor = p.renewedFrom ? saved.get(p.renewedFrom) : undefined;
    const ended = p.status === 'COMPLETED' || p.status === 'EXPIRED' || p.status === 'TERMINATED';
    const buyer = predecessor?.customerId ?? pick(random, ended ? past : current).id;
    const year = p.contractDate.slice(0, 4);
    const seq = (seqByYear.get(year) ?? 0) + 1;
    seqByYear.set(year, seq);
    const supplyMinor = BigInt(p.currencyCode === 'KRW' ? p.supply : p.supply * 100);
    const taxType = p.currencyCode === 'KRW' ? 'TAXABLE' : 'ZERO_RATED';
    const amounts = contractTotals(supplyMinor, p.currencyCode, p.exchangeRate ? toFixedInt(p.exchangeRate, 4) : null, taxType);
    const decided = p.status !== 'DRAFT';
    const approverId = decided ? await approverOf(tx, owner.deptId, owner.id) : null;
    const createdAt = new Date(Date.parse(`${p.contractDate}T01:00:00Z`));
    const [row] = await tx
      .insert(contract)
      .values({
        ownerDeptId: owner.deptId,
        ownerUserId: owner.id,
        contractNo: `CT-${year}-${String(seq).padStart(4, '0')}`,
        title: p.title,
        customerId: buyer,
        contactId: primary.get(buyer) ?? null,
        contractType: p.type,
        contractDate: p.contractDate,
        startDate: p.startDate,
        endDate: p.endDate,
        currencyCode: p.currencyCode,
        exchangeRate: p.exchangeRate,
        supplyAmount: fromMinor(supplyMinor, p.currencyCode),
        taxType,
        vatAmount: Number(amounts.vat),
        totalAmount: Number(amounts.total),
        krwSupplyAmount: Number(amounts.krwSupply),
        autoRenewYn: p.autoRenewYn,
        renewalMonths: 12,
        noticeDays: 30,
        status: p.status,
        approverId,
        approvedAt: decided && p.status !== 'PENDING_APPROVAL' ? createdAt : null,
        terminatedAt: p.status === 'TERMINATED' ? addDays(p.startDate, Math.max(1, Math.floor((Date.parse(p.endDate) - Date.parse(p.startDate)) / DAY_MS / 2))) : null,
        terminationReason: p.status === 'TERMINATED' ? pick(random, ['고객사 사업 계획 변경', '예산 삭감으로 인한 중도 해지', '상호 합의 해지']) : null,
        renewedFromId: predecessor?.id ?? null,
        createdAt,
        updatedAt: now,
      })
      .returning({ id: contract.id });
    saved.set(p, { id: row.id, customerId: buyer });
    const planned = planTerms(termsOf(p.type, p.endDate, p.startDate), { supplyMinor, currency: p.currencyCode, startDate: p.startDate, endDate: p.endDate });
    if (planned.terms.length > 0) {
      await tx.insert(paymentTerm).values(
        planned.terms.map((t) => ({
          contractId: row.id,
          seq: t.seq,
          name: t.name,
          rate: t.rate100 === null ? null : (Number(t.rate100) / 100).toFixed(2),
          amount: fromMinor(t.amountMinor, p.currencyCode),
          dueType: t.dueType,
          dueDate: t.dueDate,
          milestoneName: t.milestoneName,
          createdAt,
          updatedAt: now,
        })),
      );
      terms += planned.terms.length;
    }
  }
  for (const [year, last] of seqByYear) {
    await tx.execute(sql`insert into doc_sequence (prefix, period, last) values ('CT', ${year}, ${last})
      on conflict (prefix, period) do update set last = greatest(doc_sequence.last, excluded.last)`);
  }
  return { contracts: plans.length, paymentTerms: terms };
}
