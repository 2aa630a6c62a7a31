import { onePage, renderScreen } from '@dure/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HTTPError } from 'ky';
import { Route, Routes } from 'react-router-dom';
import { taxInvoiceApi, taxInvoiceList } from '../api/taxInvoiceApi';
import TaxInvoiceDetailPage from '../components/TaxInvoiceDetailPage';
import TaxInvoiceListPage from '../components/TaxInvoiceListPage';
import { invoice } from './fixtures';

jest.mock('../api/taxInvoiceApi', () => ({
  ...jest.requireActual('../api/taxInvoiceApi'),
  taxInvoiceApi: { list: jest.fn(), get: jest.fn(), action: jest.fn(), withReason: jest.fn(), amend: jest.fn(), remove: jest.fn(), create: jest.fn(), update: jest.fn() },
}));
jest.mock('@dure/shared/records', () => ({ ...jest.requireActual('@dure/shared/records'), SavedViews: () => null, DepartmentSelect: () => null, UserPicker: () => null, RecordToolbar: () => <div>toolkit</div>, CustomerSelect: () => null }));
jest.mock('../../../components/SegmentSelect', () => ({ SegmentSelect: ({ value }: { value?: number | null }) => <div data-testid="segment-filter">{value ?? ''}</div> }));
jest.mock('../../../lib/commonCodeApi', () => ({ commonCodeApi: { list: () => Promise.resolve([{ code: 'SUPPLY', label: '물품공급' }]) } }));
jest.mock('../../customer/hooks/useIndustries', () => ({
  useIndustries: () => ({ list: [{ code: 'IT', label: '정보통신업' }], loading: false, labelOf: (code: string | null) => (code === 'IT' ? '정보통신업' : (code ?? '-')) }),
}));
jest.mock('../api/salesOrderOptions', () => ({ ...jest.requireActual('../api/salesOrderOptions'), customerOrders: () => Promise.resolve([]) }));
const api = taxInvoiceApi as jest.Mocked<typeof taxInvoiceApi>;


const renderAt = (path: string, authorities: string[]) =>
  renderScreen(
    <Routes>
      <Route path="/taxinvoice" element={<TaxInvoiceListPage />} />
      <Route path="/taxinvoice/:id" element={<TaxInvoiceDetailPage />} />
    </Routes>,
    { authorities, path },
  );

beforeEach(() => jest.resetAllMocks());

/** The api queries the list page asked for, as sent. */
const sent = () => api.list.mock.calls.map(([query]) => taxInvoiceList.apiQuery(query));

describe('TaxInvoiceListPage', () => {
  it('lists invoices newest first with late and deadline warnings as tags', async () => {
    api.list.mockResolvedValue(
      onePage([
        invoice({ id: 1, invoiceNo: 'TI-202511-0001', status: 'DRAFT', late: true }),
        invoice({ id: 2, invoiceNo: 'TI-202511-0002', status: 'PENDING_APPROVAL', deadlineWarning: true, daysToDeadline: 2 }),
        invoice({ id: 3, invoiceNo: 'TI-202511-0003', amendCode: 4, totalAmount: -1_100_000 }),
      ]),
    );
    renderAt('/taxinvoice', ['ROLE_TAX_INVOICE_READ']);
    expect(await screen.findByText('TI-202511-0001')).toBeTruthy();
    expect(sent()).toContainEqual(expect.objectContaining({ page: '0', size: '20', sort: 'writeDate,desc' }));
    expect(screen.getByText('지연발급')).toBeTruthy();
    expect(screen.getByText('발급기한 D-2')).toBeTruthy();
    expect(screen.getByText('수정 4. 계약의 해제')).toBeTruthy();
    expect(screen.getByText('-1,100,000원')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /세금계산서 작성/ })).toBeNull();
  });

  it('reads filters from the address and searches on Enter', async () => {
    api.list.mockResolvedValue(onePage([]));
    renderAt('/taxinvoice?statusList=ISSUED,TRANSMITTED&lateYn=Y&deptId=3&ownerUserId=7', ['ROLE_TAX_INVOICE_WRITE']);
    await waitFor(() => expect(sent()).toContainEqual(expect.objectContaining({ statusList: 'ISSUED,TRANSMITTED', lateYn: 'Y', deptId: '3', ownerUserId: '7' })));
    expect(await screen.findByText('조건에 맞는 항목이 없습니다.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('검색어'), { target: { value: '120-88' } });
    fireEvent.keyDown(screen.getByLabelText('검색어'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(sent().at(-1)).toMatchObject({ keyword: '120-88', statusList: 'ISSUED,TRANSMITTED' }));
    expect(screen.getByRole('button', { name: /세금계산서 작성/ })).toBeTruthy();
  });

  it("a sales analysis row lists the issued invoices of its buyers' segment, industry or grade, or its contract type", async () => {
    api.list.mockResolvedValue(onePage([]));
    renderAt(
      '/taxinvoice?direction=SALES&statusList=ISSUED,TRANSMITTED,TRANSMIT_FAILED&fromDate=2021-01-01&toDate=2021-12-31&deptId=3&segmentId=12&industryCode=IT&gradeList=A,B&contractTypeList=SUPPLY',
      ['ROLE_TAX_INVOICE_READ'],
    );
    await waitFor(() =>
      expect(sent()).toContainEqual(
        expect.objectContaining({ direction: 'SALES', fromDate: '2021-01-01', deptId: '3', segmentId: '12', industryCode: 'IT', gradeList: 'A,B', contractTypeList: 'SUPPLY' }),
      ),
    );
    expect(screen.getByTestId('segment-filter').textContent).toBe('12');
    expect(screen.getByTitle('정보통신업')).toBeTruthy();
    expect(screen.getByTitle('A등급')).toBeTruthy();
    expect(screen.getByTitle('B등급')).toBeTruthy();
    expect(await screen.findByTitle('물품공급')).toBeTruthy();
    expect(screen.queryByText(/미지정 고객사/)).toBeNull();
  });

  it('a 미지정 row asks for buyers without the attribute (or invoices without a contract), each a closable tag', async () => {
    api.list.mockResolvedValue(onePage([]));
    renderAt('/taxinvoice?direction=SALES&fromDate=2021-01-01&noSegmentYn=Y&noIndustryYn=Y&noGradeYn=Y&noContractYn=Y', ['ROLE_TAX_INVOICE_READ']);
    await waitFor(() => expect(sent()).toContainEqual(expect.objectContaining({ direction: 'SALES', noSegmentYn: 'Y', noIndustryYn: 'Y', noGradeYn: 'Y', noContractYn: 'Y' })));
    expect(screen.queryByTestId('segment-filter')).toBeNull();
    expect(screen.queryByLabelText('업종')).toBeNull();
    const closeTag = async (text: string, key: 'noSegmentYn' | 'noIndustryYn' | 'noGradeYn' | 'noContractYn') => {
      fireEvent.click(screen.getByText(text).querySelector('.ant-tag-close-icon')!);
      await waitFor(() => expect(sent().at(-1)![key]).toBeUndefined());
      expect(screen.queryByText(text)).toBeNull();
    };
    await closeTag('세그먼트 미지정 고객사', 'noSegmentYn');
    expect(screen.getByTestId('segment-filter')).toBeTruthy();
    await closeTag('업종 미지정 고객사', 'noIndustryYn');
    expect(screen.getAllByLabelText('업종').length).toBeGreaterThan(0);
    await closeTag('등급 미지정 고객사', 'noGradeYn');
    await closeTag('계약 없는 세금계산서', 'noContractYn');
    expect(sent().at(-1)).toEqual(expect.objectContaining({ direction: 'SALES', fromDate: '2021-01-01' }));
  });

  it("a contract's 이 계약으로 작성 lands on the contract's invoices with the draft form open", async () => {
    api.list.mockResolvedValue(onePage([]));
    renderAt('/taxinvoice?customerId=5&contractId=9&create=Y', ['ROLE_TAX_INVOICE_READ', 'ROLE_TAX_INVOICE_WRITE']);
    await waitFor(() => expect(sent()).toContainEqual(expect.objectContaining({ customerId: '5', contractId: '9' })));
    expect(await screen.findByRole('dialog', { name: /세금계산서 작성/ })).toBeTruthy();
  });

  it('a reader arriving with create=Y gets the list only', async () => {
    api.list.mockResolvedValue(onePage([]));
    renderAt('/taxinvoice?contractId=9&create=Y', ['ROLE_TAX_INVOICE_READ']);
    expect(await screen.findByText('조건에 맞는 항목이 없습니다.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a Korean error with a retry when the list fails', async () => {
    api.list.mockRejectedValue(new Error('network'));
    renderAt('/taxinvoice', ['ROLE_TAX_INVOICE_READ']);
    expect(await screen.findByText('세금계산서 목록을 불러오지 못했습니다')).toBeTruthy();
  });
});

describe('TaxInvoiceDetailPage', () => {
  it('an approver issues a pending invoice', async () => {
    api.get.mockResolvedValue(invoice({ status: 'PENDING_APPROVAL', ntsApprovalNo: null, issueDate: null }));
    api.action.mockResolvedValue(invoice({ status: 'ISSUED', version: 3 }));
    renderAt('/taxinvoice/7', ['ROLE_TAX_INVOICE_MANAGEMENT_WRITE', 'ROLE_TAX_INVOICE_READ']);
    fireEvent.click(await screen.findByRole('button', { name: '승인·발급' }));
    const confirm = await screen.findByRole('dialog');
    fireEvent.click(within(confirm).getByRole('button', { name: '승인·발급' }));
    await waitFor(() => expect(api.action).toHaveBeenCalledWith(7, 'approve', 2));
    expect(await screen.findByText('20251115-12345678-90123456')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '승인 요청' })).toBeNull();
  });

  it('an issued invoice offers amendment and printing, never editing', async () => {
    api.get.mockResolvedValue(invoice({ chain: [invoice({ id: 7 }), invoice({ id: 9, invoiceNo: 'TI-202512-0002', amendCode: 2, totalAmount: -110_000, status: 'DRAFT' })] }));
    renderAt('/taxinvoice/7', ['ROLE_TAX_INVOICE_WRITE']);
    expect(await screen.findByRole('button', { name: '수정발행' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '수정' })).toBeNull();
    expect(screen.queryByRole('button', { name: '삭제' })).toBeNull();
    expect(screen.getByTestId('chain-9').textContent).toContain('수정 2. 공급가액 변동');
    fireEvent.click(screen.getByRole('button', { name: /인쇄 보기/ }));
    expect(await screen.findByTestId('tax-invoice-print')).toBeTruthy();
    expect(screen.getByRole('button', { name: /인쇄/ })).toBeTruthy();
  });

  it('out of scope or missing answers 404 with a way back', async () => {
    api.get.mockRejectedValue(Object.assign(Object.create(HTTPError.prototype), { name: 'HTTPError', response: { status: 404 }, data: { message: '세금계산서를 찾을 수 없습니다.' } }));
    renderAt('/taxinvoice/99', ['ROLE_TAX_INVOICE_READ']);
    expect(await screen.findByText('찾을 수 없는 세금계산서입니다')).toBeTruthy();
    expect(screen.getByRole('link', { name: '세금계산서 목록으로' }).getAttribute('href')).toBe('/taxinvoice');
  });
});
