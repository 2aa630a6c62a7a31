import type { Page } from '@playwright/test';
import { apiToken, bearer, usernameOf } from '../../support/api';
import { API_URL } from '../../support/env';
import { expect, pageSignedIn, test } from '../../support/fixtures';

const HALVES = [
  ['H1', '상반기'],
  ['H2', '하반기'],
  ['ANNUAL', '연간'],
] as const;

/** Fills item row `n` (1-based) of the sheet's items table. */
async function fillItem(page: Page, n: number, title: string, kpi: string, weight: number) {
  await page.getByLabel(`${n}번 항목명`).fill(title);
  await page.getByLabel(`${n}번 KPI`).fill(kpi);
  await page.getByLabel(`${n}번 목표`).fill('반기 목표 달성');
  await page.getByLabel(`${n}번 가중치`).fill(String(weight));
}

test.describe('MBO (okr remote)', () => {
  test('dev writes a sheet whose items add up to 100 % and submits it; the team leader agrees it', async ({ browser, request, sessionOf }) => {
    // A period dev has no sheet for yet (the demo seed gave dev last half's sheet).
    const devToken = await apiToken(request, 'dev');
    const mine = (await (await request.get(`${API_URL}/api/mbo?scope=MINE&size=100`, { headers: bearer(devToken) })).json()) as { result: { content: { year: number; half: string }[] } };
    const taken = new Set(mine.result.content.map((s) => `${s.year}-${s.half}`));
    const year0 = new Date().getFullYear();
    const [year, half, halfLabel] = [0, 1, 2, 3]
      .flatMap((d) => HALVES.map(([code, label]) => [year0 + d, code, label] as const))
      .find(([y, code]) => !taken.has(`${y}-${code}`))!;

    const { context: devContext, page: dev } = await pageSignedIn(browser, await sessionOf('dev'));
    await dev.goto('/mbo');
    await expect(dev.getByRole('heading', { name: 'MBO', exact: true })).toBeVisible();
    await dev.getByRole('button', { name: 'MBO 작성' }).click();
    await expect(dev).toHaveURL(/\/mbo\/new$/);
    await dev.getByRole('spinbutton', { name: '연도' }).fill(String(year));
    await dev.locator('label.ant-radio-button-wrapper', { hasText: halfLabel }).click();
    await dev.getByRole('button', { name: '시트 만들기' }).click();
    await expect(dev).toHaveURL(/\/mbo\?id=\d+$/);
    const sheetId = Number(new URL(dev.url()).searchParams.get('id'));
    await expect(dev.getByRole('heading', { name: `${year}년 ${halfLabel} MBO` })).toBeVisible();
    await expect(dev.getByTestId('mbo-status')).toHaveText('작성 중');

    // Two items, 60 % + 35 % first: the total says what is missing.
    await dev.getByRole('button', { name: /항목 추가/ }).click();
    await dev.getByRole('button', { name: /항목 추가/ }).click();
    await fillItem(dev, 1, '검색 서비스 응답속도 개선', 'p95 응답시간', 60);
    await fillItem(dev, 2, '사내 기술 세미나', '세미나 진행 횟수', 35);
    await expect(dev.getByTestId('mbo-weight-total')).toContainText('가중치 합계 95% — 5%가 모자랍니다.');
    await dev.getByLabel('2번 가중치').fill('40');
    await expect(dev.getByTestId('mbo-weight-total')).toContainText('가중치 합계 100%');
    await dev.getByRole('button', { name: '항목 저장' }).click();
    await expect(dev.getByText('항목을 저장했습니다.')).toBeVisible();

    await dev.getByRole('button', { name: /합의 요청/ }).click();
    await dev.getByRole('dialog').filter({ hasText: '합의를 요청할까요?' }).getByRole('button', { name: '합의 요청' }).click();
    await expect(dev.getByTestId('mbo-status')).toHaveText('합의 요청');
    await expect(dev.getByRole('cell', { name: '검색 서비스 응답속도 개선' })).toBeVisible();
    await devContext.close();

    // The approver is the leader of dev's team; they find the sheet among their members' and agree it.
    const detail = (await (await request.get(`${API_URL}/api/mbo/${sheetId}`, { headers: bearer(devToken) })).json()) as { result: { approverId: number; userName: string } };
    const { context: leaderContext, page: leader } = await pageSignedIn(browser, await sessionOf(await usernameOf(request, detail.result.approverId)));
    await leader.goto(`/mbo?scope=MEMBERS&statusList=SUBMITTED&year=${year}&half=${half}`);
    await leader.getByRole('row', { name: new RegExp(detail.result.userName) }).first().click();
    await expect(leader).toHaveURL(new RegExp(`/mbo\\?id=${sheetId}$`));
    await expect(leader.getByTestId('mbo-status')).toHaveText('합의 요청');
    await leader.getByRole('button', { name: /합의$/ }).click();
    await leader.getByRole('dialog').filter({ hasText: '이 MBO에 합의할까요?' }).getByRole('button', { name: /합의$/ }).click();
    await expect(leader.getByTestId('mbo-status')).toHaveText('합의 완료');
    await expect(leader.getByRole('button', { name: /반려/ })).toHaveCount(0);
    await leaderContext.close();
  });
});
