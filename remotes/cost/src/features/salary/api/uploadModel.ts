import { SALARY_AMOUNT_FIELDS, SALARY_UPLOAD_HEADERS, type SalaryUploadPreview, type SalaryUploadRow } from './salaryApi';

type Field = keyof typeof SALARY_UPLOAD_HEADERS;

/** `1,234,567원`; null/undefined → '-'. */
export const won = (v: number | null | undefined) => (v === null || v === undefined ? '-' : `${v.toLocaleString('ko-KR')}원`);

/** The preview's columns: the person column(s) the file has (사번 and/or 아이디), then 귀속월 and the amounts. */
export function previewFields(rows: readonly SalaryUploadRow[]): Field[] {
  const people = (['employeeNo', 'username'] as const).filter((f) => rows.some((r) => f in r.values));
  return [...(people.length ? people : (['employeeNo'] as const)), 'ym', ...SALARY_AMOUNT_FIELDS];
}

/**
 * What one cell of the preview shows: its error (the cell as written, or "(비어 있음)"), else the parsed value —
 * amounts formatted in won (a blank 퇴직급여충당 shows the ÷ 12 the server filled in, marked 자동), the month
 * normalised, the person with their name.
 */
export function previewCell(row: SalaryUploadRow, field: Field): { text: string; error?: string; note?: string } {
  const raw = row.values[field] ?? '';
  const error = row.errors[field];
  if (error) return { text: raw === '' ? '(비어 있음)' : raw, error };
  if (field === 'ym') return { text: row.ym ?? raw };
  if (field === 'employeeNo' || field === 'username') return { text: raw, note: raw && row.userName ? row.userName : undefined };
  if (row.amounts) {
    const auto = field === 'severanceAccrual' && raw.trim() === '';
    return { text: won(row.amounts[field]), note: auto ? '자동 (÷12)' : undefined };
  }
  return { text: raw };
}

/** The sentence above the preview table: how many rows save (and replace saved ones) and how many are refused. */
export function previewSummary(preview: SalaryUploadPreview): { saveLabel: string; errorNotice: string | null; replaceNotice: string | null } {
  const { valid, error, replaces } = preview.counts;
  return {
    saveLabel: valid > 0 ? `${valid.toLocaleString('ko-KR')}건 저장` : '저장',
    errorNotice: error > 0 ? `오류 ${error.toLocaleString('ko-KR')}건은 저장되지 않습니다.` : null,
    replaceNotice: replaces > 0 ? `이미 저장된 같은 사용자·귀속월 ${replaces.toLocaleString('ko-KR')}건은 올린 값으로 바뀝니다.` : null,
  };
}

/** Rows with errors first (then in sheet order), when the preview is set to show them first. */
export const errorsFirst = (rows: readonly SalaryUploadRow[]) => [...rows].sort((a, b) => Number(Object.keys(b.errors).length > 0) - Number(Object.keys(a.errors).length > 0) || a.rowNo - b.rowNo);
