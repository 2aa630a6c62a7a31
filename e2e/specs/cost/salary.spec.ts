import ExcelJS from 'exceljs';
import { expect, test } from '../../support/fixtures';
import { kstDate } from '../../support/time';

/** A payroll sheet as a finance team exports it: the template's headers, people by 아이디, one row with a negative amount. */
async function payroll(ym: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('급여대장');
  sheet.addRow(['사번', '아이디', '귀속월', '기본급', '수당', '연장근로수당', '상여', '4대보험 회사부담', '퇴직급여충당']);
  sheet.addRow(['', 'dev', ym, 3100000, 210000, 95000, 0, 341000, null]);
  sheet.addRow(['', 'pm', ym, -100, 0, 0, 0, 0, 0]);
  sheet.addRow(['', 'sales', ym, '2,800,000', 150000, 0, 500000, 300000, 290000]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test.describe('급여 관리 (/salary/management)', () => {
  test.use({ signedInAs: 'finance' });

  test('finance uploads a payroll sheet: the bad row is shown and refused, the good rows are saved and listed with their totals', async ({ page }) => {
    // This month is open (the demo closes months up to last month).
    const ym = kstDate().slice(0, 7);
    await page.goto('/salary/management');
    await expect(page.getByRole('heading', { level: 1, name: '급여 관리' })).toBeVisible();

    await page.getByRole('button', { name: '엑셀 올리기' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '급여 엑셀 올리기' });
    await expect(dialog.getByRole('button', { name: '양식 내려받기' })).toBeVisible();
    const previewed = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/api/salary/upload/preview'));
    await dialog.locator('input[type=file]').setInputFiles({ name: '급여대장.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await payroll(ym) });
    expect((await previewed).status()).toBe(200);

    // The preview: the negative amount of row 3 in red with its reason; the others parsed (blank 퇴직급여충당 = ÷ 12).
    await expect(dialog.getByText('오류 1건은 저장되지 않습니다.')).toBeVisible();
    await expect(dialog.getByTestId('cell-error-3-basePay')).toContainText('0 이상의 금액으로 입력해 주세요.');
    await expect(dialog.getByText('283,750원')).toBeVisible();
    const committed = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/api/salary/upload'));
    await dialog.getByRole('button', { name: '2건 저장' }).click();
    expect((await committed).status()).toBe(200);
    await expect(dialog.getByText('급여를 저장했습니다')).toBeVisible();
    await expect(dialog.getByText(/저장하지 않음 1건/)).toBeVisible();
    await dialog.getByRole('button', { name: '닫기' }).click();

    // The month's list: dev's and sales' rows with the server's totals; pm's row was never saved.
    await page.goto(`/salary/management?fromYm=${ym}&toYm=${ym}&keyword=dev`);
    const table = page.locator('.ant-table-tbody');
    await expect(table.getByRole('row').filter({ hasText: '4,029,750원' })).toBeVisible();
    await page.goto(`/salary/management?fromYm=${ym}&toYm=${ym}&keyword=sales`);
    await expect(table.getByRole('row').filter({ hasText: '4,040,000원' }).first()).toBeVisible();
    await page.goto(`/salary/management?fromYm=${ym}&toYm=${ym}&keyword=pm`);
    await expect(page.getByText('조건에 맞는 급여 내역이 없습니다.')).toBeVisible();
  });
});
