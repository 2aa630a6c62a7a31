/** An InputNumber for whole won (DOMAIN §0 `won`): digits grouped as typed, no fractions, never below 0. */
export const WON_INPUT = {
  style: { width: '100%' },
  min: 0,
  precision: 0,
  formatter: (v: number | string | undefined) => (v === undefined || v === null || String(v) === '' ? '' : Number(v).toLocaleString('ko-KR')),
  parser: (v: string | undefined) => Number((v ?? '').replace(/[^\d]/g, '')),
} as const;
