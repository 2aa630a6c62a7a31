import { type SheetColumn, exportXlsx } from '@dure/shared/records';
import { EMPLOYMENT_TYPES, JOB_GRADES, POSITIONS, STATUS_LABELS, type User, type UserQuery, userApi } from './userApi';

/** DOMAIN §1.5: exports follow the list's filters, up to 10,000 rows. */
export const EXPORT_MAX_ROWS = 10_000;
const PAGE = 100;

type UserSheetRow = Record<string, unknown>;

const COLUMNS: SheetColumn<UserSheetRow>[] = [
  { key: 'employeeNo', title: '사번', type: 'text' },
  { key: 'name', title: '이름', type: 'text' },
  { key: 'username', title: '아이디', type: 'text' },
  { key: 'email', title: '이메일', type: 'text' },
  { key: 'deptName', title: '소속부서', type: 'text' },
  { key: 'jobGrade', title: '직급', type: 'text' },
  { key: 'position', title: '직책', type: 'text' },
  { key: 'employmentType', title: '고용형태', type: 'text' },
  { key: 'status', title: '상태', type: 'text' },
  { key: 'hireDate', title: '입사일', type: 'date' },
  { key: 'resignDate', title: '퇴사일', type: 'date' },
];

const toRow = (u: User): UserSheetRow => ({
  employeeNo: u.employeeNo,
  name: u.name,
  username: u.username,
  email: u.email,
  deptName: u.deptName,
  jobGrade: u.jobGrade ? JOB_GRADES[u.jobGrade] ?? u.jobGrade : null,
  position: u.position ? POSITIONS[u.position] ?? u.position : null,
  employmentType: u.employmentType ? EMPLOYMENT_TYPES[u.employmentType] : null,
  status: STATUS_LABELS[u.status],
  hireDate: u.hireDate,
  resignDate: u.resignDate,
});

/** Pages through the filtered list and saves it as 인사정보_YYYYMMDD.xlsx; reports progress as 0–1. */
export async function exportUsers(query: UserQuery, onProgress: (done: number) => void, today: string): Promise<number> {
  const rows: UserSheetRow[] = [];
  let total = Infinity;
  for (let page = 0; rows.length < Math.min(total, EXPORT_MAX_ROWS); page++) {
    const result = await userApi.list({ ...query, page, size: PAGE });
    total = result.totalElements;
    rows.push(...result.content.map(toRow));
    onProgress(Math.min(1, rows.length / Math.max(1, Math.min(total, EXPORT_MAX_ROWS))));
    if (result.content.length < PAGE) break;
  }
  await exportXlsx(COLUMNS, rows.slice(0, EXPORT_MAX_ROWS), `인사정보_${today}`);
  return Math.min(rows.length, EXPORT_MAX_ROWS);
}
