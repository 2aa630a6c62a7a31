import { errorCode, http } from '@dure/shared';
import type { Done, Page, Static } from '@dure/shared/contracts';
import { type ListStateOf, defineListState, enumList, id, text } from '@dure/shared/list-state';
import {
  CONTACT_STATUS,
  CUSTOMER_GRADE,
  CUSTOMER_STATUS,
  CUSTOMER_TYPE,
  type ContactBody,
  type ContactSaved,
  type Customer,
  type CustomerBody,
  type CustomerDetail,
  type CustomerGrade,
  type CustomerStatus,
  type CustomerType,
  DUPLICATE_REASON,
  IMPORT_ACTION,
  type DuplicateMatch,
  type ImportPreview,
  type ImportResult,
  type Industry,
  type MergeResult,
  type MergedCustomer,
} from '@dure/shared/contracts/crm/customer';

export type {
  Contact,
  ContactBody,
  ContactSaved,
  Customer,
  CustomerBody,
  CustomerDetail,
  CustomerFigures,
  CustomerGrade,
  CustomerStatus,
  CustomerType,
  DuplicateMatch,
  DuplicateReason,
  ImportAction,
  ImportPreview,
  ImportResult,
  ImportRow,
  MergedCustomer,
} from '@dure/shared/contracts/crm/customer';
export { CONTACT_LIMITS, CUSTOMER_LIMITS, NUMBERLESS_TYPES } from '@dure/shared/contracts/crm/customer';

export const TYPE_LABELS = CUSTOMER_TYPE.labels;
export const STATUS_LABELS = CUSTOMER_STATUS.labels;
export const STATUS_COLORS: Record<CustomerStatus, string> = { PROSPECT: 'blue', ACTIVE: 'green', DORMANT: 'orange', CLOSED: 'default', MERGED: 'purple' };
export const GRADES = CUSTOMER_GRADE.codes;
export const REASON_LABELS = DUPLICATE_REASON.labels;
export const CONTACT_STATUSES = CONTACT_STATUS.codes;
export const CONTACT_STATUS_LABELS = CONTACT_STATUS.labels;
export const IMPORT_ACTIONS = IMPORT_ACTION.codes;
export const IMPORT_ACTION_LABELS = IMPORT_ACTION.labels;

/** Statuses a list filter offers: merged customers are never listed. */
export const LIVE_STATUSES: CustomerStatus[] = ['PROSPECT', 'ACTIVE', 'DORMANT', 'CLOSED'];

/** 고객사 list state: one definition for the address, the api query, saved views and the export. */
export const customerList = defineListState({
  key: 'crm-customer-list',
  exportPath: 'api/customer/export.xlsx',
  fields: {
    keyword: text(),
    statusList: enumList<CustomerStatus>(LIVE_STATUSES),
    typeList: enumList<CustomerType>(CUSTOMER_TYPE.codes),
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

/** What the form sends: every field, null to clear (`name` and `customerType` are checked by the form). */
export type CustomerInput = Partial<CustomerBody>;
export type ContactInput = Partial<ContactBody>;

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
  industries: () => http.get('api/customer/industries').json<{ result: Industry[] }>().then(result),
  duplicates: (probe: { name?: string; bizRegNo?: string; website?: string; excludeId?: number }) => {
    const searchParams: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(probe)) if (v) searchParams[k] = v;
    return http.get('api/customer/duplicates', { searchParams }).json<{ result: DuplicateMatch[] }>().then(result);
  },
  create: (input: CustomerInput) => http.post('api/customer', { json: input }).json<{ result: CustomerDetail }>().then(result),
  update: (id: number, input: CustomerInput & { version: number }) => http.put(`api/customer/${id}`, { json: input }).json<{ result: CustomerDetail }>().then(result),
  setStatus: (id: number, status: CustomerStatus, version: number) =>
    http.put(`api/customer/${id}/status`, { json: { status, version } }).json<{ result: CustomerDetail }>().then(result),
  remove: (id: number, version: number) => http.delete(`api/customer/${id}`, { searchParams: { version } }).json<Static<typeof Done>>(),
  merge: (survivorId: number, loserIds: number[], fieldChoices: Record<string, number>, version: number) =>
    http
      .post(`api/customer/${survivorId}/merge`, { json: { loserIds, fieldChoices, version } })
      .json<{ result: MergeResult }>()
      .then(result),
  createContact: (customerId: number, input: ContactInput) =>
    http.post(`api/customer/${customerId}/contacts`, { json: input }).json<{ result: ContactSaved }>().then(result),
  updateContact: (customerId: number, contactId: number, input: ContactInput & { version: number }) =>
    http.put(`api/customer/${customerId}/contacts/${contactId}`, { json: input }).json<{ result: ContactSaved }>().then(result),
  removeContact: (customerId: number, contactId: number, version: number) =>
    http.delete(`api/customer/${customerId}/contacts/${contactId}`, { searchParams: { version } }).json<Static<typeof Done>>(),
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
