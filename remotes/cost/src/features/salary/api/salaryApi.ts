import { http } from '@dure/shared';
import type { Done, Static } from '@dure/shared/contracts';
import { SALARY_SORTS, type Salary, type SalaryBody, type SalaryPage, type SalaryUploadPreview, type SalaryUploadResult } from '@dure/shared/contracts/cost/salary';
import { type ListStateOf, defineListState, id, text } from '@dure/shared/list-state';

export type { Salary, SalaryBody, SalaryPage, SalaryTotals, SalaryUploadPreview, SalaryUploadResult, SalaryUploadRow } from '@dure/shared/contracts/cost/salary';
export { MAX_SALARY_AMOUNT, SALARY_AMOUNT_FIELDS, SALARY_AMOUNT_LABELS, SALARY_UPLOAD_HEADERS, SALARY_UPLOAD_MAX_ROWS } from '@dure/shared/contracts/cost/salary';

/** 급여 list state: the address, the api query, saved views and the export (DESIGN §4a). */
export const salaryList = defineListState({
  key: 'cost-salary-list',
  exportPath: 'api/salary/export.xlsx',
  fields: {
    keyword: text(),
    fromYm: text(),
    toYm: text(),
    deptId: id({ also: { includeSubDeptYn: 'Y' } }),
    userId: id(),
  },
  sort: { initial: 'ym,desc', fields: SALARY_SORTS },
});
export type SalaryQuery = ListStateOf<typeof salaryList>;

const result = <T,>(r: { result: T }) => r.result;
const fileForm = (file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
};

export const salaryApi = {
  list: (query: SalaryQuery) => http.get('api/salary', { searchParams: salaryList.apiQuery(query) }).json<{ result: SalaryPage }>().then(result),
  get: (id: number) => http.get(`api/salary/${id}`).json<{ result: Salary }>().then(result),
  update: (id: number, input: SalaryBody) => http.put(`api/salary/${id}`, { json: input }).json<{ result: Salary }>().then(result),
  remove: (id: number, version: number) => http.delete(`api/salary/${id}`, { searchParams: { version } }).json<Static<typeof Done>>(),
  previewUpload: (file: File) => http.post('api/salary/upload/preview', { body: fileForm(file), timeout: 120_000 }).json<{ result: SalaryUploadPreview }>().then(result),
  commitUpload: (file: File) => http.post('api/salary/upload', { body: fileForm(file), timeout: 120_000 }).json<{ result: SalaryUploadResult }>().then(result),
};
