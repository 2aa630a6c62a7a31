import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { API_MESSAGES } from '@dure/shared/messages';
import { and, eq } from 'drizzle-orm';
import { department, notification } from '../../../src/db/schema';
import { sanitizeRichText } from '../../../src/lib/richText';
import { type TestApp, buildTestApp, get, send } from '../../helpers/testApp';
import { type TestUser, signInAll } from '../../helpers/users';
import type { Comment as CommentContract } from '@dure/shared/contracts/cross/comment';

let t: TestApp;
let admin: TestUser;
let hr: TestUser;
let sales: TestUser;
let dev: TestUser;
let target: number;
let other: number;

before(async () => {
  t = await buildTestApp({ crm: false });
  [admin, hr, sales, dev] = await signInAll(t, ['admin', 'hr', 'sales', 'dev']);
  const rows = await t.app.db.select({ id: department.id, code: department.code }).from(department);
  target = rows.find((r) => r.code === 'DLV-TS')!.id;
  other = rows.find((r) => r.code === 'DLV-PMO')!.id;
});
after(() => t.close());

type Comment = CommentContract;

const post = (user: TestUser, body: unknown, id = target) => send(t.app, 'POST', `/api/comment/DEPARTMENT/${id}`, user.token, body);
const list = async (user: TestUser, id = target): Promise<Comment[]> => {
  const res = await get(t.app, `/api/comment/DEPARTMENT/${id}`, user.token);
  assert.equal(res.statusCode, 200, res.body);
  return res.json().result;
};
const mention = (user: TestUser, name: string) => `<span class="mention" data-index="0" data-denotation-char="@" data-id="${user.id}" data-value="${name}">@${name}</span>`;
const notes = (userId: number, type: string) =>
  t.app.db.select().from(notification).where(and(eq(notification.userId, userId), eq(notification.type, type), eq(notification.targetId, target)));

describe('comments', () => {
  let first: Comment;

  test('post with mentions: readers are notified, others silently skipped; activity COMMENTED', async () => {
    const res = await post(admin, { body: `<p>검토 부탁드립니다 ${mention(hr, '윤서영')} ${mention(sales, '이하늘')}</p>` });
    assert.equal(res.statusCode, 201, res.body);
    first = res.json().result;
    assert.equal(first.authorName, '시스템관리자');
    assert.equal(first.editedYn, 'N');
    assert.equal(first.editableYn, 'Y');
    assert.deepEqual(first.mentions.map((m) => m.name), ['윤서영', '이하늘']);
    assert.ok(first.body.includes(`<span class="mention" data-id="${hr.id}" data-value="윤서영" data-denotation-char="@">@윤서영</span>`), first.body);
    assert.equal((await notes(hr.id, 'MENTION')).length, 1);
    assert.equal((await notes(sales.id, 'MENTION')).length, 0, 'sales cannot read the department');
    const feed = (await get(t.app, `/api/activity/DEPARTMENT/${target}`, admin.token)).json().result.content;
    assert.equal(feed[0].verb, 'COMMENTED');
  });

  test('one reply level; replies nest under their parent', async () => {
    const reply = await post(hr, { body: '<p>확인했습니다</p>', parentId: first.id });
    assert.equal(reply.statusCode, 201, reply.body);
    const deeper = await post(admin, { body: '<p>답글의 답글</p>', parentId: reply.json().result.id });
    assert.equal(deeper.statusCode, 400);
    assert.equal(deeper.json().message, API_MESSAGES.commentReplyDepth);
    const elsewhere = await post(admin, { body: '<p>x</p>', parentId: first.id }, other);
    assert.equal(elsewhere.json().message, API_MESSAGES.commentParentNotFound);
    const thread = await list(admin);
    assert.equal(thread.length, 1);
    assert.equal(thread[0].replies.length, 1);
    assert.equal(thread[0].replies[0].authorName, '윤서영');
    assert.equal(thread[0].replies[0].editableYn, 'N', 'not the viewer’s');
    assert.equal(thread[0].replies[0].deletableYn, 'Y', 'admin may delete any');
  });

  test('edit own only, with version; new mentions notified once', async () => {
    const byOther = await send(t.app, 'PUT', `/api/comment/${first.id}`, hr.token, { body: '<p>남의 댓글</p>', version: 0 });
    assert.equal(byOther.statusCode, 403);
    assert.equal(byOther.json().message, API_MESSAGES.commentNotAuthor);
    const edited = await send(t.app, 'PUT', `/api/comment/${first.id}`, admin.token, { body: `<p>수정 ${mention(hr, '윤서영')} ${mention(dev, '정다은')}</p>`, version: 0 });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.equal(edited.json().result.editedYn, 'Y');
    assert.equal(edited.json().result.version, 1);
    assert.equal((await notes(hr.id, 'MENTION')).length, 1, 'hr was already mentioned');
    assert.equal((await notes(dev.id, 'MENTION')).length, 0, 'dev cannot read the department');
    const stale = await send(t.app, 'PUT', `/api/comment/${first.id}`, admin.token, { body: '<p>늦은 수정</p>', version: 0 });
    assert.equal(stale.statusCode, 409);
    assert.equal(stale.json().message, API_MESSAGES.conflict);
  });

  test('no access → 404 for reading, posting, editing and deleting', async () => {
    assert.equal((await get(t.app, `/api/comment/DEPARTMENT/${target}`, sales.token)).statusCode, 404);
    assert.equal((await post(sales, { body: '<p>x</p>' })).statusCode, 404);
    assert.equal((await send(t.app, 'PUT', `/api/comment/${first.id}`, sales.token, { body: '<p>x</p>', version: 1 })).statusCode, 404);
    assert.equal((await send(t.app, 'DELETE', `/api/comment/${first.id}`, sales.token)).statusCode, 404);
    assert.equal((await get(t.app, '/api/comment/NOPE/1', admin.token)).statusCode, 404);
  });

  test('a share lets a reader comment; deleting is the author’s or the area admin’s', async () => {
    const shared = await send(t.app, 'POST', `/api/share/DEPARTMENT/${target}`, admin.token, { granteeType: 'USER', granteeId: sales.id, permission: 'READ' });
    assert.equal(shared.statusCode, 201);
    const mine = await post(sales, { body: '<p>공유받아 남기는 댓글</p>' });
    assert.equal(mine.statusCode, 201, mine.body);
    assert.equal((await send(t.app, 'DELETE', `/api/comment/${first.id}`, sales.token)).statusCode, 403);
    // hr holds DEPARTMENT_ADMIN (via ROLE_ADMIN): may delete other people's comments.
    assert.equal((await send(t.app, 'DELETE', `/api/comment/${mine.json().result.id}`, hr.token)).statusCode, 200);
    assert.equal((await send(t.app, 'DELETE', `/api/comment/${first.id}`, admin.token)).statusCode, 200);
    assert.equal((await send(t.app, 'DELETE', `/api/comment/${first.id}`, admin.token)).statusCode, 404);
    const thread = await list(sales);
    const gone = thread.find((c) => c.id === first.id)!;
    assert.equal(gone.body, API_MESSAGES.commentDeletedBody);
    assert.equal(gone.deletedYn, 'Y');
    assert.equal(gone.editableYn, 'N');
    assert.equal(gone.deletableYn, 'N');
    assert.deepEqual(gone.mentions, []);
    assert.equal(gone.replies.length, 1, 'replies stay');
    assert.equal((await send(t.app, 'PUT', `/api/comment/${first.id}`, admin.token, { body: '<p>x</p>', version: 2 })).statusCode, 404);
  });

  test('a comment on a record you own notifies you (USER record: the user)', async () => {
    const res = await send(t.app, 'POST', `/api/comment/USER/${dev.id}`, hr.token, { body: '<p>입사 서류 확인 부탁드립니다</p>' });
    assert.equal(res.statusCode, 201, res.body);
    const told = await t.app.db.select().from(notification).where(and(eq(notification.userId, dev.id), eq(notification.type, 'COMMENT'), eq(notification.targetType, 'USER')));
    assert.equal(told.length, 1);
    assert.equal(told[0].contentLocation, `/userhr/info/admin/${dev.id}`);
    const own = await send(t.app, 'POST', `/api/comment/USER/${dev.id}`, dev.token, { body: '<p>확인했습니다</p>', parentId: res.json().result.id });
    assert.equal(own.statusCode, 201, own.body);
    assert.equal((await t.app.db.select().from(notification).where(and(eq(notification.userId, dev.id), eq(notification.type, 'COMMENT'), eq(notification.targetType, 'USER')))).length, 1);
    assert.equal((await get(t.app, `/api/comment/USER/${dev.id}`, sales.token)).statusCode, 404);
  });

  test('empty, too long, malformed → 400 in Korean', async () => {
    for (const body of ['', '<p><br></p>', '<p>   </p>', '<script>alert(1)</script>']) {
      const res = await post(admin, { body });
      assert.equal(res.statusCode, 400, body);
      assert.equal(res.json().message, API_MESSAGES.commentEmpty);
    }
    const long = await post(admin, { body: `<p>${'가'.repeat(10_001)}</p>` });
    assert.equal(long.json().message, API_MESSAGES.commentTooLong);
    assert.equal((await post(admin, { body: 'x'.repeat(100_001) })).statusCode, 400);
    assert.equal((await post(admin, { body: 123 })).statusCode, 400);
    assert.equal((await post(admin, { text: 'x' })).statusCode, 400);
    assert.equal((await post(admin, { body: '<p>x</p>', parentId: 'a' })).statusCode, 400);
    assert.equal((await send(t.app, 'PUT', '/api/comment/1', admin.token, { body: '<p>x</p>' })).statusCode, 400);
    assert.equal((await send(t.app, 'PUT', '/api/comment/abc', admin.token, { body: '<p>x</p>', version: 0 })).statusCode, 400);
  });
});

// ------------------------------------------------------------------ XSS

const XSS: string[] = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<a href="javascript:alert(1)">a</a>',
  '<a href="JaVaScRiPt:alert(1)">a</a>',
  '<a href="&#106;avascript:alert(1)">a</a>',
  '<a href="&#x6A;avascript&#x3A;alert(1)">a</a>',
  '<a href=" javascript:alert(1)">a</a>',
  '<a href="jav&#x09;ascript:alert(1)">a</a>',
  '<a href="vbscript:msgbox(1)">a</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">a</a>',
  '<a href="//evil.example/x">a</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<style>body{background:url(javascript:alert(1))}</style>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">b</button></form>',
  '<p style="width: expression(alert(1))">css</p>',
  '<p style="background-image:url(javascript:alert(1))">css</p>',
  '<body onload=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>d</details>',
  '<img src="javascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="/dure.crm/api/file/../../oauth/token">',
  '<img src="https://evil.example/dure.crm/api/file/1">',
  '<img src="https://localhost:3000/dure.crm/api/file/1">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<span class="mention" data-id="1 onmouseover=alert(1)" onmouseover="alert(1)">@x</span>',
  '<p onclick="alert(1)" class="ql-align-center evil">click</p>',
  '"><script>alert(1)</script>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<template><script>alert(1)</script></template>',
  '<video><source onerror=alert(1)></video>',
  '<a href="https://ok.example" onmouseover="alert(1)" target="_self">ok</a>',
  '<table><tr><td background="javascript:alert(1)" colspan="2 onclick=x">t</td></tr></table>',
];

const TAGS = new Set(['p', 'br', 'h1', 'h2', 'h3', 'strong', 'em', 'u', 's', 'blockquote', 'pre', 'code', 'ol', 'ul', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'td', 'th', 'span']);
const ATTRS = new Set(['class', 'href', 'rel', 'target', 'src', 'alt', 'width', 'height', 'data-list', 'data-language', 'data-row', 'colspan', 'rowspan', 'data-id', 'data-value', 'data-denotation-char']);
const decode = (v: string) =>
  v
    .replace(/&#x([0-9a-f]+);?/gi, (_, h) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);?/g, (_, d) => String.fromCodePoint(Number(d)))
    .replace(/&(amp|quot|lt|gt);/g, (_, e) => ({ amp: '&', quot: '"', lt: '<', gt: '>' })[e as 'amp']!);

/** Every real tag of the output is allow-listed, with allow-listed attributes and safe urls only. */
function assertInert(html: string, label: string) {
  const tag = /<\/?([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>/g;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    const name = m[1].toLowerCase();
    assert.ok(TAGS.has(name), `${label}: tag <${name}> in ${html}`);
    const attr = /([^\s=/]+)(?:="([^"]*)")?/g;
    for (let a = attr.exec(m[2]); a; a = attr.exec(m[2])) {
      const key = a[1].toLowerCase();
      const value = decode(a[2] ?? '').replace(/[\u0000-\u0020]/g, '').toLowerCase();
      assert.ok(ATTRS.has(key), `${label}: attribute ${key} in ${html}`);
      if (key === 'href') assert.ok(/^(https?:|mailto:|\/(?!\/)|#|[^:]*$)/.test(value), `${label}: href ${value}`);
      // No https origin is configured in tests (CORS origins are http://localhost…): relative file urls only.
      if (key === 'src') assert.ok(value.startsWith('/dure.crm/api/file/') && !value.includes('..'), `${label}: src ${value}`);
      if (key === 'class') assert.ok(value.split(/\s+/).every((c) => /^(ql-align-|ql-indent-|mention$)/.test(c)), `${label}: class ${value}`);
      if (key === 'data-id') assert.match(value, /^\d+$/);
      if (key === 'target') assert.equal(value, '_blank');
    }
  }
  assert.ok(!/<[^>]*(javascript|vbscript|data:|srcdoc|formaction|expression\()/i.test(decode(html.replace(/&lt;|&gt;/g, ' '))), `${label}: dangerous text inside a tag: ${html}`);
}

describe('rich text: XSS payloads come back inert through the comment endpoint', () => {
  test(`${XSS.length} payloads`, async () => {
    assert.ok(XSS.length >= 25);
    for (const [i, payload] of XSS.entries()) {
      const res = await post(admin, { body: `<p>case ${i}</p>${payload}` }, other);
      assert.equal(res.statusCode, 201, `${i}: ${res.body}`);
      assertInert(res.json().result.body, `#${i} ${payload}`);
    }
    const stored = await list(admin, other);
    assert.equal(stored.length, XSS.length);
    for (const c of stored) assertInert(c.body, `stored ${c.id}`);
    // A spoofed Host header does not make its origin an allowed image origin.
    const spoofed = await t.app.inject({
      method: 'POST',
      url: `/dure.crm/api/comment/DEPARTMENT/${other}`,
      headers: { authorization: `Bearer ${admin.token}`, host: 'evil.example' },
      payload: { body: '<p>host</p><img src="https://evil.example/dure.crm/api/file/1">' },
    });
    assert.equal(spoofed.statusCode, 201, spoofed.body);
    assert.equal(spoofed.json().result.body, '<p>host</p>');
    await send(t.app, 'DELETE', `/api/comment/${spoofed.json().result.id}`, admin.token);
    // Editing goes through the same sanitiser.
    const edit = await send(t.app, 'PUT', `/api/comment/${stored[0].id}`, admin.token, { body: '<p>e</p><img src=x onerror=alert(1)><a href="javascript:x">y</a>', version: 0 });
    assertInert(edit.json().result.body, 'edit');
  });

  test('quill output survives: alignment, lists, links, mentions, file images, code, tables', () => {
    const quill =
      '<h2 class="ql-align-center">제목</h2><p class="ql-indent-1"><strong>굵게</strong> <em>기울임</em> <u>밑줄</u> <s>취소</s></p>' +
      '<ol><li data-list="bullet">하나</li><li data-list="ordered" class="ql-indent-1">둘</li></ol>' +
      '<p><a href="https://dure.example/lead/1">링크</a> <a href="mailto:a@dure.example">메일</a> <a href="/lead/2">내부</a></p>' +
      '<p><span class="mention" data-index="0" data-denotation-char="@" data-id="7" data-value="김민준">\uFEFF<span contenteditable="false">@김민준</span>\uFEFF</span></p>' +
      '<p><img src="/dure.crm/api/file/3f2a9c1e-aaaa-bbbb-cccc-1234567890ab"></p><pre data-language="plain">const a = 1 &lt; 2;</pre><blockquote>인용</blockquote>' +
      '<table><tbody><tr><td data-row="row-1">셀</td></tr></tbody></table>';
    const out = sanitizeRichText(quill);
    assert.ok(out.includes('<h2 class="ql-align-center">'));
    assert.ok(out.includes('<p class="ql-indent-1"><strong>굵게</strong> <em>기울임</em> <u>밑줄</u> <s>취소</s></p>'));
    assert.ok(out.includes('<li class="ql-indent-1" data-list="ordered">둘</li>'));
    assert.ok(out.includes('<a href="https://dure.example/lead/1" rel="noopener noreferrer" target="_blank">링크</a>'));
    assert.ok(out.includes('href="mailto:a@dure.example"'));
    assert.ok(out.includes('<a href="/lead/2" rel="noopener noreferrer" target="_blank">'));
    assert.ok(out.includes('data-id="7"') && out.includes('data-value="김민준"') && out.includes('class="mention"'));
    assert.ok(out.includes('<img src="/dure.crm/api/file/3f2a9c1e-aaaa-bbbb-cccc-1234567890ab" />'));
    assert.ok(out.includes('<pre data-language="plain">const a = 1 &lt; 2;</pre>'));
    assert.ok(out.includes('<td data-row="row-1">셀</td>'));
    assert.equal(sanitizeRichText('<img src="https://app.example/dure.crm/api/file/1">', { imageOrigins: ['https://app.example'] }), '<img src="https://app.example/dure.crm/api/file/1" />');
  });
});
