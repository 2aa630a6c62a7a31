import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { PaymentTermsEditor, type TermRow, emptyTerm, termsFromRows } from '../components/PaymentTermsEditor';

function Harness({ initial, supply, onRows }: { initial: TermRow[]; supply: number; onRows?: (rows: TermRow[]) => void }) {
  const [rows, setRows] = useState(initial);
  return (
    <PaymentTermsEditor
      value={rows}
      supplyAmount={supply}
      currencyCode="KRW"
      onChange={(next) => {
        setRows(next);
        onRows?.(next);
      }}
    />
  );
}

describe('PaymentTermsEditor', () => {
  it('shows each rate line as an amount and the Σ against the supply live', () => {
    render(<Harness supply={1_000_001} initial={[emptyTerm({ name: '선급금', rate: 33.33 }), emptyTerm({ name: '중도금', rate: 33.33 }), emptyTerm({ name: '잔금', rate: 33.34 })]} />);
    expect(screen.getByTestId('term-amount-1').textContent).toBe('333,300 원');
    // The last line takes the rounding so the sum is the supply exactly.
    expect(screen.getByTestId('term-amount-3').textContent).toBe('333,401 원');
    expect(screen.getByTestId('term-sum').textContent).toBe('합계 1,000,001 원 / 공급가액 1,000,001 원');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('warns in Korean while the lines do not add up, and clears when fixed', () => {
    render(<Harness supply={100_000_000} initial={[emptyTerm({ name: '선급금', rate: 30 })]} />);
    expect(screen.getByRole('alert').textContent).toContain('지급조건 합계(30,000,000)가 공급가액(100,000,000)과 70,000,000 부족합니다.');
    fireEvent.click(screen.getByRole('button', { name: /행 추가/ }));
    fireEvent.change(screen.getByLabelText('2행 비율'), { target: { value: '70' } });
    expect(screen.getByTestId('term-sum').textContent).toBe('합계 100,000,000 원 / 공급가액 100,000,000 원');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('switching a line from rate to amount keeps its value, and back', () => {
    const seen: TermRow[][] = [];
    render(<Harness supply={50_000_000} initial={[emptyTerm({ name: '잔금', rate: 100 })]} onRows={(r) => seen.push(r)} />);
    fireEvent.click(screen.getByText('금액'));
    expect(seen.at(-1)![0]).toMatchObject({ mode: 'amount', amount: 50_000_000, rate: null });
    expect((screen.getByLabelText('1행 금액') as HTMLInputElement).value).toBe('50,000,000');
    fireEvent.click(screen.getByText('비율'));
    expect(seen.at(-1)![0]).toMatchObject({ mode: 'rate', rate: 100, amount: null });
  });

  it('sends only the entered value of each line to the api', () => {
    expect(
      termsFromRows([emptyTerm({ name: ' 선급금 ', mode: 'amount', amount: 10, rate: 5, dueType: 'ON_SIGN', dueDate: '2026-01-01' }), emptyTerm({ name: '검수', rate: 50, dueType: 'ON_MILESTONE', milestoneName: '중간 검수' })]),
    ).toEqual([
      { name: '선급금', rate: null, amount: 10, dueType: 'ON_SIGN', dueDate: null, milestoneName: null },
      { name: '검수', rate: 50, amount: null, dueType: 'ON_MILESTONE', dueDate: null, milestoneName: '중간 검수' },
    ]);
  });
});
