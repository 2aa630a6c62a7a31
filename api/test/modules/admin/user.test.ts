import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { API_MESSAGES } from '@dure/shared/messages';
import { and, count, desc, eq } from 'drizzle-orm';
import { appUser, attachment, auditHistory, department, notification, userHr, userHrHistory } from '../../../src/db/schema';
import { maskPhone, maskUserFields } from '../../../src/lib/masking';
import { retireResigned } from '../../../src/modules/admin/user/retirement';
import { JPEG, PNG, makeUser, sendForm } from '../../helpers/forms';
import { DEMO_PASSWORD, type TestApp, buildTestApp, get, login, refresh, send, tokenRequest } from '../../helpers/testApp';
import { invalidateOwners } from '../../../src/modules/auth/token/invalidation';
import { kstDate } from '../../../src/lib/time';

type User = Record<string, unknown> & { id: number; version: number; username: string; status: string; mustChangeYn: string; hasPhotoYn: string };

let t: TestApp;
let hrToken: string;
let deptIds: Record<string, number>;

before(async () => {
  t = await buildTestApp({ crm: false });
  hrToken = (await login(t.app, 'hr')).access_token;
  const rows = await t.app.db.select({ id: department.id, code: department.code }).from(department);
  deptIds = Object.fromEntries(rows.map((r) => [r.code, r.id]));
});
after(() => t.close());

const userCount = async () => Number((await t.app.db.select({ n: count() }).from(appUser))[0].n);
const attachmentCount = async () => Number((await t.app.db.select({ n: count() }).from(attachment))[0].n);
const storedFiles = () => fs.readdirSync(t.config.fileDir, { recursive: true }).filter((f) => String(f).length > 30).length;
const idOf = async (username: string) => (await t.app.db.select({ id: appUser.id }).from(appUser).where(eq(appUser.username, username)))[0].id;
const detail = async (id: number, token = hrToken): Promise<User> => (await get(t.app, `/api/user/info/${id}`, token)).json().result;

const newUser = (overrides: Record<string, string | number> = {}) => ({
  username: 'new.person',
  name: '신입사원',
  email: 'New.Person@Dure.example',
  mobile: '010-1234-5678',
  deptId: deptIds['SAL-2'],
  extraDeptIds: `${deptIds['SAL-MKT']}`,
  employeeNo: 'T25-0001',
  hireDate: '2025-03-02',
  jobGrade: 'STAFF',
  position: 'MEMBER',
  employmentType: 'REGULAR',
  birthDate: '1998-05-06',
  workLocation: '서울 본사',
  ...overrides,
});

describe('listing and reading users', () => {
  test('HR admin pages through everyone with HR fields and granted codes', async () => {
    const res = await get(t.app, '/api/user/info?page=0&size=20&sort=name,asc', hrToken);
    assert.equal(res.statusCode, 200);
    const page = res.json().result;
    assert.equal(page.totalElements, 70);
    assert.equal(page.content.length, 20);
    assert.equal(page.totalPages, 4);
    const names = page.content.map((u: User) => u.name as string);
    assert.deepEqual(names, [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const row = page.content[0];
    for (const key of ['id', 'username', 'name', 'email', 'mobile', 'deptId', 'deptName', 'extraDeptIds', 'status', 'ceoYn', 'mustChangeYn', 'lastLoginAt',
      'passwordChangedAt', 'hasPhotoYn', 'employeeNo', 'jobGrade', 'position', 'employmentType', 'hireDate', 'resignDate', 'contractEndDate', 'birthDate',
      'workLocation', 'authorities', 'version', 'createdAt', 'updatedAt']) {
      assert.ok(key in row, key);
    }
    const hr = (await get(t.app, '/api/user/info?keyword=hr', hrToken)).json().result.content.find((u: User) => u.username === 'hr');
    assert.deepEqual(hr.authorities, ['ROLE_ADMIN', 'ROLE_HR_ADMIN', 'ROLE_USER']);
    assert.match(hr.employeeNo, /^D\d{6}$/);
  });

  test('filters: keyword over name/username/email/employeeNo, department subtree, status list, authority code', async () => {
    const byKeyword = (await get(t.app, `/api/user/info?keyword=${encodeURIComponent('박준혁')}`, hrToken)).json().result;
    assert.deepEqual(byKeyword.content.map((u: User) => u.username), ['sales.lead']);
    const [someone] = await t.app.db.select({ employeeNo: userHr.employeeNo }).from(userHr).limit(1);
    assert.equal((await get(t.app, `/api/user/info?keyword=${someone.employeeNo}`, hrToken)).json().result.totalElements, 1);

    const division = (await get(t.app, `/api/user/info?deptId=${deptIds.SAL}&includeSubDeptYn=Y&size=100`, hrToken)).json().result;
    const direct = (await get(t.app, `/api/user/info?deptId=${deptIds.SAL}&size=100`, hrToken)).json().result;
    assert.ok(division.totalElements > direct.totalElements);
    assert.ok(division.content.some((u: User) => u.username === 'sales'));

    assert.equal((await get(t.app, '/api/user/info?statusList=LOCKED,RETIRED', hrToken)).json().result.totalElements, 0);
    const supers = (await get(t.app, '/api/user/info?authorityCode=ROLE_SUPER', hrToken)).json().result;
    assert.deepEqual(supers.content.map((u: User) => u.username), ['admin']);

    for (const bad of ['statusList=GONE', 'sort=password,asc', 'sort=name,sideways', 'size=1000', 'deptId=abc']) {
      const res = await get(t.app, `/api/user/info?${bad}`, hrToken);
      assert.equal(res.statusCode, 400, bad);
      assert.ok(res.json().message, bad);
    }
  });

  test('masking helper: phone keeps head and tail; hidden birth date and work location', () => {
    assert.equal(maskPhone('01012345678'), '010-****-5678');
    assert.equal(maskPhone('0212345678'), '02-****-5678');
    assert.equal(maskPhone(null), null);
    const row = { mobile: '01012345678', birthDate: '1990-01-01', workLocation: '서울' };
    assert.deepEqual(maskUserFields(row, false), { mobile: '010-****-5678', birthDate: null, workLocation: null });
    assert.deepEqual(maskUserFields(row, true), row);
  });

  test('unknown id → 404 in Korean', async () => {
    const res = await get(t.app, '/api/user/info/999999', hrToken);
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().message, API_MESSAGES.userNotFound);
  });
});

describe('creating users', () => {
  test('multipart create with photo: generated one-time password, HR row, 겸직, audit; photo served with its sniffed type', async () => {
    const res = await sendForm(t.app, 'POST', '/api/user/info', hrToken, newUser(), { filename: 'me.png', contentType: 'application/octet-stream', bytes: PNG });
    assert.equal(res.statusCode, 201, res.body);
    const { result, temporaryPassword } = res.json();
    assert.equal(typeof temporaryPassword, 'string');
    assert.equal(result.email, 'new.person@dure.example');
    assert.equal(result.mobile, '01012345678');
    assert.equal(result.mustChangeYn, 'Y');
    assert.equal(result.hasPhotoYn, 'Y');
    assert.deepEqual(result.extraDeptIds, [deptIds['SAL-MKT']]);
    assert.equal(result.jobGrade, 'STAFF');
    assert.deepEqual(result.authorities, ['ROLE_USER']);
    const [audit] = await t.app.db.select().from(auditHistory).where(and(eq(auditHistory.entityType, 'USER'), eq(auditHistory.entityId, result.id), eq(auditHistory.action, 'CREATE')));
    const fields = audit.changes.map((c) => c.field);
    for (const f of ['username', 'email', 'employeeNo', 'extraDeptIds', 'authorities']) assert.ok(fields.includes(f), f);
    assert.equal(audit.changes.find((c) => c.field === 'mobile')?.new, '***');

    const photo = await get(t.app, `/api/user/info/${result.id}/photo`, (await login(t.app, 'dev')).access_token);
    assert.equal(photo.statusCode, 200);
    assert.equal(photo.headers['content-type'], 'image/png');
    assert.equal(photo.headers['cache-control'], 'private, max-age=300');
    assert.deepEqual(photo.rawPayload, PNG);
    const none = await get(t.app, `/api/user/info/${await idOf('dev')}/photo`, hrToken);
    assert.equal(none.statusCode, 404);
    assert.equal(none.json().message, API_MESSAGES.photoNotFound);
  });

  test('the one-time password must be changed first: other routes answer 403 password_change_required', async () => {
    const pair = await login(t.app, 'new.person', (await resetPassword('new.person')));
    const blocked = await get(t.app, '/api/notification', pair.access_token);
    assert.equal(blocked.statusCode, 403);
    assert.deepEqual(blocked.json(), { error: 'password_change_required', message: API_MESSAGES.passwordChangeRequired });
    const me = await get(t.app, '/api/user/me', pair.access_token);
    assert.equal(me.statusCode, 200);
    assert.equal(me.json().result.mustChangeYn, 'Y');
    const check = await send(t.app, 'POST', '/api/user/info/password/check', pair.access_token, { password: 'Short1!' });
    assert.equal(check.statusCode, 200);
    assert.equal(check.json().result.valid, false);
  });

  test('with a password of its own: policy applies; a good one is kept and no temporary password answered', async () => {
    const weak = await sendForm(t.app, 'POST', '/api/user/info', hrToken, newUser({ username: 'own.pw', email: 'own.pw@dure.example', employeeNo: 'T25-0002', password: 'abc' }));
    assert.equal(weak.statusCode, 400);
    assert.equal(weak.json().fields.password, API_MESSAGES.passwordRuleLength);
    const good = await sendForm(t.app, 'POST', '/api/user/info', hrToken, newUser({ username: 'own.pw', email: 'own.pw@dure.example', employeeNo: 'T25-0002', password: 'Good-Pass-2025' }));
    assert.equal(good.statusCode, 201, good.body);
    assert.equal(good.json().temporaryPassword, undefined);
    assert.equal(good.json().result.mustChangeYn, 'N');
    await login(t.app, 'own.pw', 'Good-Pass-2025');
  });

  test('bad input → 400 in Korean and nothing stored (no user, no attachment, no file)', async () => {
    const before = { users: await userCount(), attachments: await attachmentCount(), files: storedFiles() };
    const cases: [Record<string, string | number>, string, string, Parameters<typeof sendForm>[5]?][] = [
      [newUser({ username: 'admin', email: 'x1@dure.example', employeeNo: 'X1' }), 'username', API_MESSAGES.usernameDuplicate],
      [newUser({ username: 'Bad Name', email: 'x2@dure.example', employeeNo: 'X2' }), 'username', API_MESSAGES.usernameFormat],
      [newUser({ username: 'dup.email', email: 'ADMIN@dure.example', employeeNo: 'X3' }), 'email', API_MESSAGES.emailDuplicate],
      [newUser({ username: 'bad.mobile', email: 'x4@dure.example', employeeNo: 'X4', mobile: '12-34' }), 'mobile', API_MESSAGES.mobileFormat],
      [newUser({ username: 'no.dept', email: 'x5@dure.example', employeeNo: 'X5', deptId: 999999 }), 'deptId', API_MESSAGES.userDeptNotFound],
      [newUser({ username: 'contract', email: 'x6@dure.example', employeeNo: 'X6', employmentType: 'CONTRACT' }), 'contractEndDate', API_MESSAGES.contractEndRequired],
      [newUser({ username: 'bad.grade', email: 'x7@dure.example', employeeNo: 'X7', jobGrade: 'CEO' }), 'jobGrade', API_MESSAGES.jobGradeInvalid],
      [newUser({ username: 'bad.date', email: 'x8@dure.example', employeeNo: 'X8', hireDate: '2025-02-30' }), 'hireDate', API_MESSAGES.dateFormat],
      [newUser({ username: 'dup.empno', email: 'x9@dure.example', employeeNo: 'T25-0001' }), 'employeeNo', API_MESSAGES.employeeNoDuplicate],
      [newUser({ username: 'pdf.photo', email: 'x10@dure.example', employeeNo: 'X10' }), 'profileImage', API_MESSAGES.photoType,
        { filename: 'photo.png', contentType: 'image/png', bytes: Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n') }],
      [newUser({ username: 'text.photo', email: 'x11@dure.example', employeeNo: 'X11' }), 'profileImage', API_MESSAGES.photoType,
        { filename: 'photo.jpg', contentType: 'image/jpeg', bytes: Buffer.from('hello, not an image') }],
      [newUser({ username: 'big.photo', email: 'x12@dure.example', employeeNo: 'X12' }), 'profileImage', API_MESSAGES.photoTooLarge,
        { filename: 'big.jpg', contentType: 'image/jpeg', bytes: Buffer.concat([JPEG, Buffer.alloc(5 * 1024 * 1024)]) }],
    ];
    for (const [fields, field, message, file] of cases) {
      const res = await sendForm(t.app, 'POST', '/api/user/info', hrToken, fields, file);
      assert.equal(res.statusCode, 400, `${field}: ${res.body}`);
      assert.equal(res.json().fields?.[field], message, `${field}: ${res.body}`);
      assert.ok(/[가-힣]/.test(res.json().message), res.body);
    }
    const missing = await sendForm(t.app, 'POST', '/api/user/info', hrToken, { username: 'only.name' });
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().fields.email, API_MESSAGES.fieldRequired);
    assert.deepEqual({ users: await userCount(), attachments: await attachmentCount(), files: storedFiles() }, before);
  });

  test('a plain user cannot create users (403)', async () => {
    const token = (await login(t.app, 'dev')).access_token;
    const res = await sendForm(t.app, 'POST', '/api/user/info', token, newUser({ username: 'sneaky' }));
    assert.equal(res.statusCode, 403);
  });
});

async function resetPassword(username: string): Promise<string> {
  const res = await send(t.app, 'PUT', '/api/user/info/password/initialize', hrToken, { userId: await idOf(username) });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().result.temporaryPassword;
}

describe('updating users', () => {
  test('HR edits HR fields and photo with the version; stale version → 409; username immutable; audit diff', async () => {
    const id = await idOf('own.pw');
    const current = await detail(id);
    const res = await sendForm(t.app, 'PUT', '/api/user/info', hrToken, { id, version: current.version, jobGrade: 'SENIOR', position: 'TEAM_LEADER', name: '주임님' }, { filename: 'a.jpg', contentType: 'image/jpeg', bytes: JPEG });
    assert.equal(res.statusCode, 200, res.body);
    const updated = res.json().result;
    assert.equal(updated.jobGrade, 'SENIOR');
    assert.equal(updated.name, '주임님');
    assert.equal(updated.hasPhotoYn, 'Y');
    assert.equal(updated.version, current.version + 1);
    const photo = await get(t.app, `/api/user/info/${id}/photo`, hrToken);
    assert.equal(photo.headers['content-type'], 'image/jpeg');
    const [audit] = await t.app.db.select().from(auditHistory).where(and(eq(auditHistory.entityId, id), eq(auditHistory.action, 'UPDATE'))).orderBy(desc(auditHistory.id)).limit(1);
    assert.deepEqual(audit.changes.map((c) => c.field).sort(), ['jobGrade', 'name', 'position', 'profileImageId']);
    // The grade change takes effect today in UserHrHistory (the rate lookup reads the grade as of a work date).
    const grades = await t.app.db.select().from(userHrHistory).where(eq(userHrHistory.userId, id));
    assert.deepEqual(grades.map((h) => [h.field, h.oldValue, h.newValue, h.effectiveDate]), [['jobGrade', 'STAFF', 'SENIOR', kstDate(t.clock())]]);

    const stale = await sendForm(t.app, 'PUT', '/api/user/info', hrToken, { id, version: current.version, name: '다른 이름' });
    assert.equal(stale.statusCode, 409);
    assert.equal(stale.json().message, API_MESSAGES.conflict);
    const renamed = await sendForm(t.app, 'PUT', '/api/user/info', hrToken, { id, version: updated.version, username: 'other.name' });
    assert.equal(renamed.statusCode, 400);
    assert.equal(renamed.json().fields.username, API_MESSAGES.usernameImmutable);
    assert.equal((await detail(id)).name, '주임님');

    const removed = await sendForm(t.app, 'PUT', '/api/user/info', hrToken, { id, version: updated.version, removeProfileImageYn: 'Y' });
    assert.equal(removed.json().result.hasPhotoYn, 'N');
    assert.equal((await get(t.app, `/api/user/info/${id}/photo`, hrToken)).statusCode, 404);
  });

  test('own profile: name, email, mobile and photo only; other fields → 403; others’ profiles → 403', async () => {
    const token = (await login(t.app, 'dev')).access_token;
    const id = await idOf('dev');
    const me = (await get(t.app, '/api/user/me', token)).json().result;
    const [row] = await t.app.db.select({ version: appUser.version }).from(appUser).where(eq(appUser.id, id));
    const ok = await sendForm(t.app, 'PUT', '/api/user/info', token, { id, version: row.version, name: '정다은', mobile: '01099998888' }, { filename: 'me.png', contentType: 'image/png', bytes: PNG });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal(ok.json().result.mobile, '01099998888');
    assert.equal(me.username, 'dev');
    const grade = await sendForm(t.app, 'PUT', '/api/user/info', token, { id, version: row.version + 1, jobGrade: 'DIRECTOR' });
    assert.equal(grade.statusCode, 403);
    assert.equal(grade.json().message, API_MESSAGES.ownProfileOnly);
    const other = await sendForm(t.app, 'PUT', '/api/user/info', token, { id: await idOf('sales'), version: 0, name: '해커' });
    assert.equal(other.statusCode, 403);
  });
});

describe('status, passwords and sessions', () => {
  test('LOCKED revokes access and refresh at once; ACTIVE unlocks; own status → 400', async () => {
    const id = await idOf('mes');
    const pair = await login(t.app, 'mes');
    const { version } = await detail(id);
    const locked = await send(t.app, 'PUT', `/api/user/info/${id}/status`, hrToken, { status: 'LOCKED', version });
    assert.equal(locked.statusCode, 200, locked.body);
    assert.equal(locked.json().result.status, 'LOCKED');
    assert.equal((await get(t.app, '/api/user/me', pair.access_token)).statusCode, 401);
    assert.equal((await refresh(t.app, pair.refresh_token)).statusCode, 400);
    const stale = await send(t.app, 'PUT', `/api/user/info/${id}/status`, hrToken, { status: 'ACTIVE', version });
    assert.equal(stale.statusCode, 409);
    const unlocked = await send(t.app, 'PUT', `/api/user/info/${id}/status`, hrToken, { status: 'ACTIVE', version: version + 1 });
    assert.equal(unlocked.json().result.status, 'ACTIVE');
    await login(t.app, 'mes');
    const own = await send(t.app, 'PUT', `/api/user/info/${await idOf('hr')}/status`, hrToken, { status: 'LOCKED', version: 0 });
    assert.equal(own.statusCode, 400);
    assert.equal(own.json().message, API_MESSAGES.ownStatusChange);
    const audits = await t.app.db.select().from(auditHistory).where(and(eq(auditHistory.entityId, id), eq(auditHistory.action, 'STATE')));
    assert.equal(audits.length, 2);
  });

  test('change own password: wrong current, policy list, reuse of the last 3; success clears mustChangeYn', async () => {
    const temp = await resetPassword('pm');
    const token = (await login(t.app, 'pm', temp)).access_token;
    const change = (currentPassword: string, newPassword: string) => send(t.app, 'PUT', '/api/user/info/password', token, { currentPassword, newPassword });

    const wrong = await change('nope', 'Another-Pass-1');
    assert.equal(wrong.statusCode, 400);
    assert.equal(wrong.json().message, API_MESSAGES.currentPasswordWrong);
    const weak = await change(temp, 'short');
    assert.equal(weak.statusCode, 400);
    assert.equal(weak.json().message, API_MESSAGES.passwordPolicy);
    assert.deepEqual(weak.json().errors, [API_MESSAGES.passwordRuleLength, API_MESSAGES.passwordRuleClasses]);
    const same = await change(temp, temp);
    assert.deepEqual(same.json().errors, [API_MESSAGES.passwordRuleReuse]);
    const asUsername = await send(t.app, 'PUT', '/api/user/info/password', token, { currentPassword: temp, newPassword: 'pm' });
    assert.ok(asUsername.json().errors.length > 0);
    const demo = await change(temp, DEMO_PASSWORD.toUpperCase() + 'a1');
    assert.equal(demo.statusCode, 200, demo.body);
    assert.deepEqual(demo.json(), { result: true });
    const me = (await get(t.app, '/api/user/me', token)).json().result;
    assert.equal(me.mustChangeYn, 'N');
    assert.equal((await get(t.app, '/api/notification', token)).statusCode, 200);
    // The previous (temporary) password is one of the last 3: the change refuses it (the check does not tell, see passwordGuessing.test.ts).
    const reuse = await change(DEMO_PASSWORD.toUpperCase() + 'a1', temp);
    assert.deepEqual(reuse.json().errors, [API_MESSAGES.passwordRuleReuse]);
    const fine = await send(t.app, 'POST', '/api/user/info/password/check', token, { password: 'Fresh-Pass-99' });
    assert.deepEqual(fine.json().result, { valid: true, errors: [] });
  });

  test('initialise: old sessions end, the user is notified, the temporary password works once changed', async () => {
    const id = await idOf('ops');
    const before = await login(t.app, 'ops');
    const temp = await resetPassword('ops');
    assert.equal((await get(t.app, '/api/user/me', before.access_token)).statusCode, 401);
    const [note] = await t.app.db.select().from(notification).where(and(eq(notification.userId, id), eq(notification.type, 'PASSWORD_RESET')));
    assert.equal(note.category, 'SYSTEM');
    const after = await login(t.app, 'ops', temp);
    assert.equal((await get(t.app, '/api/user/me', after.access_token)).json().result.mustChangeYn, 'Y');
    const denied = await send(t.app, 'PUT', '/api/user/info/password/initialize', (await login(t.app, 'dev')).access_token, { userId: id });
    assert.equal(denied.statusCode, 403);
  });

  test('revoke other sessions keeps the current one', async () => {
    const first = await login(t.app, 'finance');
    const second = await login(t.app, 'finance');
    const res = await send(t.app, 'POST', '/api/user/info/sessions/revoke-others', second.access_token);
    assert.equal(res.statusCode, 200);
    assert.ok(res.json().result.revoked >= 1);
    assert.equal((await get(t.app, '/api/user/me', first.access_token)).statusCode, 401);
    assert.equal((await refresh(t.app, first.refresh_token)).statusCode, 400);
    assert.equal((await get(t.app, '/api/user/me', second.access_token)).statusCode, 200);
  });

  test('5 consecutive failed logins lock the account and tell the user; the answer stays generic', async () => {
    const id = await makeUser(t.app, 'lock.me', 'RND-QA', ['ROLE_USER']);
    for (let i = 0; i < 5; i++) {
      const res = await tokenRequest(t.app, { grant_type: 'password', username: 'lock.me', password: 'wrong', scope: 'read_profile' }, { ip: `10.77.0.${i}` });
      assert.deepEqual(res.json(), { error: 'invalid_grant', error_description: API_MESSAGES.badCredentials });
    }
    const [user] = await t.app.db.select().from(appUser).where(eq(appUser.id, id));
    assert.equal(user.status, 'LOCKED');
    const notes = await t.app.db.select().from(notification).where(and(eq(notification.userId, id), eq(notification.type, 'ACCOUNT_LOCKED')));
    assert.equal(notes.length, 1);
    t.clock.advance(t.config.loginLimits.windowSeconds + 1);
    const right = await tokenRequest(t.app, { grant_type: 'password', username: 'lock.me', password: DEMO_PASSWORD, scope: 'read_profile' }, { ip: '10.77.1.1' });
    assert.equal(right.statusCode, 400);
    assert.equal(right.json().error, 'invalid_grant');
  });
});

describe('time rules', () => {
  test('a resignation date retires the user the next day (housekeeping), ending the sessions', async () => {
    const id = await makeUser(t.app, 'leaving.soon', 'RND-QA', ['ROLE_USER']);
    await t.app.db.insert(userHr).values({ userId: id, employeeNo: 'LEAVE-1', hireDate: '2020-01-01', jobGrade: 'STAFF', resignDate: '2020-06-30' });
    const pair = await login(t.app, 'leaving.soon');
    assert.equal(await retireResigned(t.app.db, t.clock()), 1);
    assert.equal(await retireResigned(t.app.db, t.clock()), 0);
    const [user] = await t.app.db.select().from(appUser).where(eq(appUser.id, id));
    assert.equal(user.status, 'RETIRED');
    assert.equal((await get(t.app, '/api/user/me', pair.access_token)).statusCode, 401);
  });

  test('a password older than 90 days must be changed', async () => {
    const id = await makeUser(t.app, 'old.password', 'RND-QA', ['ROLE_USER']);
    const token = (await login(t.app, 'old.password')).access_token;
    assert.equal((await get(t.app, '/api/notification', token)).statusCode, 200);
    await t.app.db.update(appUser).set({ passwordChangedAt: new Date(t.clock().getTime() - 91 * 24 * 60 * 60 * 1000) }).where(eq(appUser.id, id));
    await invalidateOwners(t.app.db, 'all');
    const blocked = await get(t.app, '/api/notification', token);
    assert.equal(blocked.statusCode, 403);
    assert.equal(blocked.json().error, 'password_change_required');
    assert.equal((await get(t.app, '/api/user/me', token)).json().result.mustChangeYn, 'Y');
  });
});

describe('/api/user/me', () => {
  test('carries mustChangeYn, expanded authorities and allowed pages besides the old fields', async () => {
    const me = (await get(t.app, '/api/user/me', hrToken)).json().result;
    for (const key of ['id', 'username', 'name', 'email', 'deptId', 'deptName', 'status', 'ceoYn', 'mustChangePassword', 'lastLoginAt']) assert.ok(key in me, key);
    assert.equal(me.mustChangeYn, 'N');
    assert.ok(me.authorities.includes('ROLE_USER_HR_ADMIN'));
    assert.ok(me.authorities.includes('ROLE_USER_HR_READ'));
    assert.ok(me.allowedPages.includes('UserHrInfoAdminPage') || me.allowedPages.length > 5);
    const dev = (await get(t.app, '/api/user/me', (await login(t.app, 'dev')).access_token)).json().result;
    assert.ok(!dev.allowedPages.includes('AuthorityUserPage'));
  });
});

describe('fuzzing bodies', () => {
  test('wrong types and shapes never give a 500', async () => {
    const bodies: unknown[] = [null, [], 'text', 42, { id: 'x' }, { id: [1], version: {} }, { status: 5 }, { userId: 'me' }, { currentPassword: 1, newPassword: null },
      { id: 1, version: 0, deptId: -5 }, { id: 1e20, version: 1.5 }, { extraDeptIds: [{}] }, { name: { a: 1 } }];
    const targets: ['POST' | 'PUT', string][] = [
      ['POST', '/api/user/info'],
      ['PUT', '/api/user/info'],
      ['PUT', `/api/user/info/${await idOf('sales')}/status`],
      ['PUT', '/api/user/info/password'],
      ['PUT', '/api/user/info/password/initialize'],
      ['POST', '/api/auth/code'],
      ['POST', '/api/auth/user'],
      ['PUT', '/api/auth/menu/DepartmentPage'],
      ['PUT', `/api/department/${deptIds['SAL-1']}/members`],
    ];
    const admin = (await login(t.app, 'admin')).access_token;
    for (const [method, path] of targets) {
      for (const body of bodies) {
        const res = await t.app.inject({
          method,
          url: `/dure.crm${path}`,
          headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        assert.ok(res.statusCode >= 400 && res.statusCode < 500, `${method} ${path} ${JSON.stringify(body)} → ${res.statusCode} ${res.body}`);
        assert.ok(/[가-힣]/.test(res.json().message), `${method} ${path} ${res.body}`);
      }
    }
  });
});
