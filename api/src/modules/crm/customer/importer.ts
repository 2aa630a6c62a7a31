import { CUSTOMER_TYPE, type ImportAction, type ImportPreview, type ImportResult, type ImportRow } from '@dure/shared/contracts/crm/customer';
import { API_MESSAGES } from '@dure/shared/messages';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/database';
import { type CustomerType, customer } from '../../../db/schema';
import type { Actor } from '../../../lib/audit';
import { scopeOf } from '../../../lib/dataScope';
import { badRequest } from '../../../lib/httpErrors';
import { fill } from '../../../lib/messages';
import { AREA, type Caller, readable } from './access';
import { findDuplicates } from './duplicates';
import { type CustomerValues, checkCustomer, parseCustomer } from './fields';
import type { Sheet } from '../../../lib/importSheet';
import { listIndustries } from './industries';
import { applyUpdate, insertCustomer } from './service';

export const IMPORT_MAX_ROWS = 1000;

/** Columns of the import template: Korean header → field. `*` marks required columns. */
export const IMPORT_COLUMNS: { header: string; field: keyof CustomerValues; required?: boolean }[] = [
  { header: '고객사명', field: 'name', required: true },
  { header: '고객유형', field: 'customerType', required: true },
  { header: '사업자등록번호', field: 'bizRegNo' },
  { header: '법인등록번호', field: 'corpRegNo' },
  { header: '대표자', field: 'ceoName' },
  { header: '업태', field: 'bizType' },
  { header: '종목', field: 'bizItem' },
  { header: '업종', field: 'industryCode' },
  { header: '등급', field: 'grade' },
  { header: '연락처', field: 'phone' },
  { header: '홈페이지', field: 'website' },
  { header: '우편번호', field: 'zipCode' },
  { header: '주소', field: 'address1' },
  { header: '상세주소', field: 'address2' },
  { header: '계산서 메일', field: 'taxEmail' },
  { header: '결제조건(일)', field: 'paymentTermDays' },
  { header: '여신한도', field: 'creditLimit' },
];

/** 고객유형 as people type it: the Korean label or the code. */
const TYPE_BY_LABEL: Record<string, CustomerType> = { ...Object.fromEntries(CUSTOMER_TYPE.codes.map((code) => [CUSTOMER_TYPE.labels[code], code])), 공공: 'PUBLIC' };


const normalHeader = (h: string) => h.replace(/[\s*]/g, '');

/** Maps sheet columns to fields by header; 400 when a required column is missing. */
function columnsOf(sheet: Sheet): (keyof CustomerValues | null)[] {
  const byHeader = new Map(IMPORT_COLUMNS.map((c) => [normalHeader(c.header), c.field]));
  const fields = sheet.headers.map((h) => byHeader.get(normalHeader(h)) ?? null);
  const missing = IMPORT_COLUMNS.filter((c) => c.required && !fields.includes(c.field)).map((c) => c.header);
  if (missing.length > 0) throw badRequest(fill(API_MESSAGES.importHeaderMissing, { columns: missing.join(', ') }));
  if (sheet.rows.length === 0) throw badRequest(API_MESSAGES.importEmpty);
  if (sheet.rows.length > IMPORT_MAX_ROWS) throw badRequest(API_MESSAGES.importTooMany);
  return fields;
}

type Planned = ImportRow & { parsed: CustomerValues };

/**
 * Checks every row without writing: new customer, update of the live customer with the
 * same business number (in the caller's scope), error with Korean field messages, or a
 * possible duplicate by name or mail domain (imported only when acknowledged).
 */
async function plan(db: Executor, caller: Caller, sheet: Sheet): Promise<Planned[]> {
  const fields = columnsOf(sheet);
  const scope = await scopeOf(db, caller, AREA);
  const industries = await listIndustries(db);
  const rows: Planned[] = sheet.rows.map((cells, index) => {
    const raw: Record<string, string> = {};
    fields.forEach((field, i) => {
      if (field) raw[field] = (cells[i] ?? '').trim();
    });
    if (raw.customerType && TYPE_BY_LABEL[raw.customerType]) raw.customerType = TYPE_BY_LABEL[raw.customerType];
    const industry = raw.industryCode ? industries.find((i) => i.code === raw.industryCode.toUpperCase() || i.label === raw.industryCode) : undefined;
    const { values, errors } = parseCustomer({ ...raw, industryCode: industry?.code ?? raw.industryCode });
    if (raw.industryCode && !industry) errors.industryCode = API_MESSAGES.customerIndustryInvalid;
    return { rowNo: index + 2, action: 'CREATE', values: raw, errors, existing: null, duplicates: [], parsed: values };
  });

  const numbers = rows.map((r) => r.parsed.bizRegNo).filter((n): n is string => !!n);
  const existing = numbers.length
    ? await db
        .select({ id: customer.id, customerNo: customer.customerNo, name: customer.name, bizRegNo: customer.bizRegNo, ownerDeptId: customer.ownerDeptId, ownerUserId: customer.ownerUserId, customerType: customer.customerType, ceoName: customer.ceoName })
        .from(customer)
        .where(and(inArray(customer.bizRegNo, [...new Set(numbers)]), eq(customer.deletedYn, 'N')))
    : [];
  const byNumber = new Map(existing.map((e) => [e.bizRegNo!, e]));
  const firstRow = new Map<string, number>();

  for (const row of rows) {
    const number = row.parsed.bizRegNo;
    const match = number ? byNumber.get(number) : undefined;
    if (number && firstRow.has(number)) row.errors.bizRegNo ??= fill(API_MESSAGES.importDuplicateInFile, { row: firstRow.get(number)! });
    else if (number) firstRow.set(number, row.rowNo);
    if (match) {
      if (!readable(scope, caller, match)) row.errors.bizRegNo ??= fill(API_MESSAGES.bizRegNoDuplicate, { customerNo: match.customerNo, name: match.name });
      row.existing = { id: match.id, customerNo: match.customerNo, name: match.name };
      // An update keeps what the file leaves empty.
      const present = Object.fromEntries(Object.entries(row.parsed).filter(([, v]) => v !== null)) as CustomerValues;
      row.parsed = present;
      checkCustomer({ name: match.name, customerType: match.customerType, bizRegNo: match.bizRegNo, ceoName: match.ceoName, ...present }, row.errors);
    } else {
      checkCustomer(row.parsed, row.errors);
    }
    if (Object.keys(row.errors).length > 0) {
      row.action = 'ERROR';
      continue;
    }
    row.action = match ? 'UPDATE' : 'CREATE';
    if (!match) {
      row.duplicates = await findDuplicates(db, { name: row.parsed.name, website: row.parsed.website, email: row.parsed.taxEmail });
      if (row.duplicates.length > 0) row.action = 'WARNING';
    }
  }
  return rows;
}

const publicRow = ({ parsed: _parsed, ...row }: Planned): ImportRow => row;

function countsOf(rows: ImportRow[]): Record<ImportAction, number> {
  const counts: Record<ImportAction, number> = { CREATE: 0, UPDATE: 0, ERROR: 0, WARNING: 0 };
  for (const r of rows) counts[r.action]++;
  return counts;
}

export async function previewImport(db: Database, caller: Caller, sheet: Sheet): Promise<ImportPreview> {
  const rows = (await plan(db, caller, sheet)).map(publicRow);
  return { rows, counts: countsOf(rows) };
}

/**
 * Commits the good rows in one transaction; rows with errors change nothing and are
 * reported each. Possible duplicates are imported only with `duplicateAckYn=Y`.
 */
export async function commitImport(db: Database, actor: Actor, caller: Caller, sheet: Sheet, acknowledge: boolean): Promise<ImportResult> {
  let created = 0;
  let updated = 0;
  const rows = await db.transaction(async (tx) => {
    const planned = await plan(tx, caller, sheet);
    for (const row of planned) {
      if (row.action === 'ERROR' || (row.action === 'WARNING' && !acknowledge)) continue;
      if (row.action === 'UPDATE') {
        const [current] = await tx.select().from(customer).where(eq(customer.id, row.existing!.id)).for('update');
        await applyUpdate(tx, actor, current, row.parsed, []);
        updated++;
      } else {
        const id = await insertCustomer(tx, actor, caller, row.parsed, 'PROSPECT', row.duplicates);
        const [saved] = await tx.select({ customerNo: customer.customerNo, name: customer.name }).from(customer).where(eq(customer.id, id));
        row.existing = { id, customerNo: saved.customerNo, name: saved.name };
        created++;
      }
    }
    return planned.map(publicRow);
  });
  return { created, updated, skipped: rows.length - created - updated, rows };
}

