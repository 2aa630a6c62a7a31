// @pglite: the latest-rate lookups (json_build_object subquery, on-or-before ordering) and the partial unique index run on both databases
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { API_MESSAGES } from '@dure/shared/messages';
import { krwAmountOf } from '@dure/shared/money';
import { and, eq } from 'drizzle-orm';
import { exchangeRate } from '../../../src/db/schema';
import { DEMO_RATE_CENTRES } from '../../../src/db/seed/cost';
import { addDays, kstDate } from '../../../src/lib/time';
import { makeUser } from '../../helpers/forms';
import { type TestApp, buildTestApp, get, login, send } from '../../helpers/testApp';
import { exportedSheet, lastExportAudit } from '../../helpers/xlsxExport';

let t: TestApp;
let writer: string;
let reader: string;
let plain: string;
let today: string;

before(async () => {
  t = await buildTestApp({ crm: false });
  await makeUser(t.app, 'cur.writer', 'MGT-FIN', ['ROLE_USER', 'ROLE_CURRENCY_MANAGEMENT_WRITE']);
  await makeUser(t.app, 'cur.reader', 'MGT-FIN', ['ROLE_USER', 'ROLE_CURRENCY_MANAGEMENT_READ']);
  await makeUser(t.app, 'cur.plain', 'MGT-FIN', ['ROLE_USER']);
  [writer, reader, plain] = await Promise.all(['cur.writer', 'cur.reader', 'cur.plain'].map(async (u) => (await login(t.app, u)).access_token));
  today = kstDate(t.clock());
});
after(() => t.close());

const day = (n: number) => addDays(today, n);
type Cur = { id: number; code: string; quoteUnit: number; activeYn: string; baseYn: string; latestRate: number | null; latestRateDate: string | null; staleYn: string; version: number };
const currencies = async (): Promise<Cur[]> => (await get(t.app, '/api/currency', reader)).json().result;
const addRate = (body: Record<string, unknown>, token = writer) => send(t.app, 'POST', '/api/exchange-rate', token, { rateType: 'BASE', ...body });
const ofDay = (q: string, token = plain) => get(t.app, `/api/exchange-rate/of-day?${q}`, token);

describe('currencies', () => {
  test('KRW is the base; JPY, IDR and VND are quoted per 100; the demo currencies have a fresh BASE rate', async () => {
    const list = await currencies();
    const by = Object.fromEntries(list.map((c) => [c.code, c]));
    assert.equal(by.KRW.baseYn, 'Y');
    assert.equal(by.KRW.staleYn, 'N');
    assert.deepEqual([by.JPY.quoteUnit, by.IDR.quoteUnit, by.VND.quoteUnit, by.USD.quoteUnit], [100, 100, 100, 1]);
    for (const code of Object.keys(DEMO_RATE_CENTRES)) {
      assert.equal(by[code].staleYn, 'N', code);
      assert.ok(Math.abs(by[code].latestRate! / DEMO_RATE_CENTRES[code as keyof typeof DEMO_RATE_CENTRES] - 1) < 0.1, `${code} ${by[code].latestRate}`);
    }
    assert.equal(by.GBP.latestRate, null);
    assert.equal(by.GBP.staleYn, 'Y', 'no rate at all is stale');
  });

  test('a new currency gets its quote unit by code; codes are ISO, unique and immutable; KRW stays active at 1', async () => {
    let res = await send(t.app, 'POST', '/api/currency', writer, { code: 'thb', name: '태국 바트', symbol: '฿', decimals: 2 });
    assert.equal(res.statusCode, 201, res.body);
    const thb = res.json().result;
    assert.equal(thb.code, 'THB');
    assert.equal(thb.quoteUnit, 1);
    res = await send(t.app, 'POST', '/api/currency', writer, { code: 'THB', name: '바트' });
    assert.equal(res.json().fields.code, API_MESSAGES.currencyCodeDuplicate);
    res = await send(t.app, 'POST', '/api/currency', writer, { code: 'B1', name: '잘못' });
    assert.equal(res.json().fields.code, API_MESSAGES.currencyCodeFormat);
    res = await send(t.app, 'POST', '/api/currency', writer, { code: 'XAU', name: '금', quoteUnit: 10 });
    assert.equal(res.json().fields.quoteUnit, API_MESSAGES.currencyQuoteUnit);
    res = await send(t.app, 'PUT', `/api/currency/${thb.id}`, writer, { code: 'THX', version: thb.version });
    assert.equal(res.json().fields.code, API_MESSAGES.currencyCodeImmutable);
    res = await send(t.app, 'PUT', `/api/currency/${thb.id}`, writer, { name: '태국 밧', version: thb.version });
    assert.equal(res.statusCode, 200, res.body);
    res = await send(t.app, 'PUT', `/api/currency/${thb.id}`, writer, { name: '늦은 수정', version: thb.version });
    assert.equal(res.statusCode, 409);
    const krw = (await currencies()).find((c) => c.code === 'KRW')!;
    res = await send(t.app, 'PUT', `/api/currency/${krw.id}`, writer, { activeYn: 'N', version: krw.version });
    assert.equal(res.json().fields.activeYn, API_MESSAGES.currencyBaseLocked);
  });
});

describe('exchange rates', () => {
  test('one rate per currency, day and type; rates > 0 with at most 4 decimals; no KRW, no unknown currency, no future day', async () => {
    let res = await addRate({ currencyCode: 'GBP', rateDate: day(-20), rate: '1712.3456' });
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.json().result.rate, 1712.3456);
    res = await addRate({ currencyCode: 'GBP', rateDate: day(-20), rate: 1700 });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().fields.rateDate, API_MESSAGES.exchangeRateDuplicate);
    res = await addRate({ currencyCode: 'GBP', rateDate: day(-20), rateType: 'TT_SELL', rate: 1730.5 });
    assert.equal(res.statusCode, 201, 'another type on the same day');
    for (const [body, field, message] of [
      [{ currencyCode: 'GBP', rateDate: day(-19), rate: '1.23456' }, 'rate', API_MESSAGES.exchangeRateValue],
      [{ currencyCode: 'GBP', rateDate: day(-19), rate: '0' }, 'rate', API_MESSAGES.exchangeRateValue],
      [{ currencyCode: 'KRW', rateDate: day(-19), rate: 1 }, 'currencyCode', API_MESSAGES.exchangeRateBaseCurrency],
      [{ currencyCode: 'ZZZ', rateDate: day(-19), rate: 1 }, 'currencyCode', API_MESSAGES.currencyUnknown],
      [{ currencyCode: 'GBP', rateDate: day(1), rate: 1700 }, 'rateDate', API_MESSAGES.exchangeRateFutureDate],
    ] as const) {
      res = await addRate(body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.equal(res.json().fields[field], message, JSON.stringify(body));
    }
    assert.equal((await addRate({ currencyCode: 'GBP', rateDate: day(-18), rate: 1 }, reader)).statusCode, 403);
  });

  test('the rate of a day is the latest on or before it; more than 7 days old is stale; none before → 404 in Korean', async () => {
    // GBP: one BASE rate 20 days ago (previous test) and this one 10 days ago.
    const res0 = await addRate({ currencyCode: 'GBP', rateDate: day(-10), rate: '1720' });
    assert.equal(res0.statusCode, 201, res0.body);
    let res = await ofDay(`currency=GBP&date=${day(-10)}`);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual({ ...res.json().result }, { currencyCode: 'GBP', date: day(-10), rateType: 'BASE', rate: 1720, quoteUnit: 1, rateDate: day(-10), ageDays: 0, staleYn: 'N' });
    res = await ofDay(`currency=GBP&date=${day(-11)}`);
    assert.equal(res.json().result.rate, 1712.3456, 'the day before the newer rate takes the older one');
    assert.equal(res.json().result.ageDays, 9);
    assert.equal(res.json().result.staleYn, 'Y');
    res = await ofDay(`currency=GBP&date=${day(-13)}`);
    assert.equal(res.json().result.ageDays, 7);
    assert.equal(res.json().result.staleYn, 'N', 'exactly 7 days is not yet stale');
    res = await ofDay(`currency=GBP&date=${day(-11)}&type=TT_SELL`);
    assert.equal(res.json().result.rate, 1730.5);
    res = await ofDay(`currency=GBP&date=${day(-21)}`);
    assert.equal(res.statusCode, 404);
    assert.match(res.json().message, /GBP의 .* 이전 환율이 없습니다/);
    res = await ofDay(`currency=KRW&date=${today}`);
    assert.equal(res.json().result.rate, 1);
    assert.equal((await ofDay('currency=JPY&date=2025-13-01')).statusCode, 400);
  });

  test('JPY is per 100: 10,000엔 at the day\'s rate 912.35 is 91,235원 (DOMAIN §6)', async () => {
    const [stored] = await t.app.db.select().from(exchangeRate).where(and(eq(exchangeRate.currencyCode, 'JPY'), eq(exchangeRate.rateDate, day(-3)), eq(exchangeRate.deletedYn, 'N')));
    if (stored) {
      const res = await send(t.app, 'PUT', `/api/exchange-rate/${stored.id}`, writer, { rate: '912.35', version: stored.version });
      assert.equal(res.statusCode, 200, res.body);
    } else assert.equal((await addRate({ currencyCode: 'JPY', rateDate: day(-3), rate: '912.35' })).statusCode, 201);
    // The days after (up to today) would take their own demo rates; ask for the day itself.
    const res = await ofDay(`currency=JPY&date=${day(-3)}`);
    const r = res.json().result;
    assert.equal(r.quoteUnit, 100);
    assert.equal(krwAmountOf(10_000, 'JPY', r.rate, r.quoteUnit), 91_235n);
  });

  test('the list filters by currency, type and date range, newest first; edits and deletes need the version (409) and are audited', async () => {
    let res = await get(t.app, `/api/exchange-rate?currencyCode=GBP&fromDate=${day(-20)}&toDate=${day(-10)}`, reader);
    assert.equal(res.statusCode, 200, res.body);
    const page = res.json().result;
    assert.deepEqual(page.content.map((r: { rateDate: string; rateType: string }) => `${r.rateDate} ${r.rateType}`), [`${day(-10)} BASE`, `${day(-20)} BASE`, `${day(-20)} TT_SELL`]);
    res = await get(t.app, `/api/exchange-rate?currencyCode=GBP&rateType=TT_SELL`, reader);
    assert.equal(res.json().result.totalElements, 1);
    res = await get(t.app, `/api/exchange-rate?fromDate=${day(-1)}&toDate=${day(-5)}`, reader);
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().fields.fromDate, API_MESSAGES.exchangeRateRange);
    res = await get(t.app, `/api/exchange-rate?currencyCode=USD&size=100`, reader);
    assert.ok(res.json().result.totalElements >= 40, 'demo: a rate every weekday of 60 days');
    assert.equal(res.json().result.content[0].currencyName, '미국 달러');

    const row = page.content[0];
    res = await send(t.app, 'DELETE', `/api/exchange-rate/${row.id}?version=${row.version + 5}`, writer);
    assert.equal(res.statusCode, 409);
    res = await send(t.app, 'DELETE', `/api/exchange-rate/${row.id}?version=${row.version}`, writer);
    assert.equal(res.statusCode, 200, res.body);
    res = await ofDay(`currency=GBP&date=${day(-10)}`);
    assert.equal(res.json().result.rateDate, day(-20), 'a deleted rate no longer counts');
    res = await addRate({ currencyCode: 'GBP', rateDate: day(-10), rate: '1725' });
    assert.equal(res.statusCode, 201, 'the day is free again after the delete');
    res = await get(t.app, `/api/history/EXCHANGE_RATE/${res.json().result.id}`, reader);
    assert.equal(res.statusCode, 200, res.body);
  });

  test('the xlsx export has the list\'s filters and order, Korean headers and an EXPORT audit row', async () => {
    const { header, rows } = await exportedSheet(t, `/api/exchange-rate/export.xlsx?currencyCode=GBP&rateType=BASE`, reader, '환율');
    assert.deepEqual(header, ['고시일', '통화', '통화명', '고시 단위', '환율 종류', '환율(원)', '출처', '수정자']);
    assert.deepEqual(rows.map((r) => [r[0], r[1], r[4], r[5]]), [
      [day(-10), 'GBP', '매매기준율', 1725],
      [day(-20), 'GBP', '매매기준율', 1712.3456],
    ]);
    const audit = await lastExportAudit(t, 'EXCHANGE_RATE');
    assert.equal(audit.rows, 2);
    assert.equal((await get(t.app, '/api/exchange-rate/export.xlsx', plain)).statusCode, 403);
  });
});
