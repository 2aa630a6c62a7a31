import { ModalForm } from '@dure/shared/form';
import { defaultQuoteUnitOf } from '@dure/shared/money';
import { Form, Input, InputNumber, Select, Switch } from 'antd';
import { BASE_CURRENCY, CURRENCY_LIMITS, type Currency, QUOTE_UNITS, currencyApi } from '../api/currencyApi';

type Values = { code: string; name: string; symbol?: string; decimals: number; quoteUnit: number; active: boolean };

/** Adds a currency (ISO code, quote unit 100 by default for JPY, IDR, VND) or edits one; the code never changes. */
export function CurrencyFormModal({ editing, onClose, onSaved }: { editing: { currency: Currency | null } | null; onClose: () => void; onSaved: (saved: Currency) => void }) {
  const current = editing?.currency ?? null;
  const base = current?.code === BASE_CURRENCY;
  const [form] = Form.useForm<Values>();
  return (
    <ModalForm<Values, Currency>
      form={form}
      open={editing !== null}
      title={current ? `통화 수정 · ${current.code}` : '통화 추가'}
      initialValues={
        current
          ? { code: current.code, name: current.name, symbol: current.symbol ?? undefined, decimals: current.decimals, quoteUnit: current.quoteUnit, active: current.activeYn === 'Y' }
          : { decimals: 2, quoteUnit: 1, active: true }
      }
      fieldOf={(key) => ({ activeYn: 'active' })[key] ?? key}
      onClose={onClose}
      onSaved={onSaved}
      save={(v) => {
        const input = { name: v.name, symbol: v.symbol?.trim() || null, decimals: v.decimals, quoteUnit: v.quoteUnit, activeYn: (v.active ? 'Y' : 'N') as 'Y' | 'N' };
        return current ? currencyApi.update(current.id, current.version, input) : currencyApi.create({ ...input, code: v.code.trim().toUpperCase() });
      }}
    >
      <Form.Item
        name="code"
        label="통화 코드"
        rules={[{ required: true, message: '통화 코드를 입력해 주세요.' }, { pattern: /^[A-Za-z]{3}$/, message: '통화 코드는 영문 3자리(ISO 4217)로 입력해 주세요.' }]}
        extra={current ? '통화 코드는 바꿀 수 없습니다.' : 'ISO 4217 코드 (예: USD, JPY)'}
      >
        <Input
          maxLength={3}
          disabled={Boolean(current)}
          onChange={(e) => {
            if (!current && e.target.value.length === 3) form.setFieldValue('quoteUnit', defaultQuoteUnitOf(e.target.value));
          }}
        />
      </Form.Item>
      <Form.Item name="name" label="통화명" rules={[{ required: true, whitespace: true, message: '통화명을 입력해 주세요.' }]}>
        <Input maxLength={CURRENCY_LIMITS.name} />
      </Form.Item>
      <Form.Item name="symbol" label="기호">
        <Input maxLength={CURRENCY_LIMITS.symbol} />
      </Form.Item>
      <Form.Item name="decimals" label="소수 자릿수" rules={[{ required: true, message: '소수 자릿수를 입력해 주세요.' }]}>
        <InputNumber<number> min={0} max={4} precision={0} />
      </Form.Item>
      <Form.Item name="quoteUnit" label="고시 단위" extra="환율이 몇 단위당 원화인지: JPY·IDR·VND는 100, 그 밖은 1" rules={[{ required: true, message: '고시 단위를 선택해 주세요.' }]}>
        <Select disabled={base} options={QUOTE_UNITS.map((u) => ({ value: u, label: `${u}단위당` }))} />
      </Form.Item>
      <Form.Item name="active" label="사용" valuePropName="checked" extra={base ? '기준 통화(KRW)는 사용 중지할 수 없습니다.' : undefined}>
        <Switch disabled={base} />
      </Form.Item>
    </ModalForm>
  );
}
