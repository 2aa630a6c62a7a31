import ExcelJS from 'exceljs';
import { expect, test } from '../../support/fixtures';
import { e2eDatabase, seedCustomers } from '../../support/db';

test.use({ signedInAs: 'admin' });

const HEADERS = ['고객번호', '고객사명', '고객유형', '사업자등록번호', '대표자', '업종', '세그먼트', '등급', '상태', '연락처', '주소', '담당자', '소유부서', '결제조건(일)', '여신한도'];

test('an .xlsx export of 10,000 customers downloads from the server with its Korean headers and the list’s filter applied', async ({ page }) => {
  test.setTimeout(120_000);
  const db = await e2eDatabase();
  test.skip(!db, 'needs the e2e PostgreSQL database to seed 10,000 customers');
  const run = Math.random().toString(36).slice(2, 5).toUpperCase();
  const prefix = `대량내보내기${run}`;
  try {
    await seedCustomers(db!, { prefix, numberPrefix: `X${run}`, count: 10_000, grade: 'A' });
    // The same name, another grade: the filter must leave these out.
    await seedCustomers(db!, { prefix, numberPrefix: `Y${run}`, count: 300, grade: 'B' });
  } finally {
    await db!.end();
  }

  await page.goto(`/customer?keyword=${encodeURIComponent(prefix)}&gradeList=A`);
  await expect(page.getByRole('heading', { name: '고객사', exact: true })).toBeVisible();
  await expect(page.getByText('총 1,000곳 이상').first()).toBeVisible();

  const exportButton = page.getByRole('button', { name: '엑셀 내보내기' });
  await exportButton.hover();
  await expect(page.getByRole('tooltip')).toHaveText('검색 조건에 맞는 목록을 최대 10,000건까지 엑셀 파일로 내려받습니다.');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.waitForResponse((r) => r.url().includes('/api/customer/export.xlsx') && r.status() === 200),
    exportButton.click(),
  ]);
  await expect(page.getByText('엑셀 파일을 내려받았습니다.')).toBeVisible();
  expect(download.suggestedFilename()).toMatch(/^고객사_\d{8}\.xlsx$/);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.getWorksheet('고객사')!;
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(HEADERS);
  const grades = new Set<unknown>();
  const names: string[] = [];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    grades.add(row.getCell(HEADERS.indexOf('등급') + 1).value);
    names.push(String(row.getCell(HEADERS.indexOf('고객사명') + 1).value));
  });
  expect(names).toHaveLength(10_000);
  expect([...grades]).toEqual(['A']);
  expect(names.every((name) => name.startsWith(`${prefix} `))).toBe(true);
});
