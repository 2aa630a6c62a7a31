import { DateField, ModalForm } from '@dure/shared/form';
import { krwAmountOf } from '@dure/shared/money';
import { Form, InputNumber, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { BASE_CURRENCY, type Currency, type ExchangeRate, type ExchangeRateType, RATE_SOURCE, RATE_TYPE, currencyApi } from '../api/currencyApi';

type Values = { currencyCode: string; rateDate: Dayjs; rateType: ExchangeRateType; rate: number; source: ExchangeRate['source'] };

/** What 10,000 units (or the quote unit's 100 times) come to in won at the rate typed: floor(amt × rate ÷ quoteUnit). */
function Preview({ currencies }: { currencies: readonly Currency[] }) {
  const form = Form.useFormInstance<Values>();
  const code = Form.useWatch('currencyCode', form);
  const rate = Form.useWatch('rate', form);
  const cur = currencies.find((c) => c.code === code);
  if (!cur || rate === undefined || rate === null) return null;
  const amount = 10_000;
  const krw = krwAmountOf(amount, cur.code, rate, cur.quoteUnit);
  if (krw === null) return null;
  return (
    <Form.Item label="환산 예">
      <span>
        {amount.toLocaleString('ko-KR')} {cur.code} = {krw.toLocaleString('ko-KR')}원 (환율은 {cur.quoteUnit === 1 ? '' : `${cur.quoteUnit}`}{cur.code}당 원화)
      </span>
    </Form.Item>
  );
}

/** Adds a rate (one per currency, day and type) or corrects one, with the version read. */
export function ExchangeRateFormModal({
  editing,
  currencies,
  onClose,
  onSaved,
}: {
  editing: { rate: ExchangeRate | null } | null;
  currencies: readonly Currency[];
  onClose: () => void;
  onSaved: (saved: ExchangeRate) => void;
}) {
  const current = editing?.rate ?? null;
  const options = currencies.filter((c) => c.code !== BASE_CURRENCY && (c.activeYn === 'Y' || c.code === current?.currencyCode)).map((c) => ({ value: c.code, label: `${c.code} ${c.name}` }));
  return (
    <ModalForm<Values, ExchangeRate>
      open={editing !== null}
      title={current ? `환율 수정 · ${current.currencyCode} ${current.rateDate}` : '환율 등록'}
      initialValues={
        current
          ? { currencyCode: current.currencyCode, rateDate: dayjs(current.rateDate), rateType: current.rateType, rate: current.rate, source: current.source }
          : { rateDate: dayjs(), rateType: 'BASE', source: 'MANUAL' }
      }
      onClose={onClose}
      onSaved={onSaved}
      save={(v) => {
        const input = { currencyCode: v.currencyCode, rateDate: v.rateDate.format('YYYY-MM-DD'), rateType: v.rateType, rate: String(v.rate), source: v.source };
        return current ? currencyApi.updateRate(current.id, current.version, input) : currencyApi.createRate(input);
      }}
    >
      <Form.Item name="currencyCode" label="통화" rules={[{ required: true, message: '통화를 선택해 주세요.' }]}>
        <Select showSearch optionFilterProp="label" options={options} />
      </Form.Item>
      <DateField name="rateDate" label="고시일" requiredMessage="고시일을 입력해 주세요." disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
      <Form.Item name="rateType" label="환율 종류" rules={[{ required: true, message: '환율 종류를 선택해 주세요.' }]}>
        <Select options={RATE_TYPE.codes.map((c) => ({ value: c, label: RATE_TYPE.labels[c] }))} />
      </Form.Item>
      <Form.Item
        name="rate"
        label="환율(원)"
        rules={[
          { required: true, message: '환율을 입력해 주세요.' },
          { validator: async (_, v?: number) => { if (v !== undefined && v !== null && !(v > 0)) throw new Error('환율은 0보다 커야 합니다.'); } },
        ]}
      >
        <InputNumber<number> min={0} max={99_999_999} precision={4} step={0.01} style={{ width: '100%' }} />
      </Form.Item>
      <Preview currencies={currencies} />
      <Form.Item name="source" label="출처">
        <Select options={RATE_SOURCE.codes.map((c) => ({ value: c, label: RATE_SOURCE.labels[c] }))} />
      </Form.Item>
    </ModalForm>
  );
}
