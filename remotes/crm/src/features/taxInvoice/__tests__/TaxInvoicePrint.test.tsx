import { render, screen, within } from '@testing-library/react';
import { actionsFor } from '../components/TaxInvoiceDetailPage';
import { TaxInvoicePrint } from '../components/TaxInvoicePrint';
import { invoice } from './fixtures';

jest.mock('@dure/shared/records', () => ({ RecordToolbar: () => null }));

describe('TaxInvoicePrint', () => {
  it('lays out the standard form fields', () => {
    render(<TaxInvoicePrint invoice={invoice()} />);
    const form = screen.getByTestId('tax-invoice-print');
    expect(within(form).getByText('전자세금계산서')).toBeTruthy();
    expect(within(form).getByText('20251115-12345678-90123456')).toBeTruthy();
    const supplier = screen.getByRole('table', { name: '공급자' });
    const buyer = screen.getByRole('table', { name: '공급받는자' });
    for (const label of ['등록번호', '상호', '성명', '사업장주소', '업태', '종목', '이메일']) {
      expect(within(supplier).getByText(label)).toBeTruthy();
      expect(within(buyer).getByText(label)).toBeTruthy();
    }
    expect(within(supplier).getByText('220-87-12343')).toBeTruthy();
    expect(within(supplier).getByText('(주)두레솔루션')).toBeTruthy();
    expect(within(buyer).getByText('120-88-13578')).toBeTruthy();
    expect(within(buyer).getByText('tax@hanbit.co.kr')).toBeTruthy();
    for (const label of ['작성일자', '공급가액', '세액', '수정사유', '비고']) expect(within(form).getAllByText(label).length).toBeGreaterThan(0);
    const items = screen.getByRole('table', { name: '품목' });
    const header = within(items.querySelector('thead')!);
    expect(header.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['월', '일', '품목', '규격', '수량', '단가', '공급가액', '세액', '비고']);
    expect(within(items).getByText('유지보수 용역')).toBeTruthy();
    expect(within(items).getByText('500,000')).toBeTruthy();
    const totals = screen.getByRole('table', { name: '합계' });
    for (const label of ['합계금액', '현금', '수표', '어음', '외상미수금']) expect(within(totals).getByText(label)).toBeTruthy();
    expect(within(totals).getAllByText('1,100,000')).toHaveLength(2);
    expect(within(totals).getByText('청구').className).toBe('chosen');
    expect(within(totals).getByText('영수').className).toBe('');
  });

  it('marks amendments with their reason and original approval number; 영수 goes to 현금', () => {
    render(<TaxInvoicePrint invoice={invoice({ amendCode: 2, purpose: 'RECEIPT', originalApprovalNo: '202510011111222233334444', totalAmount: -110_000 })} />);
    expect(screen.getByText('수정전자세금계산서')).toBeTruthy();
    expect(screen.getByText('2. 공급가액 변동')).toBeTruthy();
    expect(screen.getByText(/당초 승인번호 20251001-11112222-33334444/)).toBeTruthy();
    expect(screen.getByText('영수').className).toBe('chosen');
  });
});

describe('actions per role and state', () => {
  const writer = { write: true, approve: false };
  const approver = { write: false, approve: true };
  it('drafts are edited and requested by writers, approved by approvers, issued ones only amended and transmitted', () => {
    expect(actionsFor({ status: 'DRAFT', amendCode: null }, writer)).toMatchObject({ edit: true, request: true, cancel: true, remove: true, approve: false, amend: false });
    expect(actionsFor({ status: 'PENDING_APPROVAL', amendCode: null }, writer)).toMatchObject({ edit: false, approve: false });
    expect(actionsFor({ status: 'PENDING_APPROVAL', amendCode: null }, approver)).toMatchObject({ approve: true, reject: true });
    expect(actionsFor({ status: 'ISSUED', amendCode: null }, writer)).toMatchObject({ edit: false, remove: false, cancel: false, amend: true, transmit: true });
    expect(actionsFor({ status: 'TRANSMITTED', amendCode: 2 }, writer)).toMatchObject({ amend: false, transmit: false });
  });
});
