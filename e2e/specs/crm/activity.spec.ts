import { expect, test } from '../../support/fixtures';
import { CrmActivity } from '../../pages/CrmActivity';
import { apiToken, bearer } from '../../support/api';
import { API_URL } from '../../support/env';
import { kstAt } from '../../support/time';

test.describe('영업활동', () => {
  test.use({ signedInAs: 'sales' });

  test('a rep logs a visit with a next action; it shows in the list and in 내 액션 아이템 on the home page', async ({ page, request }) => {
    const run = Date.now().toString(36).slice(-5);
    const subject = `E2E 방문 ${run}`;
    const note = `견적 회신 확인 ${run}`;
    const token = await apiToken(request, 'sales');
    const picker = await request.get(`${API_URL}/api/customer/picker`, { headers: bearer(token), params: { keyword: '정밀' } });
    const customer = ((await picker.json()) as { result: { id: number; name: string }[] }).result[0];
    expect(customer).toBeTruthy();

    await page.goto('/crm');
    await expect(page.getByRole('heading', { name: '영업활동' })).toBeVisible();
    await page.getByRole('button', { name: '활동 등록' }).click();
    const crm = new CrmActivity(page);
    const form = crm.form();
    await expect(form).toBeVisible();

    // The form says what a visit needs before anything is sent.
    await form.getByRole('button', { name: '등록' }).click();
    await expect(form.getByText('방문·미팅은 장소를 입력해 주세요.')).toBeVisible();
    await expect(form.getByText('완료된 활동은 내용을 입력해 주세요.')).toBeVisible();

    await form.getByLabel('제목').fill(subject);
    await crm.pick('고객사', customer.name, { search: customer.name.replace(/^\(주\)/, '').slice(0, 4) });
    await crm.pick('담당자', /./, { multiple: true });
    await crm.setDateTime('일시', kstAt(-1, 14));
    await form.getByLabel('장소').fill('고객사 본사 3층 회의실');
    await crm.typeContent('신규 설비 도입 일정과 예산을 협의함.');
    await crm.pick('결과', '긍정');
    await crm.pick('다음 액션 유형', '전화');
    await crm.setDateTime('다음 액션 일시', kstAt(1, 10));
    await form.getByLabel('다음 액션 메모').fill(note);
    await form.getByRole('button', { name: '등록' }).click();

    // The detail: the visit, its next action as an open card.
    await expect(page).toHaveURL(/\/crm\/\d+$/);
    await expect(page.getByRole('heading', { name: subject })).toBeVisible();
    await expect(page.getByText('고객사 본사 3층 회의실')).toBeVisible();
    await expect(page.getByText('신규 설비 도입 일정과 예산을 협의함.')).toBeVisible();
    await expect(page.getByText(note)).toBeVisible();
    await expect(page.getByRole('button', { name: '완료' })).toBeVisible();

    // The list finds it by subject.
    await page.goto('/crm');
    await page.getByLabel('검색어').fill(run);
    await page.getByLabel('검색어').press('Enter');
    await expect(page).toHaveURL(new RegExp(`keyword=${run}`));
    const row = page.getByRole('row').filter({ hasText: subject });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(customer.name);
    await expect(row).toContainText(kstAt(1, 10));

    // The next action is one of my action items on the home page.
    await page.goto('/myhome');
    await expect(page.getByTestId('home-action-items')).toContainText(note);
  });
});
