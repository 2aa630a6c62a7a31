import { SALARY_AMOUNT_FIELDS, SALARY_UPLOAD_HEADERS, SALARY_UPLOAD_MAX_ROWS, MAX_SALARY_AMOUNT, type SalaryAmountField, type SalaryUploadField, type SalaryUploadPreview, type SalaryUploadResult, type SalaryUploadRow } from '@dure/shared/contracts/cost/salary';
import { API_MESSAGES } from '@dure/shared/messages';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/database';
import { appUser, salary, userHr } from '../../../db/schema';
import { type Actor, created, diff, writeAudit } from '../../../lib/audit';
import { type ScopeCaller, inScope } from '../../../lib/dataScope';
import { badRequest } from '../../../lib/httpErrors';
import type { Sheet } from '../../../lib/importSheet';
import { fill } from '../../../lib/messages';
import { closedMonthsAmong } from '../costPeriod/months';
import { SALARY_ENTITY } from './record';
import { SALARY_AUDITED, amountsOf, salaryScope } from './service';

/** Columns the sheet must have besides the person (사번 or 아이디); 퇴직급여충당 may be left out (then ÷ 12 of pay). */
const REQUIRED: SalaryUploadField[] = ['ym', 'basePay', 'allowances', 'overtimePay', 'bonus', 'employerInsurance'];

/** `2025-03`, `2025-3`, `2025.03`, `202503`, `2025/03`, `2025년 3월` and a date cell (`2025-03-01`) → `2025-03`; anything else null. */
export function parseYm(text: string): string | null {
  const t = text.trim();
  const m = /^(\d{4})\s*(?:[-./]|년)?\s*(\d{1,2})\s*(?:월)?(?:[-./]\d{1,2})?$/.exec(t) ?? /^(\d{4})(\d{2})$/.exec(t);
  if (!m) return null;
  const month = Number(m[2]);
  return month >= 1 && month <= 12 ? `${m[1]}-${String(month).padStart(2, '0')}` : null;
}

/** A won amount as written in a payroll sheet (`1,234,567`, `1234567원`, ` 1234567 `); blank → null; else a Korean error. */
export function parseWon(text: string): { value: number | null; error?: string } {
  const t = text.trim().replace(/[,\s]/g, '').replace(/원$/, '');
  if (t === '') return { value: null };
  if (!/^[-+]?\d+(\.\d+)?$/.test(t)) return { value: null, error: API_MESSAGES.salaryUploadNumber };
  const n = Number(t);
  if (n < 0) return { value: null, error: API_MESSAGES.salaryUploadNegative };
  if (!Number.isInteger(n)) return { value: null, error: API_MESSAGES.salaryUploadNumber };
  if (n > MAX_SALARY_AMOUNT) return { value: null, error: API_MESSAGES.salaryUploadTooLarge };
  return { value: n };
}

type Parsed = SalaryUploadRow & { ownerDeptId: number | null; existing: { id: number; version: number } | null };

/** Columns of the sheet by field; 400 when a required one is missing. */
function columnsOf(sheet: Sheet): Partial<Record<SalaryUploadField, number>> {
  const at: Partial<Record<SalaryUploadField, number>> = {};
  for (const [field, header] of Object.entries(SALARY_UPLOAD_HEADERS) as [SalaryUploadField, string][]) {
    const index = sheet.headers.findIndex((h) => h.replace(/\s|\*/g, '') === header.replace(/\s/g, ''));
    if (index >= 0) at[field] = index;
  }
  const missing = REQUIRED.filter((f) => at[f] === undefined).map((f) => SALARY_UPLOAD_HEADERS[f]);
  if (at.employeeNo === undefined && at.username === undefined) missing.unshift('사번 또는 아이디');
  if (missing.length > 0) throw badRequest(fill(API_MESSAGES.importHeaderMissing, { columns: missing.join(', ') }));
  return at;
}

/**
 * Every row of an uploaded payroll sheet checked as a save would: the person by 사번 (else 아이디) in the caller's
 * scope, the month (not CLOSED), the amounts (whole won ≥ 0; 퇴직급여충당 blank → ÷ 12), no second row of the same
 * person and month in the file. Months are read FOR SHARE so a commit and a close in flight wait for each other.
 */
async function parseRows(tx: Executor, caller: ScopeCaller, sheet: Sheet): Promise<Parsed[]> {
  if (sheet.rows.length === 0) throw badRequest(API_MESSAGES.importEmpty);
  if (sheet.rows.length > SALARY_UPLOAD_MAX_ROWS) throw badRequest(API_MESSAGES.importTooMany);
  const at = columnsOf(sheet);
  const cell = (row: string[], field: SalaryUploadField) => (at[field] === undefined ? '' : (row[at[field]!] ?? '').trim());

  const employeeNos = [...new Set(sheet.rows.map((r) => cell(r, 'employeeNo')).filter(Boolean))];
  const usernames = [...new Set(sheet.rows.map((r) => cell(r, 'username')).filter(Boolean))];
  const people = {
    id: appUser.id,
    name: appUser.name,
    username: appUser.username,
    deptId: appUser.deptId,
    employeeNo: userHr.employeeNo,
  };
  const found =
    employeeNos.length + usernames.length === 0
      ? []
      : await tx
          .select(people)
          .from(appUser)
          .leftJoin(userHr, eq(userHr.userId, appUser.id))
          .where(
            and(
              eq(appUser.deletedYn, 'N'),
              sql`(${employeeNos.length ? inArray(userHr.employeeNo, employeeNos) : sql`false`} or ${usernames.length ? inArray(appUser.username, usernames) : sql`false`})`,
            ),
          );
  const byEmployeeNo = new Map(found.filter((u) => u.employeeNo).map((u) => [u.employeeNo!, u]));
  const byUsername = new Map(found.map((u) => [u.username, u]));
  const scope = await salaryScope(tx, caller);

  const rows: Parsed[] = sheet.rows.map((raw, index) => {
    const values: Record<string, string> = {};
    for (const field of Object.keys(at) as SalaryUploadField[]) values[field] = cell(raw, field);
    const errors: Record<string, string> = {};
    const userField = values.employeeNo ? 'employeeNo' : 'username';
    const key = values.employeeNo || values.username;
    const user = values.employeeNo ? byEmployeeNo.get(values.employeeNo) : values.username ? byUsername.get(values.username) : undefined;
    if (!key) errors[at.employeeNo !== undefined ? 'employeeNo' : 'username'] = API_MESSAGES.salaryUploadUserRequired;
    else if (!user) errors[userField] = API_MESSAGES.salaryUploadUserUnknown;
    else if (!inScope(scope, user.deptId, false)) errors[userField] = API_MESSAGES.salaryUploadOutOfScope;
    const ym = parseYm(values.ym ?? '');
    if (!ym) errors.ym = API_MESSAGES.salaryUploadMonth;
    const amounts: Partial<Record<SalaryAmountField, number | null>> = {};
    for (const field of SALARY_AMOUNT_FIELDS) {
      const { value, error } = parseWon(values[field] ?? '');
      if (error) errors[field] = error;
      else if (value === null && field !== 'severanceAccrual') errors[field] = API_MESSAGES.salaryUploadRequired;
      amounts[field] = value;
    }
    const ok = Object.keys(errors).length === 0;
    return {
      rowNo: index + 2,
      values,
      errors,
      userId: user?.id ?? null,
      userName: user?.name ?? null,
      ym,
      amounts: ok ? amountsOf(amounts as Parameters<typeof amountsOf>[0]) : null,
      replacesYn: 'N',
      ownerDeptId: user?.deptId ?? null,
      existing: null,
    };
  });

  const firstRow = new Map<string, number>();
  for (const r of rows) {
    if (r.userId === null || r.ym === null) continue;
    const key = `${r.userId}|${r.ym}`;
    const first = firstRow.get(key);
    if (first === undefined) firstRow.set(key, r.rowNo);
    else fail(r, r.values.employeeNo ? 'employeeNo' : 'username', fill(API_MESSAGES.salaryUploadDuplicate, { row: first }));
  }

  const closed = new Set(await closedMonthsAmong(tx, rows.flatMap((r) => (r.ym ? [r.ym] : []))));
  for (const r of rows) if (r.ym && closed.has(r.ym)) fail(r, 'ym', fill(API_MESSAGES.monthClosedSalary, { ym: r.ym }));

  const userIds = [...new Set(rows.flatMap((r) => (r.userId ? [r.userId] : [])))];
  const existing = userIds.length
    ? await tx
        .select({ id: salary.id, userId: salary.userId, ym: salary.ym, version: salary.version })
        .from(salary)
        .where(and(eq(salary.deletedYn, 'N'), inArray(salary.userId, userIds)))
    : [];
  const saved = new Map(existing.map((e) => [`${e.userId}|${e.ym}`, e]));
  for (const r of rows) {
    const hit = r.userId && r.ym ? saved.get(`${r.userId}|${r.ym}`) : undefined;
    if (hit) {
      r.existing = { id: hit.id, version: hit.version };
      r.replacesYn = 'Y';
    }
  }
  return rows;
}

function fail(row: Parsed, field: string, message: string) {
  row.errors[field] ??= message;
  row.amounts = null;
}

const valid = (r: Parsed) => r.amounts !== null;
const publicRow = ({ ownerDeptId: _d, existing: _e, ...row }: Parsed): SalaryUploadRow => row;

/** The preview: every row with its parsed values or its Korean errors; nothing is saved. */
export async function previewSalaryUpload(db: Database, caller: ScopeCaller, sheet: Sheet): Promise<SalaryUploadPreview> {
  const rows = await db.transaction((tx) => parseRows(tx, caller, sheet));
  const good = rows.filter(valid);
  return { rows: rows.map(publicRow), counts: { valid: good.length, error: rows.length - good.length, replaces: good.filter((r) => r.replacesYn === 'Y').length } };
}

/**
 * Saves the valid rows of the sheet in one transaction (checked again inside it): new person-months are created,
 * existing ones replaced with their version bumped; rows with errors are never saved. 400 when no row is valid.
 */
export async function commitSalaryUpload(db: Database, actor: Actor, caller: ScopeCaller, sheet: Sheet): Promise<SalaryUploadResult> {
  return db.transaction(async (tx) => {
    const rows = await parseRows(tx, caller, sheet);
    const good = rows.filter(valid);
    if (good.length === 0) throw badRequest(API_MESSAGES.salaryUploadNothing);
    let createdCount = 0;
    let updatedCount = 0;
    for (const r of good) {
      const amounts = r.amounts!;
      if (r.existing) {
        const [before] = await tx.select().from(salary).where(eq(salary.id, r.existing.id)).for('update');
        await tx
          .update(salary)
          .set({ ...amounts, ownerDeptId: r.ownerDeptId, updatedAt: actor.now, updatedBy: actor.actorId, version: sql`${salary.version} + 1` })
          .where(eq(salary.id, r.existing.id));
        await writeAudit(tx, actor, { entityType: SALARY_ENTITY, entityId: r.existing.id, action: 'UPDATE', changes: diff(before, amounts, SALARY_AUDITED) });
        updatedCount++;
      } else {
        const values = { userId: r.userId!, ym: r.ym!, ownerDeptId: r.ownerDeptId, ...amounts };
        const [row] = await tx
          .insert(salary)
          .values({ ...values, createdAt: actor.now, createdBy: actor.actorId, updatedAt: actor.now, updatedBy: actor.actorId })
          .returning({ id: salary.id });
        await writeAudit(tx, actor, { entityType: SALARY_ENTITY, entityId: row.id, action: 'CREATE', changes: created(values, SALARY_AUDITED) });
        createdCount++;
      }
    }
    const rejected = rows.filter((r) => !valid(r)).map(publicRow);
    return { created: createdCount, updated: updatedCount, skipped: rejected.length, rejected };
  });
}
