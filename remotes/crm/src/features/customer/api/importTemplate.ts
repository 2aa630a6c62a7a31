import { type SheetColumn, exportXlsx } from '@dure/shared/records';

/** Columns of the import file; the api matches them by header (`*` = required). */
export const IMPORT_FIELDS: { key: string; header: string }[] = [
  { key: 'name', header: '고객사명*' },
  { key: 'customerType', header: '고객유형*' },
  { key: 'bizRegNo', header: '사업자등록번호' },
  { key: 'corpRegNo', header: '법인등록번호' },
  { key: 'ceoName', header: '대표자' },
  { key: 'bizType', header: '업태' },
  { key: 'bizItem', header: '종목' },
  { key: 'industryCode', header: '업종' },
  { key: 'grade', header: '등급' },
  { key: 'phone', header: '연락처' },
  { key: 'website', header: '홈페이지' },
  { key: 'zipCode', header: '우편번호' },
  { key: 'address1', header: '주소' },
  { key: 'address2', header: '상세주소' },
  { key: 'taxEmail', header: '계산서 메일' },
  { key: 'paymentTermDays', header: '결제조건(일)' },
  { key: 'creditLimit', header: '여신한도' },
];

const EXAMPLE: Record<string, unknown> = {
  name: '(주)두레예시상사',
  customerType: '법인',
  bizRegNo: '220-81-62517',
  ceoName: '홍길동',
  bizType: '제조업',
  bizItem: '정밀기계',
  industryCode: '제조업',
  grade: 'B',
  phone: '02-1234-5678',
  website: 'www.example.co.kr',
  zipCode: '06236',
  address1: '서울특별시 강남구 테헤란로 123',
  address2: '4층',
  taxEmail: 'tax@example.co.kr',
  paymentTermDays: 30,
  creditLimit: 50000000,
};

/** 고객사_가져오기_양식.xlsx: the headers the import reads and one example row (고객유형: 법인·개인사업자·공공기관·해외·개인). */
export async function downloadImportTemplate(): Promise<void> {
  const columns: SheetColumn<Record<string, unknown>>[] = IMPORT_FIELDS.map((f) => ({
    key: f.key,
    title: f.header,
    type: f.key === 'paymentTermDays' || f.key === 'creditLimit' ? 'number' : 'text',
  }));
  await exportXlsx(columns, [EXAMPLE], '고객사_가져오기_양식');
}
