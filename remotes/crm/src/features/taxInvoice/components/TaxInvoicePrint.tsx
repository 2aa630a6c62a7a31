import { formatBusinessNumber } from '@dure/shared/format';
import { formatApprovalNo } from '../api/approvalNo';
import { AMEND_REASONS, type Invoice } from '../api/taxInvoiceApi';

const won = (n: number | null | undefined) => (n === null || n === undefined ? '' : n.toLocaleString('ko-KR'));

/** Only the form prints: the shell, menus and buttons are hidden on paper. */
const PRINT_CSS = `
.ti-print { font-family: 'Malgun Gothic', 'Apple SD Gothic Neo', sans-serif; color: #111; background: #fff; max-width: 980px; margin: 0 auto; padding: 16px; }
.ti-print table { width: 100%; border-collapse: collapse; table-layout: fixed; }
.ti-print th, .ti-print td { border: 1px solid #c0392b; padding: 4px 6px; font-size: 12px; word-break: break-all; }
.ti-print th { background: #fdecea; font-weight: 600; text-align: center; }
.ti-print .buyer th { background: #e8f0fd; }
.ti-print .buyer th, .ti-print .buyer td { border-color: #1f5fbf; }
.ti-print .num { text-align: right; }
.ti-print .title { font-size: 22px; font-weight: 700; text-align: center; letter-spacing: 6px; }
.ti-print .side { writing-mode: vertical-rl; text-align: center; letter-spacing: 4px; width: 28px; }
.ti-print .chosen { font-weight: 700; border: 1.5px solid #111; border-radius: 50%; padding: 0 4px; }
@media print {
  @page { size: A4 landscape; margin: 10mm; }
  body * { visibility: hidden !important; }
  .ti-print, .ti-print * { visibility: visible !important; }
  .ti-print { position: absolute; left: 0; top: 0; width: 100%; max-width: none; padding: 0; }
  .ti-print th, .ti-print td { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}
`;

function Party({ side, kind, bizNo, subNo, name, ceo, address, bizType, bizItem, email, email2 }: {
  side: string; kind: 'supplier' | 'buyer'; bizNo: string; subNo: string | null; name: string; ceo: string; address: string; bizType: string | null; bizItem: string | null; email: string; email2?: string | null;
}) {
  return (
    <table className={kind} aria-label={side}>
      <colgroup>
        <col style={{ width: 28 }} />
        <col style={{ width: 72 }} />
        <col />
        <col style={{ width: 72 }} />
        <col style={{ width: 90 }} />
      </colgroup>
      <tbody>
        <tr>
          <th rowSpan={6} className="side">{side}</th>
          <th>등록번호</th>
          <td>{formatBusinessNumber(bizNo)}</td>
          <th>종사업장</th>
          <td>{subNo ?? ''}</td>
        </tr>
        <tr>
          <th>상호</th>
          <td>{name}</td>
          <th>성명</th>
          <td>{ceo}</td>
        </tr>
        <tr>
          <th>사업장주소</th>
          <td colSpan={3}>{address}</td>
        </tr>
        <tr>
          <th>업태</th>
          <td>{bizType ?? ''}</td>
          <th>종목</th>
          <td>{bizItem ?? ''}</td>
        </tr>
        <tr>
          <th>이메일</th>
          <td colSpan={3}>{email}</td>
        </tr>
        <tr>
          <th>{email2 !== undefined ? '이메일 2' : ''}</th>
          <td colSpan={3}>{email2 ?? ''}</td>
        </tr>
      </tbody>
    </table>
  );
}

/** 전자세금계산서 in the standard layout (공급자 red, 공급받는자 blue), printed with window.print(). */
export function TaxInvoicePrint({ invoice }: { invoice: Invoice }) {
  const charge = invoice.purpose === 'CHARGE';
  const title = `${invoice.amendCode ? '수정' : ''}${invoice.taxType === 'EXEMPT' ? '전자계산서' : '전자세금계산서'}`;
  const rows = [...invoice.items, ...Array.from({ length: Math.max(0, 4 - invoice.items.length) }, () => null)];
  return (
    <div className="ti-print" data-testid="tax-invoice-print">
      <style>{PRINT_CSS}</style>
      <table>
        <tbody>
          <tr>
            <td className="title" colSpan={2}>{title}</td>
            <th style={{ width: 80 }}>승인번호</th>
            <td style={{ width: 240 }}>{formatApprovalNo(invoice.ntsApprovalNo)}</td>
          </tr>
        </tbody>
      </table>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 0 }}>
        <Party side="공급자" kind="supplier" bizNo={invoice.supplierBizNo} subNo={invoice.supplierSubNo} name={invoice.supplierName} ceo={invoice.supplierCeo} address={invoice.supplierAddress} bizType={invoice.supplierBizType} bizItem={invoice.supplierBizItem} email={invoice.supplierEmail} />
        <Party side="공급받는자" kind="buyer" bizNo={invoice.buyerBizNo} subNo={invoice.buyerSubNo} name={invoice.buyerName} ceo={invoice.buyerCeo} address={invoice.buyerAddress} bizType={invoice.buyerBizType} bizItem={invoice.buyerBizItem} email={invoice.buyerEmail1} email2={invoice.buyerEmail2} />
      </div>
      <table>
        <tbody>
          <tr>
            <th>작성일자</th>
            <th>공급가액</th>
            <th>세액</th>
            <th>수정사유</th>
          </tr>
          <tr>
            <td style={{ textAlign: 'center' }}>{invoice.writeDate}</td>
            <td className="num">{won(invoice.supplyAmount)}</td>
            <td className="num">{won(invoice.taxAmount)}</td>
            <td>{invoice.amendCode ? `${invoice.amendCode}. ${AMEND_REASONS[invoice.amendCode].label}` : ''}</td>
          </tr>
          <tr>
            <th>비고</th>
            <td colSpan={3}>
              {invoice.remark ?? ''}
              {invoice.originalApprovalNo ? ` (당초 승인번호 ${formatApprovalNo(invoice.originalApprovalNo)})` : ''}
              {invoice.trusteeName ? ` 수탁자 ${invoice.trusteeName} ${formatBusinessNumber(invoice.trusteeBizNo)}` : ''}
            </td>
          </tr>
        </tbody>
      </table>
      <table aria-label="품목">
        <colgroup>
          <col style={{ width: 36 }} />
          <col style={{ width: 36 }} />
          <col />
          <col style={{ width: 80 }} />
          <col style={{ width: 70 }} />
          <col style={{ width: 100 }} />
          <col style={{ width: 120 }} />
          <col style={{ width: 100 }} />
          <col style={{ width: 100 }} />
        </colgroup>
        <thead>
          <tr>
            <th>월</th>
            <th>일</th>
            <th>품목</th>
            <th>규격</th>
            <th>수량</th>
            <th>단가</th>
            <th>공급가액</th>
            <th>세액</th>
            <th>비고</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((item, i) => (
            <tr key={i} style={{ height: 24 }}>
              <td style={{ textAlign: 'center' }}>{item ? Number(item.itemDate.slice(5, 7)) : ''}</td>
              <td style={{ textAlign: 'center' }}>{item ? Number(item.itemDate.slice(8, 10)) : ''}</td>
              <td>{item?.itemName ?? ''}</td>
              <td>{item?.spec ?? ''}</td>
              <td className="num">{item?.qty ?? ''}</td>
              <td className="num">{won(item?.unitPrice)}</td>
              <td className="num">{item ? won(item.supplyAmount) : ''}</td>
              <td className="num">{item ? won(item.taxAmount) : ''}</td>
              <td>{item?.remark ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table aria-label="합계">
        <tbody>
          <tr>
            <th>합계금액</th>
            <th>현금</th>
            <th>수표</th>
            <th>어음</th>
            <th>외상미수금</th>
            <td rowSpan={2} style={{ textAlign: 'center', width: 200 }}>
              이 금액을 (<span className={charge ? '' : 'chosen'}>영수</span> / <span className={charge ? 'chosen' : ''}>청구</span>) 함
            </td>
          </tr>
          <tr>
            <td className="num">{won(invoice.totalAmount)}</td>
            <td className="num">{charge ? '' : won(invoice.totalAmount)}</td>
            <td className="num" />
            <td className="num" />
            <td className="num">{charge ? won(invoice.totalAmount) : ''}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
