import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../database';
import { appUser, contact, customer, type CustomerGrade, type CustomerStatus, type CustomerType, department } from '../../schema';
import { companyDomainOf, nameKeyOf } from '../../../modules/crm/customer/normalize';
import { GIVEN_NAMES, SURNAMES } from '../koreanNames';
import { type Random, between, mulberry32, pick } from '../random';

const STEMS = ['한빛', '대성', '세진', '동양', '미래', '신성', '태광', '한결', '푸른', '제일', '삼원', '청솔', '누리', '다온', '금강', '백두', '한라', '우성', '대원', '성진', '오성', '광명', '새롬', '하나', '동방', '대명', '유진', '현대', '한솔', '진흥', '보람', '나래', '해든', '가온', '새한', '동일', '서진', '우진', '정우', '온누리'];
const TRADES = [
  ['정밀', '제조업', '정밀기계', 'MANUFACTURING', 'precision'],
  ['테크', '정보통신업', '소프트웨어 개발', 'IT', 'tech'],
  ['전자', '제조업', '전자부품', 'MANUFACTURING', 'elec'],
  ['산업', '제조업', '산업기계', 'MANUFACTURING', 'ind'],
  ['시스템', '정보통신업', '시스템 통합', 'IT', 'sys'],
  ['솔루션', '정보통신업', '소프트웨어 공급', 'IT', 'sol'],
  ['물산', '도소매업', '무역', 'WHOLESALE', 'corp'],
  ['화학', '제조업', '화학제품', 'MANUFACTURING', 'chem'],
  ['건설', '건설업', '종합건설', 'CONSTRUCTION', 'enc'],
  ['로지스', '운수업', '물류', 'ETC', 'logis'],
  ['메디칼', '제조업', '의료기기', 'HEALTHCARE', 'medical'],
  ['에너지', '전기업', '신재생에너지', 'ETC', 'energy'],
] as const;
const ROMAN_STEMS: Record<string, string> = Object.fromEntries(STEMS.map((s, i) => [s, `co${i + 1}`]));
const PUBLIC_BODIES = [
  ['한국전력기술공사', 'kpetc.or.kr'],
  ['한국산업진흥원', 'kipa.or.kr'],
  ['서울특별시 강남구청', 'gangnam.go.kr'],
  ['경기도 교육청', 'goe.go.kr'],
  ['한국수자원관리원', 'kwrm.or.kr'],
  ['국립과학기술원', 'nist.ac.kr'],
] as const;
const CITIES = [
  ['06236', '서울특별시 강남구 테헤란로', '02'],
  ['04522', '서울특별시 중구 세종대로', '02'],
  ['13487', '경기도 성남시 분당구 판교역로', '031'],
  ['16677', '경기도 수원시 영통구 광교로', '031'],
  ['21984', '인천광역시 연수구 컨벤시아대로', '032'],
  ['48058', '부산광역시 해운대구 센텀중앙로', '051'],
  ['41585', '대구광역시 북구 호암로', '053'],
  ['34126', '대전광역시 유성구 대학로', '042'],
  ['61011', '광주광역시 북구 첨단과기로', '062'],
  ['44538', '울산광역시 중구 종가로', '052'],
] as const;
const TITLES = [
  ['구매팀', '과장'],
  ['구매팀', '대리'],
  ['IT기획팀', '팀장'],
  ['경영지원팀', '차장'],
  ['생산기술팀', '부장'],
  ['재무팀', '대리'],
  ['연구소', '책임연구원'],
  ['총무팀', '주임'],
] as const;

/** A checksum-valid 사업자등록번호 (DOMAIN §1.2); `81`–`88` in the middle marks a corporation. */
export function makeBusinessNumber(random: Random, corporate: boolean): string {
  const digits = [between(random, 1, 8), between(random, 0, 9), between(random, 0, 9)];
  digits.push(...(corporate ? [8, pick(random, [1, 6, 7, 8])] : [between(random, 0, 7), between(random, 1, 9)]));
  for (let i = 0; i < 4; i++) digits.push(between(random, 0, 9));
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  const sum = weights.reduce((acc, w, i) => acc + digits[i] * w, 0) + Math.floor((digits[8] * 5) / 10);
  digits.push((10 - (sum % 10)) % 10);
  return digits.join('');
}

type PlannedCustomer = {
  name: string;
  customerType: CustomerType;
  industryCode: string;
  bizType: string;
  bizItem: string;
  domain: string;
  grade: CustomerGrade;
  status: CustomerStatus;
};

/** 120 companies (DOMAIN §11), three of them planted near-duplicates of others. */
function planCustomers(random: Random): PlannedCustomer[] {
  const planned: PlannedCustomer[] = [];
  const used = new Set<string>();
  const grades: CustomerGrade[] = ['A', 'B', 'B', 'C', 'C', 'C', 'D'];
  const status = (i: number): CustomerStatus => (i % 17 === 5 ? 'PROSPECT' : i % 23 === 7 ? 'DORMANT' : i === 61 || i === 99 ? 'CLOSED' : 'ACTIVE');
  for (const [name, domain] of PUBLIC_BODIES) {
    planned.push({ name, customerType: 'PUBLIC', industryCode: 'PUBLIC', bizType: '공공행정', bizItem: '행정서비스', domain, grade: 'A', status: 'ACTIVE' });
  }
  while (planned.length < 117) {
    const stem = pick(random, STEMS);
    const [trade, bizType, bizItem, industryCode, roman] = pick(random, TRADES);
    const base = `${stem}${trade}`;
    if (used.has(base)) continue;
    used.add(base);
    const i = planned.length;
    const sole = i % 9 === 0;
    const name = sole ? base : pick(random, [`(주)${base}`, `(주)${base}`, `${base}(주)`, `주식회사 ${base}`]);
    planned.push({
      name,
      customerType: sole ? 'SOLE_PROPRIETOR' : 'CORPORATION',
      industryCode,
      bizType,
      bizItem,
      domain: `${ROMAN_STEMS[stem]}${roman}.co.kr`,
      grade: pick(random, grades),
      status: status(i),
    });
  }
  // Planted duplicates: same name in another legal form, a near-identical name, the same mail domain.
  const [a, b, c] = [planned[10], planned[20], planned[30]];
  planned.push({ ...a, name: `${nameKeyOf(a.name)} 주식회사`, status: 'PROSPECT', grade: 'D' });
  planned.push({ ...b, name: `${nameKeyOf(b.name)}즈`, domain: `${b.domain.replace('.co.kr', '')}s.co.kr`, status: 'PROSPECT', grade: 'D' });
  planned.push({ ...c, name: `${nameKeyOf(c.name).slice(0, 2)}글로벌`, status: 'PROSPECT', grade: 'C' });
  return planned;
}

/**
 * The demo's customers and their contacts (DOMAIN §11): 120 companies owned by the
 * sales teams, 250 contacts. Runs only on a database without customers.
 */
export async function seedCustomers(tx: Executor, now: Date): Promise<{ customers: number; contacts: number }> {
  const [{ n }] = await tx.select({ n: count() }).from(customer);
  if (n > 0) return { customers: 0, contacts: 0 };
  const teams = await tx.select({ id: department.id, code: department.code }).from(department).where(inArray(department.code, ['SAL-1', 'SAL-2']));
  if (teams.length === 0) return { customers: 0, contacts: 0 };
  const owners = await tx
    .select({ id: appUser.id, deptId: appUser.deptId })
    .from(appUser)
    .where(and(inArray(appUser.deptId, teams.map((t) => t.id)), eq(appUser.deletedYn, 'N')));
  const random = mulberry32(20_250_401);
  const planned = planCustomers(random);
  const created = new Date(now.getTime() - 730 * 24 * 3600 * 1000);

  const rows = planned.map((p, i) => {
    const owner = owners[i % owners.length];
    const [zipCode, road, area] = pick(random, CITIES);
    const corporate = p.customerType !== 'SOLE_PROPRIETOR';
    return {
      customerNo: `C-${String(i + 1).padStart(6, '0')}`,
      name: p.name,
      nameKey: nameKeyOf(p.name),
      customerType: p.customerType,
      bizRegNo: makeBusinessNumber(random, corporate && p.customerType !== 'PUBLIC'),
      ceoName: pick(random, SURNAMES)[0] + pick(random, GIVEN_NAMES)[0],
      bizType: p.bizType,
      bizItem: p.bizItem,
      industryCode: p.industryCode,
      grade: p.grade,
      status: p.status,
      phone: `${area}${between(random, 200, 999)}${between(random, 1000, 9999)}`,
      website: `https://www.${p.domain}`,
      zipCode,
      address1: `${road} ${between(random, 1, 400)}`,
      address2: `${between(random, 2, 20)}층`,
      emailDomain: companyDomainOf(p.domain),
      taxEmail: `tax@${p.domain}`,
      paymentTermDays: pick(random, [30, 30, 30, 45, 60, 15]),
      creditLimit: p.grade === 'A' ? 500_000_000 : p.grade === 'B' ? 200_000_000 : null,
      ownerDeptId: owner?.deptId ?? teams[0].id,
      ownerUserId: owner?.id ?? null,
      createdAt: new Date(created.getTime() + i * 5 * 24 * 3600 * 1000),
      updatedAt: now,
    };
  });
  const inserted = await tx.insert(customer).values(rows).returning({ id: customer.id, customerNo: customer.customerNo });
  // New customers continue the number series after the seeded ones.
  await tx.execute(
    sql`insert into doc_sequence (prefix, period, last) values ('C', '', ${inserted.length})
        on conflict (prefix, period) do update set last = greatest(doc_sequence.last, excluded.last)`,
  );

  const contacts = inserted.flatMap((c, i) => {
    const domain = planned[i].domain;
    const howMany = i < 6 ? 4 : i % 10 === 0 ? 3 : 2;
    return Array.from({ length: i < planned.length - 3 || i === planned.length - 1 ? howMany : 1 }, (_, k) => {
      const [surname, surnameRoman] = pick(random, SURNAMES);
      const [given, givenRoman] = pick(random, GIVEN_NAMES);
      const [deptName, title] = pick(random, TITLES);
      const consent = random() < 0.4;
      return {
        customerId: c.id,
        name: surname + given,
        deptName,
        title,
        email: `${givenRoman}.${surnameRoman}${k > 0 ? k : ''}@${domain}`,
        mobile: `010${between(random, 1000, 9999)}${between(random, 1000, 9999)}`,
        phone: null,
        primaryYn: k === 0 ? ('Y' as const) : ('N' as const),
        taxInvoiceYn: k === 0 ? ('Y' as const) : ('N' as const),
        marketingConsentYn: consent ? ('Y' as const) : ('N' as const),
        consentAt: consent ? now : null,
        status: k === 3 ? ('LEFT' as const) : ('ACTIVE' as const),
        createdAt: now,
        updatedAt: now,
      };
    });
  });
  await tx.insert(contact).values(contacts);
  return { customers: inserted.length, contacts: contacts.length };
}
