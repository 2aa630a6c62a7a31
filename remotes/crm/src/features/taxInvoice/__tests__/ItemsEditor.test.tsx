import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import type { InvoiceItem, TaxType } from '../api/taxInvoiceApi';
import { ItemsEditor, emptyItem } from '../components/ItemsEditor';
import { itemProblems } from '../components/TaxInvoiceFormModal';

function Harness({ initial, taxType = 'TAXABLE' }: { initial: InvoiceItem[]; taxType?: TaxType }) {
  const [items, setItems] = useState(initial);
  return <ItemsEditor value={items} onChange={setItems} taxType={taxType} writeDate="2025-11-14" />;
}

const line = (patch: Partial<InvoiceItem>): InvoiceItem => ({ ...emptyItem('2025-11-14'), itemName: '용역', ...patch });

// The VAT and supply rules themselves are tested once, in @dure/shared (money.test.ts).
describe('VAT computation', () => {
  it('shows live supply, VAT and total as lines are typed', () => {
    render(<Harness initial={[line({ supplyAmount: 12_345 })]} />);
    const totals = screen.getByTestId('item-totals');
    expect(within(totals).getByText('12,345원')).toBeTruthy();
    expect(within(totals).getByText('1,234원')).toBeTruthy();
    expect(within(totals).getByText('13,579원')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('1행 수량'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('1행 단가'), { target: { value: '10000' } });
    expect(within(totals).getByText('30,000원')).toBeTruthy();
    expect(within(totals).getByText('3,000원')).toBeTruthy();
    expect(within(totals).getByText('33,000원')).toBeTruthy();
    expect((screen.getByLabelText('1행 공급가액') as HTMLInputElement).disabled).toBe(true);
  });

  it('zero-rated lines carry no VAT', () => {
    render(<Harness initial={[line({ supplyAmount: 12_345 })]} taxType="ZERO_RATED" />);
    expect(screen.getByTestId('line-tax').textContent).toBe('0원');
  });
});

describe('item limits', () => {
  it('adds lines up to 16 and then refuses with a Korean message', () => {
    render(<Harness initial={Array.from({ length: 15 }, () => line({ supplyAmount: 1000 }))} />);
    const add = screen.getByRole('button', { name: /품목 추가/ });
    fireEvent.click(add);
    expect(screen.getByText('품목은 최대 16개까지 입력할 수 있습니다.')).toBeTruthy();
    expect((screen.getByRole('button', { name: /품목 추가/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('the last line cannot be removed', () => {
    render(<Harness initial={[line({ supplyAmount: 1000 })]} />);
    expect((screen.getByLabelText('1행 삭제') as HTMLButtonElement).disabled).toBe(true);
  });

  it('checks lines before saving', () => {
    expect(itemProblems([])).toBe('품목은 1개 이상 16개 이하로 입력해 주세요.');
    expect(itemProblems(Array.from({ length: 17 }, () => line({ supplyAmount: 1 })))).toBe('품목은 1개 이상 16개 이하로 입력해 주세요.');
    expect(itemProblems([line({ itemName: ' ', supplyAmount: 1 })])).toBe('1행 품목: 필수 입력 항목입니다.');
    expect(itemProblems([line({ supplyAmount: null })])).toBe('1행 공급가액: 공급가액 또는 수량과 단가를 입력해 주세요.');
    expect(itemProblems([line({ supplyAmount: -100 })])).toBe('1행: 음수 금액은 수정세금계산서에서만 입력할 수 있습니다.');
    expect(itemProblems([line({ supplyAmount: -100 })], true)).toBeNull();
  });
});
