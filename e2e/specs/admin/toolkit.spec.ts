import fs from 'node:fs';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiToken, createUser, departmentId, uniqueUsername } from '../../support/api';
import { expect, test } from '../../support/fixtures';

/** A block as Excel puts it on the clipboard: tab-separated cells, CRLF rows. */
function excelBlock(rows: (string | number)[][]): string {
  return rows.map((r) => r.join('\t')).join('\r\n');
}

async function openSheet(page: Page) {
  await page.goto('/department');
  await page.getByRole('tab', { name: '일괄 편집' }).click();
  const grid = page.getByRole('grid', { name: '부서 일괄 편집 표' });
  await expect(grid.getByRole('gridcell', { name: 'DURE', exact: true }).first()).toBeVisible();
  return grid;
}

test.describe('record toolkit on the admin screens', () => {
  test.use({ signedInAs: 'admin' });

  test('paste 50 rows from Excel into the department sheet, fix the cells the grid flags, save, reload and export to xlsx', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const grid = await openSheet(page);
    const run = Date.now().toString(36).slice(-5).toUpperCase();
    const code = (i: number) => `P${run}-${String(i).padStart(2, '0')}`;

    // 50 new teams under 경영지원본부; three rows carry mistakes a person makes when copying.
    const rows = Array.from({ length: 50 }, (_, i) => [code(i + 1), `붙여넣기팀 ${run} ${i + 1}`, 'MGT', `CC-${run}`, String(100 + i)]);
    rows[4][0] = '잘못된 코드';
    rows[9][1] = '';
    rows[19][4] = '1,2a';
    await page.getByRole('button', { name: '행 추가' }).click();
    await page.evaluate((text) => navigator.clipboard.writeText(text), excelBlock(rows));
    await grid.focus();
    await page.keyboard.press('ControlOrMeta+V');

    const invalid = grid.locator('[role=gridcell][aria-invalid=true]');
    await expect(invalid).toHaveCount(3);
    await expect(page.getByText('변경 50행')).toBeVisible();
    await page.getByRole('button', { name: '저장' }).click();
    await expect(page.getByText('오류가 있는 칸 3개를 고친 뒤 저장해 주세요.')).toBeVisible();

    // Fix each flagged cell by typing over it.
    for (const fix of [code(5), `붙여넣기팀 ${run} 10`, '119']) {
      await invalid.first().click();
      await page.keyboard.type(fix);
      await page.keyboard.press('Enter');
    }
    await expect(invalid).toHaveCount(0);
    await page.getByRole('button', { name: '저장' }).click();
    await expect(page.getByText('부서 50개를 만들고 0개를 고쳤습니다.')).toBeVisible();

    // After a reload the 50 teams are there, in the sheet and in the tree.
    await page.reload();
    const reloaded = await openSheet(page);
    await page.getByRole('searchbox', { name: '표에서 검색' }).fill(`CC-${run}`);
    await expect(reloaded.getByRole('gridcell', { name: code(50), exact: true })).toBeVisible();
    await expect(reloaded.locator('[role=gridcell]', { hasText: `CC-${run}` })).toHaveCount(50);

    // Export the filtered view and read the file back.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '엑셀 내려받기' }).click()]);
    expect(download.suggestedFilename()).toBe('부서목록.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['부서코드', '부서명', '상위부서코드', '코스트센터', '정렬순서', '조직 레벨']);
    expect(sheet.rowCount).toBe(51);
    const exported = new Map<string, ExcelJS.Row>();
    sheet.eachRow((row, n) => n > 1 && exported.set(String(row.getCell(1).value), row));
    const fixedRow = exported.get(code(20))!;
    expect(fixedRow.getCell(2).value).toBe(`붙여넣기팀 ${run} 20`);
    expect(fixedRow.getCell(5).value).toBe(119);
    expect(exported.get(code(1))!.getCell(5).value).toBe(100);
    expect(exported.get(code(1))!.getCell(3).value).toBe('MGT');
  });

  test('the server refuses a sheet with a duplicate code and points at the cell; nothing is saved', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const grid = await openSheet(page);
    const run = Date.now().toString(36).slice(-5).toUpperCase();
    await page.getByRole('button', { name: '행 추가' }).click();
    await page.evaluate((text) => navigator.clipboard.writeText(text), excelBlock([[`D${run}-OK`, `중복검사 ${run}`, 'MGT', '', '1'], ['MGT-HR', `중복코드 ${run}`, 'MGT', '', '2']]));
    await grid.focus();
    await page.keyboard.press('ControlOrMeta+V');
    await page.getByRole('button', { name: '저장' }).click();
    await expect(page.getByText('입력 오류가 있는 행이 1개 있습니다', { exact: false })).toBeVisible();
    await expect(grid.locator('[role=gridcell][aria-invalid=true]', { hasText: '이미 사용 중인 부서코드입니다.' })).toBeVisible();
    await page.reload();
    const reloaded = await openSheet(page);
    await expect(reloaded.getByRole('gridcell', { name: `D${run}-OK` })).toHaveCount(0);
  });

  test('upload a Korean-named file with a visible progress bar to a department and download it under the same name', async ({ page }) => {
    await page.goto('/department');
    await page.getByRole('tree', { name: '조직도' }).getByText('인사팀', { exact: true }).click();
    await page.getByRole('button', { name: /파일/ }).click();
    const drawer = page.getByRole('dialog', { name: /첨부파일/ });
    await expect(drawer).toBeVisible();

    const name = `2026년 3분기 인사 보고서 (최종) ${Date.now() % 100000}.pdf`;
    const body = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(3 * 1024 * 1024, 0x20), Buffer.from('\n%%EOF\n')]);
    // A slow uplink, so the progress bar is there to be seen.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 1024 * 1024 });
    await drawer.locator('input[type=file]').setInputFiles({ name, mimeType: 'application/pdf', buffer: body });
    await expect(drawer.locator('.ant-upload-list-item-progress .ant-progress')).toBeVisible();
    await expect(drawer.getByText(name, { exact: true })).toBeVisible({ timeout: 60_000 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    const [download] = await Promise.all([page.waitForEvent('download'), drawer.getByRole('button', { name: `${name} 내려받기` }).click()]);
    expect(download.suggestedFilename()).toBe(name);
    const saved = await download.path();
    expect(fs.readFileSync(saved).equals(body)).toBe(true);
  });

  test.describe('as HR', () => {
    test.use({ signedInAs: 'hr' });

    test('보유 스킬 on the HR detail page: add two skills through the skill search, set their levels, change one, remove one; history shows it', async ({ page, request }) => {
      const hrToken = await apiToken(request, 'hr');
      const username = uniqueUsername('skills');
      const created = await createUser(request, hrToken, username, 'Dure#E2e-2026', await departmentId(request, hrToken, 'RND-DEV'));
      await page.goto(`/userhr/info/admin/${created.id}`);
      const card = page.locator('.ant-card').filter({ has: page.getByText(/^보유 스킬/) });
      await expect(card.getByText('등록된 스킬이 없습니다. 추가 버튼으로 스킬을 찾아 등록하세요.')).toBeVisible();

      await card.getByRole('button', { name: '추가' }).click();
      const search = page.getByRole('dialog', { name: '스킬 검색' });
      for (const name of ['Kotlin', 'TypeScript']) {
        await search.getByRole('searchbox', { name: '스킬 이름' }).fill(name);
        await search.getByRole('searchbox', { name: '스킬 이름' }).press('Enter');
        await search.getByRole('checkbox', { name }).check();
      }
      await search.getByRole('button', { name: '선택 (2개 선택)' }).click();

      const form = page.getByRole('dialog', { name: '테스트사용자: 스킬 추가' });
      // antd's search input is invisible: open a select through its box, then pick only inside its own dropdown
      // (a dropdown still fading out, or the modal over it, must never take the click).
      const choose = async (scope: typeof card, name: string, option: string) => {
        const combobox = scope.getByRole('combobox', { name });
        await scope.locator('.ant-select', { has: page.getByRole('combobox', { name }) }).click();
        const listId = await combobox.getAttribute('aria-controls');
        const dropdown = page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${listId}"]`) });
        await dropdown.getByTitle(option).click();
        await expect(dropdown).toBeHidden();
      };
      await choose(form, 'Kotlin 숙련도', '4 · 고급');
      await form.getByRole('spinbutton', { name: 'Kotlin 경력' }).fill('3');
      await form.getByRole('button', { name: '2개 추가' }).click();
      await expect(page.getByText('스킬 2개를 추가했습니다.')).toBeVisible();
      await expect(card.getByText('보유 스킬 (2)')).toBeVisible();
      await expect(card.getByRole('row', { name: /Kotlin/ })).toContainText('3년');

      await choose(card, 'TypeScript 숙련도', '5 · 전문가');
      await expect(page.getByText('TypeScript 숙련도를 5 · 전문가로 바꿨습니다.')).toBeVisible();
      await card.getByRole('button', { name: 'Kotlin 삭제' }).click();
      await page.getByRole('tooltip').getByRole('button', { name: '삭제' }).click();
      await expect(card.getByText('보유 스킬 (1)')).toBeVisible();

      await page.reload();
      await expect(card.getByText('보유 스킬 (1)')).toBeVisible();
      await expect(card.getByRole('row', { name: /TypeScript/ })).toContainText('5 · 전문가');
      await page.getByRole('button', { name: /이력/ }).click();
      await expect(page.getByRole('dialog').getByText('보유 스킬').first()).toBeVisible();
    });
  });
});
