import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import { nextDocNumber } from '../../../lib/docNumber';
import { addDays, kstDate } from '../../../lib/time';
import { lineAmount, weightedAmount, SOURCE_OF_CHANNEL } from '../../../modules/crm/lead/rules';
import type { Executor } from '../../database';
import { type InquiryChannel, type InquiryStatus, type LeadPriority, appUser, contact, customer, department, inboundInquiry, lead, leadLine, leadStage, leadStageHistory } from '../../schema';
import { GIVEN_NAMES, SURNAMES } from '../koreanNames';
import { type Random, between, logNormalBetween, mulberry32, pick } from '../random';

const DAY = 86_400_000;
const LEADS = 300;
const OPEN_SHARE = 0.35;
const WIN_RATE = 0.3;

const PRODUCTS = [
  ['스마트팩토리 MES 구축', 1],
  ['ERP 라이선스', 10],
  ['연간 유지보수', 1],
  ['산업용 IoT 센서 모듈', 50],
  ['데이터 분석 컨설팅', 3],
  ['클라우드 구독 (연)', 20],
  ['설비 모니터링 대시보드', 1],
  ['PLC 제어반', 4],
  ['품질관리 시스템', 1],
  ['교육 및 기술지원', 5],
] as const;
const TOPICS = ['MES 고도화', '생산 모니터링', 'ERP 전환', '품질 이력 관리', '설비 예지보전', '물류 자동화', '클라우드 이전', '보안 점검', '데이터 플랫폼', '스마트 공장'];
const SOURCES = ['INBOUND_WEB', 'INBOUND_PHONE', 'INBOUND_EMAIL', 'EXHIBITION', 'REFERRAL', 'PARTNER', 'OUTBOUND', 'EXISTING'];
const SOURCE_WEIGHTS = [18, 8, 8, 10, 14, 10, 17, 15];
const LOST_REASONS = ['PRICE', 'PRICE', 'COMPETITOR', 'COMPETITOR', 'BUDGET', 'TIMING', 'NO_DECISION', 'REQUIREMENT', 'ETC'];
const COMPETITORS = ['(주)한국소프트', '씨엔에스시스템', '미래정보기술', '대한솔루션'];
const PROSPECTS = ['(주)새빛산업', '누리기계', '(주)온세상테크', '한울정밀', '(주)다올메카', '청운전자', '(주)별빛물산', '태성엔지니어링'];

const weighted = <T>(random: Random, items: readonly T[], weights: readonly number[]): T => {
  let r = random() * weights.reduce((s, w) => s + w, 0);
  for (const [i, w] of weights.entries()) if ((r -= w) < 0) return items[i];
  return items[items.length - 1];
};
const at = (base: Date, days: number, random: Random) => new Date(base.getTime() + days * DAY + between(random, 9, 18) * 3_600_000);
const personName = (random: Random) => pick(random, SURNAMES)[0] + pick(random, GIVEN_NAMES)[0];

/**
 * 300 demo leads over 24 months (DOMAIN §11): ~35% open, ~30% of the closed won,
 * 500만–5억원 log-normal, stage histories through the pipeline, owners from the
 * sales teams; then ~40 inbound inquiries. No contracts: the contract seed links them.
 */
export async function seedLeads(tx: Executor, now: Date): Promise<{ leads: number; inquiries: number }> {
  const [{ n }] = await tx.select({ n: count() }).from(lead);
  if (n > 0) return { leads: 0, inquiries: 0 };
  const stages = (await tx.select().from(leadStage).where(eq(leadStage.deletedYn, 'N')).orderBy(asc(leadStage.sortOrder))).filter((s) => s.activeYn === 'Y');
  const open = stages.filter((s) => s.category === 'OPEN');
  const won = stages.find((s) => s.category === 'WON');
  const lostStage = stages.find((s) => s.category === 'LOST');
  const teams = await tx.select({ id: department.id }).from(department).where(inArray(department.code, ['SAL-1', 'SAL-2']));
  if (!won || !lostStage || open.length === 0 || teams.length === 0) return { leads: 0, inquiries: 0 };
  const owners = await tx
    .select({ id: appUser.id, deptId: appUser.deptId })
    .from(appUser)
    .where(and(inArray(appUser.deptId, teams.map((t) => t.id)), eq(appUser.deletedYn, 'N'), eq(appUser.status, 'ACTIVE')))
    .orderBy(asc(appUser.id));
  const customers = await tx.select({ id: customer.id }).from(customer).where(and(eq(customer.deletedYn, 'N'), ne(customer.status, 'MERGED'))).orderBy(asc(customer.id));
  if (owners.length === 0 || customers.length === 0) return { leads: 0, inquiries: 0 };
  const contacts = await tx.select({ id: contact.id, customerId: contact.customerId }).from(contact).where(eq(contact.deletedYn, 'N'));
  const random = mulberry32(20_250_502);
  const today = kstDate(now);

  type Plan = { createdAt: Date; path: typeof stages; changedAt: Date[]; outcome: 'OPEN' | 'WON' | 'LOST' };
  const plans: Plan[] = [];
  for (let i = 0; i < LEADS; i++) {
    const openLead = random() < OPEN_SHARE;
    const outcome = openLead ? 'OPEN' : random() < WIN_RATE ? 'WON' : 'LOST';
    // Open leads are recent; closed ones spread over the two years.
    const ageDays = openLead ? between(random, 3, 200) : between(random, 45, 725);
    const createdAt = at(now, -ageDays, random);
    const reach = outcome === 'WON' ? open.length : outcome === 'LOST' ? between(random, 1, open.length) : Math.min(open.length, 1 + Math.floor(random() * random() * open.length * 1.4));
    // Path through the open stages (sometimes skipping one), then the closing stage.
    const path = open.slice(0, reach).filter((s, k) => k === 0 || k === reach - 1 || random() > 0.15);
    if (outcome === 'WON') path.push(won);
    if (outcome === 'LOST') path.push(lostStage);
    const span = outcome === 'OPEN' ? ageDays : between(random, 20, Math.min(ageDays - 5, 180));
    // Some open leads sit still far longer than their stage allows (stale).
    const stale = outcome === 'OPEN' && random() < 0.2;
    const lastMove = stale ? Math.max(1, Math.floor(span * 0.3)) : span * (0.6 + random() * 0.4);
    const changedAt = path.map((_, k) => new Date(createdAt.getTime() + (k === 0 ? 0 : Math.floor((lastMove * k * DAY) / Math.max(1, path.length - 1)))));
    plans.push({ createdAt, path, changedAt, outcome });
  }
  plans.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

  let made = 0;
  const inboundLeads: { id: number; createdAt: Date; source: string; company: string; contactName: string; ownerId: number }[] = [];
  for (const plan of plans) {
    const stage = plan.path[plan.path.length - 1];
    const owner = pick(random, owners);
    const qualified = plan.path.length > 1 || random() < 0.5;
    const customerId = qualified || plan.outcome !== 'OPEN' ? pick(random, customers).id : null;
    const theirContacts = customerId === null ? [] : contacts.filter((c) => c.customerId === customerId);
    const total = logNormalBetween(random, 5_000_000, 500_000_000);
    const lineCount = random() < 0.6 ? between(random, 1, 3) : 0;
    const lines = Array.from({ length: lineCount }, (_, k) => {
      const [itemName, maxQty] = pick(random, PRODUCTS);
      const qty = between(random, 1, maxQty);
      const discountPct = random() < 0.3 ? pick(random, [5, 10, 15]) : 0;
      const share = k === lineCount - 1 ? 1 / lineCount : (0.5 + random()) / lineCount;
      const unitPrice = Math.max(10_000, Math.floor((total * share) / qty / 1000) * 1000);
      return { itemName, qty, unitPrice, discountPct, amount: lineAmount(qty, unitPrice, discountPct) };
    });
    const amount = lines.length > 0 ? lines.reduce((s, l) => s + l.amount, 0) : Math.floor(total / 10_000) * 10_000;
    const probability = stage.category === 'OPEN' && random() < 0.25 ? Math.min(99, Math.max(1, stage.defaultProbability + pick(random, [-10, -5, 5, 10]))) : stage.defaultProbability;
    const closedAt = plan.changedAt[plan.changedAt.length - 1];
    const closeOffset = plan.outcome === 'OPEN' ? (random() < 0.15 ? -between(random, 3, 40) : between(random, 10, 150)) : between(random, -10, 10);
    const expectedCloseDate = plan.outcome === 'OPEN' ? addDays(today, closeOffset) : addDays(kstDate(closedAt), closeOffset);
    const source = weighted(random, SOURCES, SOURCE_WEIGHTS);
    const topic = pick(random, TOPICS);
    const prospectCompany = customerId === null ? pick(random, PROSPECTS) : null;
    const lostReason = plan.outcome === 'LOST' ? pick(random, LOST_REASONS) : null;
    const leadNo = await nextDocNumber(tx, 'LEAD', kstDate(plan.createdAt));
    const [row] = await tx
      .insert(lead)
      .values({
        leadNo,
        title: `${topic} ${pick(random, ['도입', '구축', '확장', '개선', '2차'])}`,
        customerId,
        contactId: theirContacts.length > 0 ? pick(random, theirContacts).id : null,
        prospectCompany,
        prospectName: prospectCompany ? personName(random) : null,
        prospectPhone: prospectCompany ? `010${between(random, 1000, 9999)}${between(random, 1000, 9999)}` : null,
        source,
        stageId: stage.id,
        probability,
        expectedAmount: amount,
        weightedAmount: weightedAmount(amount, probability),
        expectedCloseDate,
        priority: weighted<LeadPriority>(random, ['LOW', 'NORMAL', 'HIGH'], [2, 6, 2]),
        lostReason,
        lostNote: lostReason ? pick(random, ['예산 재검토 후 내년 재논의', '경쟁사 대비 가격 열위', '요구 기능 일부 미충족', null]) : null,
        competitor: lostReason === 'COMPETITOR' ? pick(random, COMPETITORS) : null,
        wonAt: plan.outcome === 'WON' ? closedAt : null,
        lostAt: plan.outcome === 'LOST' ? closedAt : null,
        stageChangedAt: closedAt,
        ownerUserId: owner.id,
        ownerDeptId: owner.deptId,
        createdAt: plan.createdAt,
        createdBy: owner.id,
        updatedAt: closedAt,
        updatedBy: owner.id,
      })
      .returning({ id: lead.id });
    if (lines.length > 0) {
      await tx.insert(leadLine).values(
        lines.map((l, k) => ({
          leadId: row.id,
          seq: k + 1,
          itemName: l.itemName,
          qty: String(l.qty),
          unitPrice: l.unitPrice,
          discountPct: String(l.discountPct),
          amount: l.amount,
          deliveryYm: addDays(expectedCloseDate, 30).slice(0, 7),
          createdAt: plan.createdAt,
          updatedAt: plan.createdAt,
        })),
      );
    }
    await tx.insert(leadStageHistory).values(
      plan.path.map((s, k) => ({
        leadId: row.id,
        fromStageId: k === 0 ? null : plan.path[k - 1].id,
        toStageId: s.id,
        probability: k === plan.path.length - 1 ? probability : s.defaultProbability,
        amount,
        at: plan.changedAt[k],
        by: owner.id,
      })),
    );
    if (source.startsWith('INBOUND_') || source === 'EXHIBITION') {
      inboundLeads.push({ id: row.id, createdAt: plan.createdAt, source, company: prospectCompany ?? '고객사', contactName: personName(random), ownerId: owner.id });
    }
    made++;
  }
  const inquiries = await seedInquiries(tx, now, random, owners.map((o) => o.id), inboundLeads);
  return { leads: made, inquiries };
}

const CHANNEL_OF_SOURCE: Record<string, InquiryChannel> = Object.fromEntries(Object.entries(SOURCE_OF_CHANNEL).map(([channel, source]) => [source, channel as InquiryChannel]));
const QUESTIONS = [
  '생산 현황을 실시간으로 볼 수 있는 시스템 견적을 요청드립니다.',
  '기존 ERP와 연동 가능한지 문의드립니다.',
  '데모 일정을 잡고 싶습니다.',
  '유지보수 계약 조건이 궁금합니다.',
  '공장 2곳에 센서 설치 비용을 알고 싶습니다.',
  '전시회에서 본 대시보드 제품 자료를 받고 싶습니다.',
];

async function seedInquiries(
  tx: Executor,
  now: Date,
  random: Random,
  staff: number[],
  inboundLeads: { id: number; createdAt: Date; source: string; company: string; contactName: string; ownerId: number }[],
): Promise<number> {
  const [{ n }] = await tx.select({ n: count() }).from(inboundInquiry);
  if (n > 0) return 0;
  type Row = typeof inboundInquiry.$inferInsert;
  const rows: Row[] = [];
  const contactOf = (name: string) => ({ email: random() < 0.6 ? `contact${between(random, 10, 999)}@buyer.example` : null, phone: `010${between(random, 1000, 9999)}${between(random, 1000, 9999)}`, contactName: name });
  // Converted: the latest inbound leads, received shortly before the lead was made.
  for (const l of inboundLeads.slice(-16)) {
    const receivedAt = new Date(l.createdAt.getTime() - between(random, 1, 20) * 3_600_000);
    rows.push({
      channel: CHANNEL_OF_SOURCE[l.source] ?? 'EXHIBITION',
      receivedAt,
      companyName: l.company,
      ...contactOf(l.contactName),
      content: pick(random, QUESTIONS),
      privacyConsentYn: 'Y',
      status: 'CONVERTED',
      assigneeId: l.ownerId,
      assignedAt: receivedAt,
      answeredAt: new Date(receivedAt.getTime() + 2 * 3_600_000),
      leadId: l.id,
    });
  }
  const plan: [InquiryStatus, number, number, number][] = [
    // status, how many, received between N and M days ago
    ['NEW', 4, 0, 1],
    ['NEW', 5, 3, 12],
    ['ASSIGNED', 7, 1, 20],
    ['REJECTED', 5, 5, 60],
    ['SPAM', 4, 2, 60],
  ];
  for (const [status, howMany, from, to] of plan) {
    for (let i = 0; i < howMany; i++) {
      const receivedAt = new Date(now.getTime() - (from + random() * (to - from)) * DAY);
      const answeredAt = status === 'NEW' ? null : new Date(receivedAt.getTime() + between(random, 1, 30) * 3_600_000);
      const channel = weighted<InquiryChannel>(random, ['WEB_FORM', 'PHONE', 'EMAIL', 'EXHIBITION'], [5, 2, 2, 1]);
      rows.push({
        channel,
        receivedAt,
        companyName: status === 'SPAM' ? null : pick(random, PROSPECTS),
        ...contactOf(status === 'SPAM' ? '광고' : personName(random)),
        content: status === 'SPAM' ? '저렴한 광고 대행 서비스를 소개합니다.' : pick(random, QUESTIONS),
        privacyConsentYn: channel === 'WEB_FORM' ? 'Y' : 'N',
        status,
        assigneeId: status === 'ASSIGNED' ? pick(random, staff) : null,
        assignedAt: status === 'ASSIGNED' ? answeredAt : null,
        answeredAt: answeredAt && answeredAt < now ? answeredAt : status === 'NEW' ? null : now,
        rejectReason: status === 'REJECTED' ? pick(random, ['취급하지 않는 품목', '개인 문의', '중복 문의']) : null,
      });
    }
  }
  const inserted = await tx
    .insert(inboundInquiry)
    .values(rows.map((r) => ({ ...r, createdAt: r.receivedAt, updatedAt: r.answeredAt ?? r.receivedAt })))
    .returning({ id: inboundInquiry.id, leadId: inboundInquiry.leadId });
  for (const r of inserted) if (r.leadId !== null) await tx.update(lead).set({ inquiryId: r.id }).where(eq(lead.id, r.leadId));
  return inserted.length;
}
