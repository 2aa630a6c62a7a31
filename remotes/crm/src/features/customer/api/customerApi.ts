import { type Page, errorCode, http } from '@dure/shared';
import { type ListStateOf, defineListState, enumList, id, text } from '@dure/shared/list-state';
import { CUSTOMER_STATUS_LABELS, CUSTOMER_TYPE_LABELS } from '@dure/shared/messages';

export type CustomerType = 'CORPORATION' | 'SOLE_PROPRIETOR' | 'PUBLIC' | 'OVERSEAS' | 'INDIVIDUAL';
export type CustomerStatus = 'PROSPECT' | 'ACTIVE' | 'DORMANT' | 'CLOSED' | 'MERGED';
export type CustomerGrade = 'A' | 'B' | 'C' | 'D';

export const TYPE_LABELS: Record<CustomerType, string> = CUSTOMER_TYPE_LABELS;
export const STATUS_LABELS: Record<CustomerStatus, string> = CUSTOMER_STATUS_LABELS;
export const STATUS_COLORS: Record<CustomerStatus, string> = { PROSPECT: 'blue', ACTIVE: 'green', DORMANT: 'orange', CLOSED: 'default', MERGED: 'purple' };
export const GRADES: CustomerGrade[] = ['A', 'B', 'C', 'D'];
/** Types that need no business registration number (DOMAIN §4). */
export const NUMBERLESS_TYPES: CustomerType[] = ['OVERSEAS', 'INDIVIDUAL'];

export type Customer = {
  id: number;
  customerNo: string;
  name: string;
  customerType: CustomerType;
  bizRegNo: string | null;
  corpRegNo: string | null;
  ceoName: string | null;
  bizType: string | null;
  bizItem: string | null;
  industryCode: string | null;
  segmentId: number | null;
  segmentName: string | null;
  /** The market of the segment (null for a market itself). */
  segmentParentName: string | null;
  grade: CustomerGrade | null;
  status: CustomerStatus;
  phone: string | null;
  website: string | null;
  zipCode: string | null;
  address1: string | null;
  address2: string | null;
  emailDomain: string | null;
  taxEmail: string | null;
  paymentTermDays: number;
  creditLimit: number | null;
  parentCustomerId: number | null;
  parentCustomerName: string | null;
  mergedIntoId: number | null;
  ownerUserId: number | null;
  ownerUserName: string | null;
  ownerDeptId: number | null;
  ownerDeptName: string | null;
  lastActivityAt: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
};

export type Contact = {
  id: number;
  customerId: number;
  name: string;
  deptName: string | null;
  title: string | null;
  email: string | null;
  mobile: string | null;
  phone: string | null;
  primaryYn: 'Y' | 'N';
  taxInvoiceYn: 'Y' | 'N';
  marketingConsentYn: 'Y' | 'N';
  consentAt: string | null;
  status: 'ACTIVE' | 'LEFT';
  version: number;
  updatedAt: string;
};

export type CustomerFigures = {
  pipelineAmount: number;
  weightedPipelineAmount: number;
  openLeadCount: number;
  contractTotal: number;
  contractCount: number;
  lastActivityAt: string | null;
};

export type CustomerDetail = Customer & { contacts: Contact[]; figures: CustomerFigures };
export type MergedCustomer = { id: number; status: 'MERGED'; mergedIntoId: number };

export type DuplicateReason = 'BIZ_REG_NO' | 'NAME' | 'SIMILAR_NAME' | 'EMAIL_DOMAIN';
export type DuplicateMatch = {
  id: number;
  customerNo: string;
  name: string;
  bizRegNo: string | null;
  status: CustomerStatus;
  ownerDeptName: string | null;
  reasons: DuplicateReason[];
  similarity: number;
};
export const REASON_LABELS: Record<DuplicateReason, string> = {
  BIZ_REG_NO: '같은 사업자번호',
  NAME: '같은 이름',
  SIMILAR_NAME: '비슷한 이름',
  EMAIL_DOMAIN: '같은 메일 도메인',
};

/** What the form sends: every field, null to clear. */
export type CustomerInput = Partial<Omit<Customer, 'id' | 'customerNo' | 'status' | 'emailDomain' | 'lastActivityAt' | 'createdAt' | 'updatedAt' | 'ownerUserName' | 'ownerDeptName' | 'parentCustomerName' | 'segmentName' | 'segmentParentName' | 'mergedIntoId'>> & {
  status?: CustomerStatus;
  duplicateAckYn?: 'Y';
};

export type ContactInput = Partial<Omit<Contact, 'id' | 'customerId' | 'consentAt' | 'updatedAt'>>;

export type ImportAction = 'CREATE' | 'UPDATE' | 'ERROR' | 'WARNING';
export type ImportRow = {
  rowNo: number;
  action: ImportAction;
  values: Record<string, string>;
  errors: Record<string, string>;
  existing: { id: number; customerNo: string; name: string } | null;
  duplicates: DuplicateMatch[];
};
export type ImportPreview = { rows: ImportRow[]; counts: Record<ImportAction, number> };
export type ImportResult = { created: number; updated: number; skipped: number; rows: ImportRow[] };

/** Statuses a list filter offers: merged customers are never listed. */
export const LIVE_STATUSES: CustomerStatus[] = ['PROSPECT', 'ACTIVE', 'DORMANT', 'CLOSED'];

/** 고객사 list state: one definition for the address, the api query, saved views and the export. */
export const customerList = defineListState({
  fields: {
    keyword: text(),
    statusList: enumList<CustomerStatus>(LIVE_STATUSES),
    typeList: enumList<CustomerType>(Object.keys(TYPE_LABELS) as CustomerType[]),
    gradeList: enumList<CustomerGrade>(GRADES),
    industryCode: text(),
    segmentId: id(),
    ownerUserId: id(),
    // A department filter takes its sub-departments.
    deptId: id({ also: { includeSubDeptYn: 'Y' } }),
  },
  sort: { initial: 'name,asc', fields: ['name', 'customerNo', 'customerType', 'grade', 'status', 'ownerUserName', 'lastActivityAt', 'updatedAt'] },
});

export type CustomerQuery = ListStateOf<typeof customerList>;


/** The possible duplicates a 409 `duplicate_warning` carries; null for any other error. */
export function duplicatesOf(error: unknown): DuplicateMatch[] | null {
  if (errorCode(error) !== 'duplicate_warning') return null;
  const data = (error as { data?: { duplicates?: DuplicateMatch[] } }).data;
  return Array.isArray(data?.duplicates) ? data.duplicates : [];
}

const result = <T,>(r: { result: T }) => r.result;

export const customerApi = {
  list: (query: CustomerQuery) => http.get('api/customer', { searchParams: customerList.apiQuery(query) }).json<{ result: Page<Customer> }>().then(result),
  get: (id: number) => http.get(`api/customer/${id}`).json<{ result: CustomerDetail | MergedCustomer }>().then(result),
  industries: () => http.get('api/customer/industries').json<{ result: { code: string; label: string }[] }>().then(result),
  duplicates: (probe: { name?: string; bizRegNo?: string; website?: string; excludeId?: number }) => {
    const searchParams: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(probe)) if (v) searchParams[k] = v;
    return http.get('api/customer/duplicates', { searchParams }).json<{ result: DuplicateMatch[] }>().then(result);
  },
  create: (input: CustomerInput) => http.post('api/customer', { json: input }).json<{ result: CustomerDetail }>().then(result),
  update: (id: number, input: CustomerInput & { version: number }) => http.put(`api/customer/${id}`, { json: input }).json<{ result: CustomerDetail }>().then(result),
  setStatus: (id: number, status: CustomerStatus, version: number) =>
    http.put(`api/customer/${id}/status`, { json: { status, version } }).json<{ result: CustomerDetail }>().then(result),
  remove: (id: number, version: number) => http.delete(`api/customer/${id}`, { searchParams: { version } }).json<{ result: boolean }>(),
  merge: (survivorId: number, loserIds: number[], fieldChoices: Record<string, number>, version: number) =>
    http
      .post(`api/customer/${survivorId}/merge`, { json: { loserIds, fieldChoices, version } })
      .json<{ result: { survivor: CustomerDetail; counts: Record<string, number> } }>()
      .then(result),
  createContact: (customerId: number, input: ContactInput) =>
    http.post(`api/customer/${customerId}/contacts`, { json: input }).json<{ result: { contact: Contact; warnings: string[] } }>().then(result),
  updateContact: (customerId: number, contactId: number, input: ContactInput & { version: number }) =>
    http.put(`api/customer/${customerId}/contacts/${contactId}`, { json: input }).json<{ result: { contact: Contact; warnings: string[] } }>().then(result),
  removeContact: (customerId: number, contactId: number, version: number) =>
    http.delete(`api/customer/${customerId}/contacts/${contactId}`, { searchParams: { version } }).json<{ result: boolean }>(),
  previewImport: (file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return http.post('api/customer/import/preview', { body: form, timeout: 120_000 }).json<{ result: ImportPreview }>().then(result);
  },
  commitImport: (file: File, acknowledgeDuplicates: boolean) => {
    const form = new FormData();
    if (acknowledgeDuplicates) form.append('duplicateAckYn', 'Y');
    form.append('file', file, file.name);
    return http.post('api/customer/import', { body: form, timeout: 120_000 }).json<{ result: ImportResult }>().then(result);
  },
};

export const isMerged = (c: CustomerDetail | MergedCustomer): c is MergedCustomer => c.status === 'MERGED' && 'mergedIntoId' in c && !('customerNo' in c);
