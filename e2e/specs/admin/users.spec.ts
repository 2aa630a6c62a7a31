import { LoginPage } from '../../pages/LoginPage';
import { Shell } from '../../pages/Shell';
import { PNG_1PX, UserAdmin } from '../../pages/UserAdmin';
import { apiToken, bearer, createUser, departmentId, grantRole, uniqueUsername } from '../../support/api';
import { API_URL } from '../../support/env';
import { expect, pageSignedIn, test } from '../../support/fixtures';

const NEW_PASSWORD = 'Dure#E2e-2026';

test.describe('users and authorities (admin remote)', () => {
  test('an HR admin creates a user with a photo and grants a role; the new user changes the temporary password and sees exactly that menu; revoking the role ends at the next navigation', async ({ browser, sessionOf }) => {
    const { context: hrContext, page: hr } = await pageSignedIn(browser, await sessionOf('hr'));
    const admin = new UserAdmin(hr);
    const username = uniqueUsername('newbie');

    await admin.openCreate();
    await admin.fillNewUser({ username, name: '신입사원', email: `${username}@dure.example`, dept: '인사팀', employeeNo: username.slice(-10).toUpperCase() });
    await admin.attachPhoto('프로필.png', PNG_1PX);
    await expect(hr.getByRole('dialog').getByRole('img', { name: '프로필 사진 미리보기' })).toBeVisible();
    await admin.submitCreate();
    const temporary = (await hr.getByTestId('temporary-password').innerText()).trim();
    expect(temporary.length).toBeGreaterThanOrEqual(9);
    await hr.getByRole('button', { name: '확인' }).click();
    await expect(hr).toHaveURL(/\/userhr\/info\/admin\/\d+$/);
    await expect(hr.getByRole('heading', { name: /신입사원/ })).toBeVisible();
    await expect(hr.getByRole('img', { name: '신입사원 사진' })).toBeVisible();

    await admin.grant('ROLE_USER_HR_READ');
    await expect(hr.getByRole('cell', { name: /ROLE_USER_HR_READ/ })).toBeVisible();

    // The new user signs in with the temporary password and must choose a new one first.
    const userContext = await browser.newContext();
    const newbie = await userContext.newPage();
    const login = new LoginPage(newbie);
    await login.goto();
    await login.signIn(username, temporary);
    await expect(newbie.getByRole('heading', { name: /비밀번호를 변경해 주세요/ })).toBeVisible();
    await newbie.getByLabel('현재 비밀번호').fill(temporary);
    await newbie.getByLabel('새 비밀번호', { exact: true }).fill(NEW_PASSWORD);
    await newbie.getByLabel('새 비밀번호 확인').fill(NEW_PASSWORD);
    await newbie.getByRole('button', { name: '변경하고 계속하기' }).click();
    await newbie.getByRole('button', { name: '그대로 두기' }).click();
    await expect(newbie.getByRole('heading', { name: /신입사원님, 안녕하세요/ })).toBeVisible();

    // Exactly the pages the role opens (among deployed remotes): HR information and nothing else of admin.
    const menu = new Shell(newbie).menu();
    await new Shell(newbie).openMenuGroup('부서 설정');
    await expect(menu.getByRole('menuitem', { name: '인사 정보' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: '부서 관리' })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: /권한/ })).toHaveCount(0);

    // HR revokes the role; the next navigation to that page signs the user out with the spec's toast.
    await hr.getByRole('row', { name: /ROLE_USER_HR_READ/ }).getByRole('button', { name: /권한 회수/ }).click();
    await hr.getByRole('dialog').getByRole('button', { name: '회수' }).click();
    await expect(hr.getByText('권한을 회수했습니다.')).toBeVisible();

    await menu.getByRole('menuitem', { name: '인사 정보' }).click();
    await expect(new Shell(newbie).toast('비정상적인 접근으로 로그아웃 되었습니다. 관리자에게 문의해 주세요.')).toBeVisible();
    await expect(newbie).toHaveURL(/\/login/);
    await hrContext.close();
    await userContext.close();
  });

  test('deactivating a user signs them out at their next request', async ({ browser, request, sessionOf }) => {
    const hrToken = await apiToken(request, 'hr');
    const username = uniqueUsername('leaver');
    const created = await createUser(request, hrToken, username, NEW_PASSWORD, await departmentId(request, hrToken, 'MGT-HR'));
    await grantRole(request, hrToken, created.id, 'ROLE_DEPARTMENT_READ');

    const userContext = await browser.newContext();
    const leaver = await userContext.newPage();
    const login = new LoginPage(leaver);
    await login.goto();
    await login.signIn(username, NEW_PASSWORD);
    await expect(leaver.getByRole('heading', { name: /님, 안녕하세요$/ })).toBeVisible();

    const { context: hrContext, page: hr } = await pageSignedIn(browser, await sessionOf('hr'));
    await hr.goto(`/userhr/info/admin/${created.id}`);
    await hr.getByRole('button', { name: /상태 변경/ }).click();
    await hr.getByRole('menuitem', { name: '퇴직 처리' }).click();
    await hr.getByRole('dialog').getByRole('button', { name: '변경' }).click();
    await expect(hr.getByTestId('user-status')).toHaveText('퇴직');

    await leaver.goto('/department');
    await expect(leaver).toHaveURL(/\/login/);
    await expect(new Shell(leaver).toast('인증 토큰이 만료되었습니다. 다시 로그인해 주세요.')).toBeVisible();
    await login.signIn(username, NEW_PASSWORD);
    await expect(leaver.getByRole('alert')).toBeVisible();
    await expect(leaver).toHaveURL(/\/login/);
    await hrContext.close();
    await userContext.close();
  });

  test('an admin reset forces a password change at the next login', async ({ request, browser, sessionOf }) => {
    const hrToken = await apiToken(request, 'hr');
    const username = uniqueUsername('forgot');
    const created = await createUser(request, hrToken, username, NEW_PASSWORD, await departmentId(request, hrToken, 'MGT-HR'));

    const { context: hrContext, page } = await pageSignedIn(browser, await sessionOf('hr'));
    await page.goto(`/userhr/info/admin/${created.id}`);
    await page.getByRole('button', { name: /비밀번호 초기화/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: '초기화' }).click();
    const temporary = (await page.getByTestId('temporary-password').innerText()).trim();

    const context = await browser.newContext();
    const user = await context.newPage();
    const login = new LoginPage(user);
    await login.goto();
    await login.signIn(username, temporary);
    await expect(user.getByRole('heading', { name: /비밀번호를 변경해 주세요/ })).toBeVisible();
    // The api refuses other calls until the password is changed.
    const token = JSON.parse((await user.evaluate(() => localStorage.getItem('access_token'))) ?? 'null') as string;
    const refused = await request.get(`${API_URL}/api/department`, { headers: bearer(token) });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe('비밀번호를 변경해야 합니다.');
    // A weak new password is refused with the rules in Korean.
    await user.getByLabel('현재 비밀번호').fill(temporary);
    await user.getByLabel('새 비밀번호', { exact: true }).fill('abc');
    await user.getByLabel('새 비밀번호 확인').fill('abc');
    await user.getByRole('button', { name: '변경하고 계속하기' }).click();
    await expect(user.getByRole('alert').first()).toContainText('비밀번호');
    await expect(user.getByRole('heading', { name: /비밀번호를 변경해 주세요/ })).toBeVisible();
    await context.close();
    await hrContext.close();
  });

  test('bad input gets a Korean error and changes nothing: duplicate login id, a file that is not really a PNG', async ({ browser, request, sessionOf }) => {
    const { context: hrContext, page } = await pageSignedIn(browser, await sessionOf('hr'));
    const admin = new UserAdmin(page);
    await admin.openCreate();
    await admin.fillNewUser({ username: 'sales', name: '중복', email: `dup.${Date.now()}@dure.example`, dept: '인사팀', employeeNo: `DUP${Date.now() % 1e6}` });
    await admin.submitCreate();
    await expect(page.getByRole('dialog').getByText('이미 사용 중인 아이디입니다.', { exact: false }).first()).toBeVisible();

    const username = uniqueUsername('fakepng');
    await page.getByRole('dialog').getByLabel('아이디').fill(username);
    await admin.attachPhoto('사진.png', Buffer.from('%PDF-1.4 not an image at all'));
    await admin.submitCreate();
    await expect(page.getByRole('dialog').getByRole('alert')).toContainText(/JPG|PNG|이미지|사진/);
    const token = await apiToken(request, 'hr');
    const found = (await (await request.get(`${API_URL}/api/user/info`, { headers: bearer(token), params: { keyword: username } })).json()) as { result: { totalElements: number } };
    expect(found.result.totalElements).toBe(0);

    // An unknown role code is refused by the api in Korean.
    const grant = await request.post(`${API_URL}/api/auth/user`, { headers: bearer(token), data: { userId: 1, authorityCode: 'ROLE_NOT_A_ROLE' } });
    expect(grant.status()).toBe(400);
    expect(((await grant.json()) as { message: string }).message).toMatch(/권한/);
    await hrContext.close();
  });
});
