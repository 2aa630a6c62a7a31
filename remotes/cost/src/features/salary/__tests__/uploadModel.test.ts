import type { SalaryUploadPreview, SalaryUploadRow } from '../api/salaryApi';
import { errorsFirst, previewCell, previewFields, previewSummary, won } from '../api/uploadModel';

const row = (over: Partial<SalaryUploadRow>): SalaryUploadRow => ({
  rowNo: 2,
  values: { employeeNo: 'D150001', ym: '2025.3', basePay: '3,000,000', allowances: '200000', overtimePay: '0', bonus: '0', employerInsurance: '330000', severanceAccrual: '' },
  errors: {},
  userId: 7,
  userName: '김민준',
  ym: '2025-03',
  amounts: { basePay: 3000000, allowances: 200000, overtimePay: 0, bonus: 0, employerInsurance: 330000, severanceAccrual: 266666, totalCost: 3796666 },
  replacesYn: 'N',
  ...over,
});

describe('salary upload preview', () => {
  it('shows the person columns the file has, then the month and the six amounts', () => {
    expect(previewFields([row({})])).toEqual(['employeeNo', 'ym', 'basePay', 'allowances', 'overtimePay', 'bonus', 'employerInsurance', 'severanceAccrual']);
    expect(previewFields([row({ values: { username: 'kim.minjun', ym: '2025-03' } }), row({ values: { employeeNo: 'X', ym: '2025-03' } })]).slice(0, 3)).toEqual(['employeeNo', 'username', 'ym']);
  });

  it('a good row shows parsed values: amounts in won, the normalised month, the name by the 사번, the blank severance as 자동', () => {
    const r = row({});
    expect(previewCell(r, 'basePay')).toEqual({ text: '3,000,000원', note: undefined });
    expect(previewCell(r, 'ym')).toEqual({ text: '2025-03' });
    expect(previewCell(r, 'employeeNo')).toEqual({ text: 'D150001', note: '김민준' });
    expect(previewCell(r, 'severanceAccrual')).toEqual({ text: '266,666원', note: '자동 (÷12)' });
  });

  it('a bad cell shows what was written (or 비어 있음) with its Korean error; its good cells stay as written', () => {
    const r = row({ values: { employeeNo: 'D150001', ym: '2025-13', basePay: '-5', bonus: '' }, errors: { ym: '귀속월 오류', basePay: '음수', bonus: '필수' }, amounts: null, ym: null });
    expect(previewCell(r, 'ym')).toEqual({ text: '2025-13', error: '귀속월 오류' });
    expect(previewCell(r, 'bonus')).toEqual({ text: '(비어 있음)', error: '필수' });
    expect(previewCell(r, 'employeeNo')).toEqual({ text: 'D150001', note: '김민준' });
    expect(previewCell(r, 'allowances')).toEqual({ text: '' });
  });

  it('summarises what saves and what is refused; rows with errors can come first', () => {
    const preview: SalaryUploadPreview = { rows: [], counts: { valid: 1204, error: 1, replaces: 3 } };
    expect(previewSummary(preview)).toEqual({ saveLabel: '1,204건 저장', errorNotice: '오류 1건은 저장되지 않습니다.', replaceNotice: '이미 저장된 같은 사용자·귀속월 3건은 올린 값으로 바뀝니다.' });
    expect(previewSummary({ rows: [], counts: { valid: 0, error: 0, replaces: 0 } })).toEqual({ saveLabel: '저장', errorNotice: null, replaceNotice: null });
    const rows = [row({ rowNo: 2 }), row({ rowNo: 3, errors: { ym: 'x' } }), row({ rowNo: 4 })];
    expect(errorsFirst(rows).map((r) => r.rowNo)).toEqual([3, 2, 4]);
    expect(won(null)).toBe('-');
  });
});
