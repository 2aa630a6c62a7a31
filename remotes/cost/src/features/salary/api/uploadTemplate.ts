import { type SheetColumn, exportXlsx } from '@dure/shared/records';
import { SALARY_AMOUNT_FIELDS, SALARY_UPLOAD_HEADERS } from './salaryApi';

type Field = keyof typeof SALARY_UPLOAD_HEADERS;

/** 급여_올리기_양식.xlsx: the headers the upload reads (사번 or 아이디 — fill either) and one example row with a made-up 사번 (it matches nobody); 퇴직급여충당 may stay blank. */
export async function downloadUploadTemplate(ym: string): Promise<void> {
  const columns: SheetColumn<Record<string, unknown>>[] = (Object.keys(SALARY_UPLOAD_HEADERS) as Field[]).map((key) => ({
    key,
    title: SALARY_UPLOAD_HEADERS[key],
    type: (SALARY_AMOUNT_FIELDS as readonly string[]).includes(key) ? 'number' : 'text',
  }));
  const example = { employeeNo: '000000', username: '', ym, basePay: 3000000, allowances: 200000, overtimePay: 150000, bonus: 0, employerInsurance: 330000, severanceAccrual: null };
  await exportXlsx(columns, [example], '급여_올리기_양식');
}
