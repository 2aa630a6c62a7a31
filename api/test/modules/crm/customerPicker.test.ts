import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type TestApp, buildTestApp, get } from '../../helpers/testApp';
import { signIn } from '../../helpers/users';

let t: TestApp;
before(async () => {
  t = await buildTestApp();
});
after(() => t.close());

test('any signed-in user picks customers by name, number or business number and sees only id, number, name, bizRegNo and status', async () => {
  const dev = await signIn(t, 'dev');
  const all = await get(t.app, '/api/customer/picker?size=5', dev.token);
  assert.equal(all.statusCode, 200);
  const rows = all.json().result as Record<string, unknown>[];
  assert.equal(rows.length, 5);
  assert.deepEqual(Object.keys(rows[0]).sort(), ['bizRegNo', 'customerNo', 'id', 'name', 'status']);
  const first = rows[0] as { customerNo: string; name: string; bizRegNo: string };
  const byNo = (await get(t.app, `/api/customer/picker?keyword=${first.customerNo}`, dev.token)).json().result;
  assert.ok(byNo.some((r: { customerNo: string }) => r.customerNo === first.customerNo));
  const hyphenated = `${first.bizRegNo.slice(0, 3)}-${first.bizRegNo.slice(3, 5)}-${first.bizRegNo.slice(5)}`;
  const byBiz = (await get(t.app, `/api/customer/picker?keyword=${encodeURIComponent(hyphenated)}`, dev.token)).json().result;
  assert.equal(byBiz[0].customerNo, first.customerNo);
  assert.equal((await get(t.app, '/api/customer/picker')).statusCode, 401);
});
