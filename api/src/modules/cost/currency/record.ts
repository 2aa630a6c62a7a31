import { and, eq } from 'drizzle-orm';
import { currency, exchangeRate } from '../../../db/schema';
import { registerRecordType } from '../../cross/record/registry';

export const CURRENCY_ENTITY = 'CURRENCY';
export const EXCHANGE_RATE_ENTITY = 'EXCHANGE_RATE';

/** CURRENCY and EXCHANGE_RATE in the record toolkit (the history dialog): org-wide masters of /currency/management. */
registerRecordType(CURRENCY_ENTITY, {
  area: 'CURRENCY_MANAGEMENT',
  label: '통화',
  orgWide: true,
  shareable: false,
  location: () => '/currency/management',
  fieldLabels: { code: '통화 코드', name: '통화명', symbol: '기호', decimals: '소수 자릿수', quoteUnit: '고시 단위', activeYn: '사용', sortOrder: '순서' },
  async load(db, id) {
    const [row] = await db.select({ code: currency.code, name: currency.name }).from(currency).where(and(eq(currency.id, id), eq(currency.deletedYn, 'N'))).limit(1);
    return row ? { ownerDeptId: null, ownerUserId: null, title: `${row.code} ${row.name}` } : null;
  },
});

registerRecordType(EXCHANGE_RATE_ENTITY, {
  area: 'CURRENCY_MANAGEMENT',
  label: '환율',
  orgWide: true,
  shareable: false,
  location: () => '/currency/management',
  fieldLabels: { currencyCode: '통화', rateDate: '고시일', rateType: '환율 종류', rate: '환율', source: '출처', deletedYn: '삭제여부' },
  async load(db, id) {
    const [row] = await db
      .select({ code: exchangeRate.currencyCode, date: exchangeRate.rateDate })
      .from(exchangeRate)
      .where(and(eq(exchangeRate.id, id), eq(exchangeRate.deletedYn, 'N')))
      .limit(1);
    return row ? { ownerDeptId: null, ownerUserId: null, title: `${row.code} ${row.date}` } : null;
  },
});
