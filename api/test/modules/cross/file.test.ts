import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { API_MESSAGES } from '@dure/shared/messages';
import { and, eq, sql } from 'drizzle-orm';
import { activity, attachment, auditHistory, department } from '../../../src/db/schema';
import { purgeFiles } from '../../../src/plugins/housekeeping';
import { cleanFileName } from '../../../src/modules/cross/file/service';
import type { StoredFile } from '@dure/shared/contracts/cross/file';
import { type FilePart, DOCX, GIF, HWPX, JPEG, PDF, PNG, XLSX, multipartFiles, oleWith, zipOf } from '../../helpers/forms';
import { BASE, type TestApp, bearer, buildTestApp, get, send } from '../../helpers/testApp';
import { type TestUser, grant, signIn, signInAll } from '../../helpers/users';

let t: TestApp;
let admin: TestUser;
let hr: TestUser;
let sales: TestUser;
let dev: TestUser;
let deptA: number;
let deptB: number;

before(async () => {
  t = await buildTestApp({ crm: false });
  [admin, hr, sales, dev] = await signInAll(t, ['admin', 'hr', 'sales', 'dev']);
  const id = async (code: string) => (await t.app.db.select({ id: department.id }).from(department).where(eq(department.code, code)))[0].id;
  deptA = await id('RND-QA');
  deptB = await id('SAL-1');
});
after(() => t.close());


function upload(user: TestUser, fields: Record<string, string | number>, files: FilePart[], options: { fieldsLast?: boolean } = {}) {
  const body = multipartFiles(fields, files, options);
  return t.app.inject({ method: 'POST', url: `${BASE}/api/file`, headers: { ...bearer(user.token), ...body.headers }, payload: body.payload });
}
const part = (filename: string, bytes: Buffer, contentType = 'application/octet-stream'): FilePart => ({ filename, bytes, contentType });
const onDept = (id: number) => ({ targetType: 'DEPARTMENT', targetId: id });

/** Every stored byte file under FILE_DIR. */
function storedFiles(): string[] {
  if (!fs.existsSync(t.config.fileDir)) return [];
  return fs.readdirSync(t.config.fileDir, { recursive: true }).map(String).filter((f) => fs.statSync(path.join(t.config.fileDir, f)).isFile());
}
const rowCount = async () => (await t.app.db.select({ id: attachment.id }).from(attachment)).length;

describe('upload, list, download (DOMAIN §9 Attachment)', () => {
  test('round trip with a Korean name: bytes identical, sniffed type, RFC 6266 disposition, activity and audit', async () => {
    const name = '2026년 3분기 영업 보고서 (최종).xlsx';
    const res = await upload(hr, onDept(deptA), [part(name, XLSX, 'text/plain')]);
    assert.equal(res.statusCode, 201, res.body);
    const [file] = res.json().result as StoredFile[];
    assert.equal(file.originalName, name);
    assert.equal(file.mimeType, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    assert.equal(file.sizeBytes, XLSX.length);
    assert.equal(file.url, `/dure.crm/api/file/${file.id}/download`);
    assert.equal(file.createdByName, (await signInName(hr)));
    assert.match(file.createdAt, /^\d{4}-\d{2}-\d{2}/);

    const list = await get(t.app, `/api/file/DEPARTMENT/${deptA}`, admin.token);
    assert.equal(list.statusCode, 200);
    assert.deepEqual(list.json().result.map((f: StoredFile) => f.id), [file.id]);

    const download = await get(t.app, `/api/file/${file.id}/download`, admin.token);
    assert.equal(download.statusCode, 200);
    assert.ok(download.rawPayload.equals(XLSX));
    assert.equal(download.headers['content-type'], file.mimeType);
    assert.equal(download.headers['content-length'], String(XLSX.length));
    assert.equal(download.headers['x-content-type-options'], 'nosniff');
    const disposition = String(download.headers['content-disposition']);
    assert.match(disposition, /^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    assert.ok(disposition.endsWith(`filename*=UTF-8''${encodeRfc5987(name)}`), disposition);

    const [row] = await t.app.db.select().from(attachment).where(eq(attachment.id, file.id));
    assert.equal(row.sha256, createHash('sha256').update(XLSX).digest('hex'));
    assert.match(row.storageKey, /^[0-9a-f-]{36}$/);
    assert.equal(storedFiles().some((f) => f.endsWith(row.storageKey)), true);
    const feed = await t.app.db.select().from(activity).where(and(eq(activity.targetType, 'DEPARTMENT'), eq(activity.targetId, deptA), eq(activity.verb, 'ATTACHED')));
    assert.equal(feed.length, 1);
    assert.ok(feed[0].summary.includes(name));
    const audits = await t.app.db.select().from(auditHistory).where(and(eq(auditHistory.entityType, 'DEPARTMENT'), eq(auditHistory.entityId, deptA)));
    assert.ok(audits.some((a) => a.action === 'UPDATE' && JSON.stringify(a.changes).includes('attachments') && JSON.stringify(a.changes).includes(name)));
    const history = (await get(t.app, `/api/history/DEPARTMENT/${deptA}`, admin.token)).json().result.content as { changes: { field: string; label: string; new: unknown }[] }[];
    const change = history.flatMap((h) => h.changes).find((c) => c.field === 'attachments');
    assert.deepEqual([change?.label, change?.new], ['첨부파일', name]);
  });

  test('several files in one request, every allowed family; list newest first', async () => {
    const files = [
      part('계획.pdf', PDF),
      part('문서.docx', DOCX),
      part('한글.hwpx', HWPX),
      part('옛한글.hwp', oleWith('FileHeader')),
      part('옛문서.doc', oleWith('WordDocument')),
      part('옛시트.xls', oleWith('Workbook')),
      part('발표.ppt', oleWith('PowerPoint Document')),
      part('메모.txt', Buffer.from('안녕하세요\n')),
      part('목록.csv', Buffer.from('이름,부서\n홍길동,영업\n', 'utf8')),
      part('사진.gif', GIF),
    ];
    const res = await upload(hr, onDept(deptB), files);
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.json().result.length, 10);
    const more = await upload(hr, onDept(deptB), [part('사진.JPG', JPEG), part('그림.png', PNG), part('묶음.zip', zipOf({ 'a.txt': 'a' }))]);
    assert.equal(more.statusCode, 201, more.body);
    const list = (await get(t.app, `/api/file/department/${deptB}`, hr.token)).json().result as StoredFile[];
    assert.equal(list.length, 13);
    const ids = list.map((f) => f.id);
    assert.deepEqual(ids, [...ids].sort((a, b) => b - a));
    // CP949 text is text too.
    const cp949 = Buffer.from('c7d1b1b9beee', 'hex'); // "한국어" in CP949
    assert.equal((await upload(hr, onDept(deptB), [part('euc.txt', cp949)])).statusCode, 201);
  });

  test('content must match the extension; nothing of a refused request is stored', async () => {
    const rowsBefore = await rowCount();
    const bytesBefore = storedFiles().length;
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
    const cases: [string, Buffer][] = [
      ['renamed.png', PDF],
      ['보고서.pdf', PNG],
      ['표.xlsx', Buffer.from('그냥 텍스트입니다')],
      ['setup.pdf', exe],
      ['fake.docx', XLSX],
      ['fake.hwp', oleWith('WordDocument')],
      ['bin.txt', Buffer.from([0x41, 0x00, 0x42])],
    ];
    for (const [name, bytes] of cases) {
      // A good file first: the request is all-or-nothing.
      const res = await upload(hr, onDept(deptA), [part('ok.pdf', PDF), part(name, bytes, 'application/pdf')]);
      assert.equal(res.statusCode, 400, name);
      assert.equal(res.json().message, API_MESSAGES.fileContentMismatch.replace('{name}', name));
    }
    const bad = await upload(hr, onDept(deptA), [part('virus.exe', Buffer.from('MZ..'))]);
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().message, '올릴 수 없는 파일 형식입니다: virus.exe');
    assert.equal((await upload(hr, onDept(deptA), [part('noext', PDF)])).statusCode, 400);
    const empty = await upload(hr, onDept(deptA), [part('empty.txt', Buffer.alloc(0))]);
    assert.equal(empty.statusCode, 400);
    assert.equal(empty.json().message, API_MESSAGES.fileEmpty.replace('{name}', 'empty.txt'));
    assert.equal((await upload(hr, onDept(deptA), [])).statusCode, 400);
    assert.equal(await rowCount(), rowsBefore);
    assert.equal(storedFiles().length, bytesBefore);
  });

  test('limits: 11 files, > 20 MB cut off while streaming, 5 MB editor images, 200 MB per record', async () => {
    const rowsBefore = await rowCount();
    const bytesBefore = storedFiles().length;
    const eleven = Array.from({ length: 11 }, (_, i) => part(`f${i}.txt`, Buffer.from(`file ${i}`)));
    const tooMany = await upload(hr, onDept(deptA), eleven);
    assert.equal(tooMany.statusCode, 400);
    assert.equal(tooMany.json().message, API_MESSAGES.fileTooMany);

    const big = Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024 + 1 - PDF.length, 0x20)]);
    const tooBig = await upload(hr, onDept(deptA), [part('큰 파일.pdf', big)]);
    assert.equal(tooBig.statusCode, 400);
    assert.equal(tooBig.json().message, '파일은 20MB까지 올릴 수 있습니다: 큰 파일.pdf');

    const bigImage = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024, 0)]);
    const editorBig = await upload(hr, { purpose: 'EDITOR_IMAGE' }, [part('big.png', bigImage)]);
    assert.equal(editorBig.statusCode, 400);
    assert.equal(editorBig.json().message, API_MESSAGES.fileEditorImageTooLarge.replace('{name}', 'big.png'));
    const editorPdf = await upload(hr, { purpose: 'EDITOR_IMAGE' }, [part('doc.pdf', PDF)]);
    assert.equal(editorPdf.statusCode, 400);
    assert.equal(editorPdf.json().message, API_MESSAGES.fileEditorImageType.replace('{name}', 'doc.pdf'));
    assert.equal(await rowCount(), rowsBefore);
    assert.equal(storedFiles().length, bytesBefore);

    // The record total: pretend 199.9 MB is already attached.
    const [seed] = await t.app.db
      .insert(attachment)
      .values({ targetType: 'DEPARTMENT', targetId: deptA, originalName: 'huge.zip', storageKey: crypto.randomUUID(), mimeType: 'application/zip', sizeBytes: 200 * 1024 * 1024 - 100, sha256: '0'.repeat(64) })
      .returning({ id: attachment.id });
    const over = await upload(hr, onDept(deptA), [part('one more.pdf', PDF)]);
    assert.equal(over.statusCode, 400);
    assert.equal(over.json().message, API_MESSAGES.fileRecordTotal);
    await t.app.db.delete(attachment).where(eq(attachment.id, seed.id));
  });
});

describe('access', () => {
  let fileId: number;
  before(async () => {
    fileId = ((await upload(admin, onDept(deptA), [part('비밀.pdf', PDF)])).json().result as StoredFile[])[0].id;
  });

  test('no access to the record → 404 for list, download and upload; READ lists and downloads but cannot upload', async () => {
    assert.equal((await get(t.app, `/api/file/DEPARTMENT/${deptA}`, sales.token)).statusCode, 404);
    assert.equal((await get(t.app, `/api/file/${fileId}/download`, sales.token)).statusCode, 404);
    const up = await upload(sales, onDept(deptA), [part('x.pdf', PDF)]);
    assert.equal(up.statusCode, 404);
    assert.equal(up.json().message, API_MESSAGES.recordNotFound);
    // Checked before any file is read (fields first), or after reading (fields last): 404 either way.
    const huge = Buffer.concat([PDF, Buffer.alloc(21 * 1024 * 1024, 0x20)]);
    assert.equal((await upload(sales, onDept(deptA), [part('huge.pdf', huge)])).statusCode, 404);
    assert.equal((await upload(sales, onDept(deptA), [part('x.pdf', PDF)], { fieldsLast: true })).statusCode, 404);
    assert.equal((await upload(hr, onDept(deptA), [part('last.pdf', PDF)], { fieldsLast: true })).statusCode, 201);
    assert.equal((await get(t.app, `/api/file/NOPE/1`, admin.token)).statusCode, 404);
    assert.equal((await get(t.app, `/api/file/999999/download`, admin.token)).statusCode, 404);
    assert.equal((await get(t.app, `/api/file/DEPARTMENT/${deptA}`)).statusCode, 401);

    const reader = await signIn(t, 'pm');
    await grant(t, reader.id, 'ROLE_DEPARTMENT_READ');
    assert.equal((await get(t.app, `/api/file/DEPARTMENT/${deptA}`, reader.token)).statusCode, 200);
    assert.equal((await get(t.app, `/api/file/${fileId}/download`, reader.token)).statusCode, 200);
    assert.equal((await upload(reader, onDept(deptA), [part('x.pdf', PDF)])).statusCode, 403);
    // READ is not enough to delete someone else's file.
    assert.equal((await send(t.app, 'DELETE', `/api/file/${fileId}`, reader.token)).statusCode, 403);
  });

  test('profile photos are not reachable through the file routes', async () => {
    const [photo] = await t.app.db
      .insert(attachment)
      .values({ targetType: 'USER_PHOTO', targetId: dev.id, originalName: 'me.png', storageKey: crypto.randomUUID(), mimeType: 'image/png', sizeBytes: 1, sha256: '0'.repeat(64), createdBy: dev.id })
      .returning();
    assert.equal((await get(t.app, `/api/file/${photo.id}/download`, dev.token)).statusCode, 404);
    assert.equal((await send(t.app, 'DELETE', `/api/file/${photo.id}`, dev.token)).statusCode, 404);
    assert.equal((await get(t.app, `/api/file/inline/${photo.storageKey}`)).statusCode, 404);
    await t.app.db.delete(attachment).where(eq(attachment.id, photo.id));
  });
});

describe('temporary uploads, editor images, attach', () => {
  test('temp files are private to the uploader; attach links them to a writable record', async () => {
    const res = await upload(dev, {}, [part('초안.pdf', PDF), part('표.xlsx', XLSX)]);
    assert.equal(res.statusCode, 201, res.body);
    const [a, b] = res.json().result as StoredFile[];
    const [row] = await t.app.db.select().from(attachment).where(eq(attachment.id, a.id));
    assert.equal(row.targetId, null);
    assert.equal((await get(t.app, `/api/file/${a.id}/download`, dev.token)).statusCode, 200);
    assert.equal((await get(t.app, `/api/file/${a.id}/download`, admin.token)).statusCode, 404);
    assert.equal((await send(t.app, 'DELETE', `/api/file/${a.id}`, admin.token)).statusCode, 404);

    // dev writes only their own USER record.
    assert.equal((await send(t.app, 'PUT', '/api/file/attach', dev.token, { fileIds: [a.id], targetType: 'DEPARTMENT', targetId: deptA })).statusCode, 404);
    assert.equal((await send(t.app, 'PUT', '/api/file/attach', hr.token, { fileIds: [a.id], targetType: 'DEPARTMENT', targetId: deptA })).statusCode, 400);
    const attached = await send(t.app, 'PUT', '/api/file/attach', dev.token, { fileIds: [a.id, b.id], targetType: 'user', targetId: dev.id });
    assert.equal(attached.statusCode, 200, attached.body);
    assert.deepEqual(attached.json().result.map((f: StoredFile) => f.id).sort(), [a.id, b.id].sort());
    const list = (await get(t.app, `/api/file/USER/${dev.id}`, dev.token)).json().result as StoredFile[];
    assert.deepEqual(list.map((f) => f.id).sort(), [a.id, b.id].sort());
    assert.equal((await get(t.app, `/api/file/${a.id}/download`, hr.token)).statusCode, 200);
    // Already linked: not a temp file any more.
    assert.equal((await send(t.app, 'PUT', '/api/file/attach', dev.token, { fileIds: [a.id], targetType: 'USER', targetId: dev.id })).statusCode, 400);
    const feed = await t.app.db.select().from(activity).where(and(eq(activity.targetType, 'USER'), eq(activity.targetId, dev.id), eq(activity.verb, 'ATTACHED')));
    assert.equal(feed.length, 2);
  });

  test('editor images: inline capability url serves only images with the security headers', async () => {
    const res = await upload(dev, { purpose: 'EDITOR_IMAGE' }, [part('붙여넣기.png', PNG)]);
    assert.equal(res.statusCode, 201, res.body);
    const [image] = res.json().result as StoredFile[];
    assert.match(image.url, /^\/dure\.crm\/api\/file\/inline\/[0-9a-f-]{36}$/);
    const inline = await t.app.inject({ method: 'GET', url: image.url });
    assert.equal(inline.statusCode, 200);
    assert.ok(inline.rawPayload.equals(PNG));
    assert.equal(inline.headers['content-type'], 'image/png');
    assert.equal(inline.headers['x-content-type-options'], 'nosniff');
    assert.equal(inline.headers['content-security-policy'], "default-src 'none'");
    assert.equal(inline.headers['cache-control'], 'private, max-age=31536000, immutable');

    // A PDF's storage key is not served inline; nor is garbage.
    const pdf = ((await upload(dev, {}, [part('a.pdf', PDF)])).json().result as StoredFile[])[0];
    const [pdfRow] = await t.app.db.select().from(attachment).where(eq(attachment.id, pdf.id));
    assert.equal((await t.app.inject({ method: 'GET', url: `${BASE}/api/file/inline/${pdfRow.storageKey}` })).statusCode, 404);
    assert.equal((await t.app.inject({ method: 'GET', url: `${BASE}/api/file/inline/..%2F..%2Fetc%2Fpasswd` })).statusCode, 404);
    assert.equal((await t.app.inject({ method: 'GET', url: `${BASE}/api/file/inline/${crypto.randomUUID()}` })).statusCode, 404);

    // Editor images are not listed as attachments of the record.
    const onRecord = await upload(dev, { purpose: 'EDITOR_IMAGE', targetType: 'USER', targetId: dev.id }, [part('x.gif', GIF)]);
    assert.equal(onRecord.statusCode, 201);
    const list = (await get(t.app, `/api/file/USER/${dev.id}`, dev.token)).json().result as StoredFile[];
    assert.ok(!list.some((f) => f.id === onRecord.json().result[0].id));
  });
});

describe('delete and housekeeping', () => {
  test('uploader or WRITE on the record deletes; bytes go at housekeeping; old temp uploads are hard-deleted', async () => {
    const mine = ((await upload(hr, onDept(deptA), [part('a.pdf', PDF), part('b.pdf', PDF)])).json().result as StoredFile[]);
    // admin (WRITE on the department) deletes hr's file; hr deletes their own.
    assert.deepEqual((await send(t.app, 'DELETE', `/api/file/${mine[0].id}`, admin.token)).json(), { result: true });
    assert.equal((await send(t.app, 'DELETE', `/api/file/${mine[1].id}`, hr.token)).statusCode, 200);
    assert.equal((await send(t.app, 'DELETE', `/api/file/${mine[1].id}`, hr.token)).statusCode, 404);
    assert.equal((await get(t.app, `/api/file/${mine[0].id}/download`, hr.token)).statusCode, 404);
    const list = (await get(t.app, `/api/file/DEPARTMENT/${deptA}`, hr.token)).json().result as StoredFile[];
    assert.ok(!list.some((f) => f.id === mine[0].id || f.id === mine[1].id));
    const audits = await t.app.db.select().from(auditHistory).where(and(eq(auditHistory.entityType, 'DEPARTMENT'), eq(auditHistory.entityId, deptA)));
    assert.ok(audits.some((a) => JSON.stringify(a.changes).includes('"old":"a.pdf"')));

    const keys = await t.app.db.select({ key: attachment.storageKey }).from(attachment).where(eq(attachment.id, mine[0].id));
    assert.ok(storedFiles().some((f) => f.endsWith(keys[0].key)));

    const temp = ((await upload(sales, {}, [part('temp.pdf', PDF)])).json().result as StoredFile[])[0];
    const linked = ((await upload(hr, onDept(deptB), [part('keep.pdf', PDF)])).json().result as StoredFile[])[0];
    // The same day: temp upload stays.
    await purgeFiles(t.app.db, t.app.files, t.clock());
    assert.equal((await t.app.db.select().from(attachment).where(eq(attachment.id, mine[0].id))).length, 0);
    assert.ok(!storedFiles().some((f) => f.endsWith(keys[0].key)));
    assert.equal((await t.app.db.select().from(attachment).where(eq(attachment.id, temp.id))).length, 1);
    // 25 hours later it goes, the linked file stays.
    await purgeFiles(t.app.db, t.app.files, new Date(t.clock().getTime() + 25 * 3600 * 1000));
    assert.equal((await t.app.db.select().from(attachment).where(eq(attachment.id, temp.id))).length, 0);
    assert.equal((await get(t.app, `/api/file/${linked.id}/download`, hr.token)).statusCode, 200);
    const live = await t.app.db.select({ key: attachment.storageKey }).from(attachment);
    assert.equal(storedFiles().length, live.length - 0 - (await missingBytes(live.map((l) => l.key))));
  });

  test('a failing transaction removes the bytes it wrote', async () => {
    const bytesBefore = storedFiles().length;
    const rowsBefore = await rowCount();
    // A record type whose load succeeds but whose audit insert fails is hard to fake; break the insert instead.
    const original = t.app.files.put.bind(t.app.files);
    let calls = 0;
    t.app.files.put = async (key, bytes) => {
      calls++;
      await original(key, bytes);
      if (calls === 2) throw new Error('disk full');
    };
    try {
      const res = await upload(hr, onDept(deptA), [part('1.pdf', PDF), part('2.pdf', PDF)]);
      assert.equal(res.statusCode, 500);
    } finally {
      t.app.files.put = original;
    }
    assert.equal(storedFiles().length, bytesBefore);
    assert.equal(await rowCount(), rowsBefore);
  });
});

describe('transaction failure and replaced photos', () => {
  test('a rolled-back transaction removes the bytes already written', async () => {
    await t.app.db.execute(sql`create or replace function boom_attachment() returns trigger language plpgsql as $$
      begin if new.original_name = 'boom.pdf' then raise exception 'boom'; end if; return new; end $$`);
    await t.app.db.execute(sql`create trigger boom_attachment before insert on attachment for each row execute function boom_attachment()`);
    const bytesBefore = storedFiles().length;
    const rowsBefore = await rowCount();
    try {
      const res = await upload(hr, onDept(deptA), [part('fine.pdf', PDF), part('boom.pdf', PDF)]);
      assert.equal(res.statusCode, 500);
    } finally {
      await t.app.db.execute(sql`drop trigger boom_attachment on attachment`);
    }
    assert.equal(storedFiles().length, bytesBefore);
    assert.equal(await rowCount(), rowsBefore);
  });

  test('housekeeping removes the bytes of replaced profile photos', async () => {
    const key = crypto.randomUUID();
    await t.app.files.put(key, PNG);
    const [photo] = await t.app.db
      .insert(attachment)
      .values({ targetType: 'USER_PHOTO', targetId: dev.id, originalName: 'old.png', storageKey: key, mimeType: 'image/png', sizeBytes: PNG.length, sha256: '0'.repeat(64), deletedYn: 'Y' })
      .returning();
    assert.ok(await t.app.files.get(key));
    await purgeFiles(t.app.db, t.app.files, t.clock());
    assert.equal(await t.app.files.get(key), null);
    assert.equal((await t.app.db.select().from(attachment).where(eq(attachment.id, photo.id))).length, 0);
  });
});

describe('names and bad input', () => {
  test('clean names: NFC, no path parts or control characters, ≤ 200 chars with the extension kept', () => {
    assert.equal(cleanFileName('../../etc/passwd.txt'), 'passwd.txt');
    assert.equal(cleanFileName('C:\\Users\\me\\보고서.pdf'), '보고서.pdf');
    assert.equal(cleanFileName('a\u0000b\u202e.txt'), 'ab.txt');
    const nfd = '한글.pdf'.normalize('NFD');
    assert.equal(cleanFileName(nfd), '한글.pdf'.normalize('NFC'));
    const long = `${'가'.repeat(300)}.xlsx`;
    assert.equal([...cleanFileName(long)].length, 200);
    assert.ok(cleanFileName(long).endsWith('.xlsx'));
  });

  test('download names with quotes, %, ; and emoji survive the Content-Disposition header', async () => {
    for (const name of ['견적 "최종" 100%; v2 😀.pdf', 'plain.pdf', '전부한글.pdf']) {
      const res = await upload(hr, onDept(deptB), [part(name, PDF)]);
      assert.equal(res.statusCode, 201, res.body);
      const file = (res.json().result as StoredFile[])[0];
      assert.equal(file.originalName, name);
      const download = await get(t.app, `/api/file/${file.id}/download`, hr.token);
      const header = String(download.headers['content-disposition']);
      const fallback = /filename="((?:[^"\\]|\\.)*)"/.exec(header)?.[1] ?? '';
      assert.match(fallback, /^[\x20-\x7e]+$/);
      const star = /filename\*=UTF-8''(.+)$/.exec(header);
      if (star) assert.equal(decodeURIComponent(star[1]), name);
      else assert.equal(fallback, name);
    }
  });

  test('fuzzed fields and bodies never answer 500', async () => {
    const cases: [Record<string, string | number>, FilePart[]][] = [
      [{ targetType: 'DEPARTMENT', targetId: 'abc' }, [part('a.pdf', PDF)]],
      [{ targetType: 'DEPARTMENT', targetId: '99999999999999999999' }, [part('a.pdf', PDF)]],
      [{ targetType: 'DEPARTMENT', targetId: -1 }, [part('a.pdf', PDF)]],
      [{ targetId: 5 }, [part('a.pdf', PDF)]],
      [{ targetType: 'x'.repeat(500), targetId: 1 }, [part('a.pdf', PDF)]],
      [{ targetType: "'; drop table attachment; --", targetId: 1 }, [part('a.pdf', PDF)]],
      [{ purpose: 'SOMETHING' }, [part('a.pdf', PDF)]],
      [{ other: 'x' }, [part('a.pdf', PDF)]],
      [{}, [{ ...part('a.pdf', PDF), field: 'profileImage' }]],
      [{}, [part('', PDF)]],
      [{}, [part('a.'.repeat(200), PDF)]],
    ];
    for (const [fields, files] of cases) {
      const res = await upload(hr, fields, files);
      assert.ok(res.statusCode >= 400 && res.statusCode < 500, `${JSON.stringify(fields)} → ${res.statusCode} ${res.body}`);
    }
    const raw = [
      { 'content-type': 'multipart/form-data; boundary=xyz', payload: '--xyz\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\n\r\n%PDF' },
      { 'content-type': 'multipart/form-data', payload: 'garbage' },
      { 'content-type': 'application/json', payload: '{"files":[]}' },
      { 'content-type': 'text/plain', payload: 'hello' },
    ];
    for (const r of raw) {
      const res = await t.app.inject({ method: 'POST', url: `${BASE}/api/file`, headers: { ...bearer(hr.token), 'content-type': r['content-type'] }, payload: r.payload });
      assert.ok(res.statusCode >= 400 && res.statusCode < 500, `${r['content-type']} → ${res.statusCode} ${res.body}`);
    }
    for (const body of [{}, { fileIds: [] }, { fileIds: ['x'], targetType: 'USER', targetId: 1 }, { fileIds: [1], targetType: '', targetId: 0 }, { fileIds: [2 ** 60], targetType: 'USER', targetId: 1 }]) {
      const res = await send(t.app, 'PUT', '/api/file/attach', hr.token, body);
      assert.ok(res.statusCode >= 400 && res.statusCode < 500, `${JSON.stringify(body)} → ${res.statusCode}`);
    }
    for (const url of ['/api/file/abc/download', '/api/file/0/download', '/api/file/DEPARTMENT/abc', `/api/file/${'x'.repeat(100)}/1`]) {
      const res = await get(t.app, url, hr.token);
      assert.ok(res.statusCode >= 400 && res.statusCode < 500, `${url} → ${res.statusCode}`);
    }
  });
});

async function signInName(user: TestUser): Promise<string> {
  const me = await get(t.app, '/api/user/me', user.token);
  return me.json().result?.name ?? me.json().name;
}

/** Keys of rows whose bytes were never written (rows inserted directly by tests). */
async function missingBytes(keys: string[]): Promise<number> {
  const files = new Set(storedFiles().map((f) => path.basename(f)));
  return keys.filter((k) => !files.has(k)).length;
}

function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
