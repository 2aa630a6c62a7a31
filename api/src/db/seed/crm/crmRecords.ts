import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../database';
import { actionItem, appUser, contact, crmRecord, crmRecordContact, crmRecordParticipant, type CrmRecordOutcome, type CrmRecordStatus, customer, department } from '../../schema';
import { addDays, kstDate, kstDayStart } from '../../../lib/time';
import { type Random, between, mulberry32, pick } from '../random';

const DAY_MS = 24 * 3600 * 1000;
const RECORD_COUNT = 1500;
const PLANNED_AHEAD = 60;
const CHUNK = 400;

/** CALL > EMAIL > VISIT > MEETING (DOMAIN §11). */
const TYPE_WEIGHTS: readonly [string, number][] = [
  ['CALL', 40],
  ['EMAIL', 28],
  ['VISIT', 20],
  ['MEETING', 12],
];
const SUBJECTS: Record<string, readonly string[]> = {
  CALL: ['견적 문의 회신 통화', '납기 일정 확인', '계약 갱신 안내 전화', '유지보수 만족도 확인', '신규 담당자 인사 통화', '추가 발주 의향 확인', '결제 일정 협의'],
  EMAIL: ['제안서 송부', '견적서 발송', '세미나 초대 메일', '제품 카탈로그 전달', '계약서 초안 송부', '분기 뉴스레터 발송'],
  VISIT: ['정기 방문', '신규 장비 도입 상담 방문', '제품 시연 방문', '설치 현장 점검 방문', '경영진 인사 방문', '유지보수 현황 점검 방문'],
  MEETING: ['요구사항 협의 미팅', '제안 발표', '분기 리뷰 미팅', '기술 검토 회의', '가격 협상 미팅'],
};
const CONTENTS: Record<string, readonly string[]> = {
  CALL: ['담당자와 통화하여 일정과 요청 사항을 확인함.', '견적 조건에 대한 질문에 답변하고 회신 일정을 정함.', '현재 사용 중인 제품의 불편 사항을 청취함.'],
  EMAIL: ['요청받은 자료를 첨부하여 발송함.', '검토 후 회신을 요청하는 메일을 보냄.', '다음 미팅 일정 후보를 안내함.'],
  VISIT: ['현장을 둘러보고 설비 교체 계획을 들음.', '신규 라인 증설 계획과 예산 일정을 확인함.', '제품 시연 후 실무진 피드백을 받음.'],
  MEETING: ['요구사항 목록을 함께 정리하고 우선순위를 합의함.', '제안 내용을 발표하고 질의응답을 진행함.', '분기 실적과 다음 분기 계획을 공유함.'],
};
const DETAILS = ['예산은 하반기 편성 예정.', '경쟁사 제품과 비교 검토 중.', '구매팀 결재 절차 확인 필요.', '기술 사양 보완 요청 있음.', '의사결정권자는 공장장.', '납기 단축 요청.'];
const NEXT_NOTES = ['견적서 회신 확인', '제안서 보완 후 재방문', '계약 조건 협의', '데모 일정 확정', '기술 자료 송부', '결재 진행 상황 확인'];
const OUTCOMES: readonly [CrmRecordOutcome, number][] = [
  ['POSITIVE', 40],
  ['NEUTRAL', 45],
  ['NEGATIVE', 15],
];

function weighted<T>(random: Random, table: readonly (readonly [T, number])[]): T {
  const total = table.reduce((n, [, w]) => n + w, 0);
  let roll = random() * total;
  for (const [value, w] of table) {
    roll -= w;
    if (roll < 0) return value;
  }
  return table[table.length - 1][0];
}

/** A weekday working-hour instant (KST 09:00–18:00) `daysFromNow` days away (negative = past). */
function workingTime(random: Random, now: Date, daysFromNow: number): Date {
  const day = addDays(kstDate(now), daysFromNow);
  const dow = new Date(`${day}T00:00:00Z`).getUTCDay();
  const shifted = dow === 6 ? -1 : dow === 0 ? 1 : 0;
  const minutes = between(random, 9 * 60, 17 * 60 + 30);
  return new Date(kstDayStart(addDays(day, shifted)).getTime() + Math.round(minutes / 10) * 10 * 60_000);
}

const chunks = <T>(rows: T[]) => Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => rows.slice(i * CHUNK, (i + 1) * CHUNK));

/**
 * ~1,500 CRM records over 24 months (DOMAIN §11) by the sales teams (SAL-1, SAL-2, SAL-MKT): mostly DONE with
 * outcomes, some PLANNED in the next two weeks, recent next actions as action items (a few overdue). Lead links are
 * left empty (leads are seeded separately). Runs only while crm_record is empty; batch inserts keep it fast.
 */
export async function seedCrmRecords(tx: Executor, now: Date): Promise<{ crmRecords: number }> {
  const [{ n }] = await tx.select({ n: count() }).from(crmRecord);
  if (n > 0) return { crmRecords: 0 };
  const teams = await tx.select({ id: department.id, code: department.code }).from(department).where(inArray(department.code, ['SAL-1', 'SAL-2', 'SAL-MKT']));
  const reps = await tx
    .select({ id: appUser.id, deptId: appUser.deptId })
    .from(appUser)
    .where(and(inArray(appUser.deptId, teams.map((t) => t.id)), eq(appUser.deletedYn, 'N'), eq(appUser.status, 'ACTIVE')))
    .orderBy(appUser.id);
  const customers = await tx
    .select({ id: customer.id, ownerDeptId: customer.ownerDeptId, address1: customer.address1, name: customer.name })
    .from(customer)
    .where(eq(customer.deletedYn, 'N'))
    .orderBy(customer.id);
  if (reps.length === 0 || customers.length === 0) return { crmRecords: 0 };
  const contacts = await tx.select({ id: contact.id, customerId: contact.customerId }).from(contact).where(eq(contact.status, 'ACTIVE')).orderBy(contact.id);
  const contactsOf = new Map<number, number[]>();
  for (const c of contacts) contactsOf.set(c.customerId, [...(contactsOf.get(c.customerId) ?? []), c.id]);
  const marketing = teams.find((t) => t.code === 'SAL-MKT')?.id;
  const repsOf = (deptId: number | null) => reps.filter((r) => r.deptId === deptId);

  const random = mulberry32(20_250_415);
  type Plan = {
    row: typeof crmRecord.$inferInsert;
    contactIds: number[];
    participantId: number | null;
    next: { at: Date; done: boolean } | null;
  };
  const plans: Plan[] = [];
  for (let i = 0; i < RECORD_COUNT; i++) {
    const cust = customers[Math.floor(Math.pow(random(), 1.4) * customers.length)];
    const teamReps = repsOf(cust.ownerDeptId);
    // Marketing sends most of the e-mails it is asked for; the account team does the rest.
    const owner = marketing && random() < 0.12 && repsOf(marketing).length > 0 ? pick(random, repsOf(marketing)) : pick(random, teamReps.length > 0 ? teamReps : reps);
    const type = owner.deptId === marketing ? pick(random, ['EMAIL', 'EMAIL', 'CALL', 'MEETING']) : weighted(random, TYPE_WEIGHTS);
    const ahead = i < PLANNED_AHEAD;
    // Slightly more activity in recent months.
    const days = ahead ? between(random, 1, 13) : -Math.floor(Math.pow(random(), 1.15) * 730);
    let activityAt = workingTime(random, now, days);
    // A weekend shift can land on the wrong side of now: a week away keeps the working hour.
    if (!ahead && activityAt >= now) activityAt = new Date(activityAt.getTime() - 7 * DAY_MS);
    if (ahead && activityAt <= now) activityAt = new Date(activityAt.getTime() + 7 * DAY_MS);
    const status: CrmRecordStatus = ahead ? 'PLANNED' : random() < 0.03 ? 'CANCELED' : 'DONE';
    const done = status === 'DONE';
    const own = contactsOf.get(cust.id) ?? [];
    const contactIds = own.length === 0 ? [] : random() < 0.2 && own.length > 1 ? own.slice(0, 2) : [pick(random, own)];
    const needsPlace = type === 'VISIT' || type === 'MEETING';
    const mates = repsOf(owner.deptId).filter((r) => r.id !== owner.id);
    const participantId = needsPlace && mates.length > 0 && random() < 0.15 ? pick(random, mates).id : null;
    const recentDone = done && now.getTime() - activityAt.getTime() < 90 * DAY_MS;
    let next: Plan['next'] = null;
    if ((recentDone && random() < 0.35) || (status === 'PLANNED' && random() < 0.2)) {
      const at = workingTime(random, new Date(activityAt.getTime()), between(random, 2, 10));
      // Most past next actions were done; a few are left overdue for the reminders and the board.
      next = { at, done: at < now && random() < 0.8 };
    }
    plans.push({
      row: {
        activityType: type,
        subject: `${cust.name.replace(/^\(주\)|주식회사\s?/g, '')} ${pick(random, SUBJECTS[type])}`.slice(0, 200),
        customerId: cust.id,
        status,
        activityAt,
        durationMin: type === 'EMAIL' ? null : type === 'CALL' ? between(random, 1, 6) * 5 : type === 'VISIT' ? between(random, 4, 8) * 15 : between(random, 2, 6) * 15,
        location: needsPlace ? (type === 'MEETING' && random() < 0.3 ? '당사 3층 회의실' : `${cust.name} (${cust.address1 ?? '본사'})`.slice(0, 200)) : null,
        content: done || random() < 0.3 ? `<p>${pick(random, CONTENTS[type])}</p><p>${pick(random, DETAILS)}</p>` : null,
        outcome: done ? weighted(random, OUTCOMES) : null,
        nextActionType: next ? weighted(random, TYPE_WEIGHTS) : null,
        nextActionAt: next?.at ?? null,
        nextActionNote: next ? pick(random, NEXT_NOTES) : null,
        // Reminders of past next actions went out already.
        nextActionRemindedAt: next && next.at < now ? next.at : null,
        ownerUserId: owner.id,
        ownerDeptId: owner.deptId,
        createdAt: activityAt < now ? activityAt : now,
        createdBy: owner.id,
        updatedAt: activityAt < now ? activityAt : now,
        updatedBy: owner.id,
      },
      contactIds,
      participantId,
      next,
    });
  }

  const ids: number[] = [];
  for (const part of chunks(plans)) ids.push(...(await tx.insert(crmRecord).values(part.map((p) => p.row)).returning({ id: crmRecord.id })).map((r) => r.id));
  const links = plans.flatMap((p, i) => p.contactIds.map((contactId) => ({ crmRecordId: ids[i], contactId })));
  for (const part of chunks(links)) await tx.insert(crmRecordContact).values(part);
  const mates = plans.flatMap((p, i) => (p.participantId ? [{ crmRecordId: ids[i], userId: p.participantId }] : []));
  for (const part of chunks(mates)) await tx.insert(crmRecordParticipant).values(part);

  const withNext = plans.map((p, i) => ({ p, id: ids[i] })).filter(({ p }) => p.next);
  const names = new Map(customers.map((c) => [c.id, c.name]));
  const LABELS: Record<string, string> = { CALL: '전화', EMAIL: '이메일', VISIT: '방문', MEETING: '미팅' };
  const items: number[] = [];
  for (const part of chunks(withNext)) {
    const rows = part.map(({ p, id }) => ({
      title: `[${names.get(p.row.customerId) ?? ''}] ${LABELS[p.row.nextActionType!]}: ${p.row.nextActionNote}`.slice(0, 200),
      assigneeId: p.row.ownerUserId!,
      dueDate: kstDate(p.next!.at),
      targetType: 'CRM_RECORD',
      targetId: id,
      source: 'CRM_NEXT_ACTION' as const,
      status: p.next!.done ? ('DONE' as const) : ('OPEN' as const),
      doneAt: p.next!.done ? p.next!.at : null,
      createdAt: p.row.createdAt,
      createdBy: p.row.ownerUserId,
      updatedAt: p.row.createdAt,
      updatedBy: p.row.ownerUserId,
    }));
    items.push(...(await tx.insert(actionItem).values(rows).returning({ id: actionItem.id })).map((r) => r.id));
  }
  for (const part of chunks(withNext.map(({ id }, i) => ({ id, item: items[i] })))) {
    const values = sql.join(
      part.map((r) => sql`(${r.id}::bigint, ${r.item}::bigint)`),
      sql`, `,
    );
    await tx.execute(sql`update crm_record set next_action_item_id = v.item from (values ${values}) as v(rid, item) where crm_record.id = v.rid`);
  }
  await tx.execute(
    sql`update customer set last_activity_at = m.at
        from (select customer_id, max(activity_at) as at from crm_record where status = 'DONE' and deleted_yn = 'N' group by customer_id) m
        where customer.id = m.customer_id and (customer.last_activity_at is null or customer.last_activity_at < m.at)`,
  );
  return { crmRecords: ids.length };
}
