import { type Page, http } from '@dure/shared';

export type Yn = 'Y' | 'N';
export type Stage = {
  id: number;
  code: string;
  name: string;
  category: 'OPEN' | 'WON' | 'LOST';
  sortOrder: number;
  defaultProbability: number;
  staleDays: number;
  activeYn: Yn;
  version: number;
  leadCount: number;
};
export type Code = { code: string; label: string };
export type Meta = { stages: Stage[]; sources: Code[]; lostReasons: Code[]; contractTypes: Code[] };

export type InquiryChannel = 'WEB_FORM' | 'PHONE' | 'EMAIL' | 'EXHIBITION';
export type InquiryStatus = 'NEW' | 'ASSIGNED' | 'CONVERTED' | 'REJECTED' | 'SPAM';
export type Inquiry = {
  id: number;
  channel: InquiryChannel;
  receivedAt: string;
  companyName: string | null;
  contactName: string;
  email: string | null;
  phone: string | null;
  content: string;
  privacyConsentYn: Yn;
  status: InquiryStatus;
  assigneeId: number | null;
  assigneeName: string | null;
  answeredAt: string | null;
  rejectReason: string | null;
  leadId: number | null;
  leadNo: string | null;
  overdueYn: Yn;
  version: number;
};
export type InquiryQuery = { page: number; size: number; keyword?: string; statusList?: InquiryStatus[]; channelList?: InquiryChannel[]; overdueYn?: Yn };
export type InquiryInput = { channel: InquiryChannel; receivedAt?: string; companyName?: string | null; contactName: string; email?: string | null; phone?: string | null; content: string; privacyConsentYn?: Yn };

export type LeadRow = {
  id: number;
  leadNo: string;
  title: string;
  customerName: string | null;
  prospectCompany: string | null;
  stageName: string;
  expectedAmount: number;
  expectedCloseDate: string;
  ownerUserId: number | null;
  ownerName: string | null;
  ownerDeptName: string | null;
};

const result = <T>(r: { result: T }) => r.result;
const params = (q: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(q)
      .filter(([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0))
      .map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : (v as string | number)]),
  );

export const managementApi = {
  meta: () => http.get('api/lead/meta').json<{ result: Meta }>().then(result),
  createStage: (input: { code: string; name: string; defaultProbability: number; staleDays?: number }) => http.post('api/lead-stage', { json: input }).json<{ result: { id: number } }>(),
  updateStage: (id: number, input: { name: string; defaultProbability: number; staleDays: number; activeYn: Yn; version: number }) => http.put(`api/lead-stage/${id}`, { json: input }).json(),
  reorderStages: (ids: number[]) => http.put('api/lead-stage/order', { json: { ids } }).json(),
  deleteStage: (id: number, version: number) => http.delete(`api/lead-stage/${id}`, { searchParams: { version } }).json(),
  inquiries: (q: InquiryQuery) => http.get('api/inbound', { searchParams: params(q) }).json<{ result: Page<Inquiry> }>().then(result),
  createInquiry: (input: InquiryInput) => http.post('api/inbound', { json: input }).json<{ result: Inquiry }>().then(result),
  assign: (id: number, assigneeId: number, version: number) => http.put(`api/inbound/${id}/assign`, { json: { assigneeId, version } }).json<{ result: Inquiry }>().then(result),
  reject: (id: number, status: 'REJECTED' | 'SPAM', reason: string | null, version: number) =>
    http.put(`api/inbound/${id}/reject`, { json: { status, reason, version } }).json<{ result: Inquiry }>().then(result),
  convert: (id: number, input: { version: number; title?: string; ownerUserId?: number | null; expectedAmount?: number | null; expectedCloseDate?: string }) =>
    http.post(`api/inbound/${id}/convert`, { json: input }).json<{ result: { leadId: number; leadNo: string } }>().then(result),
  leads: (q: { page: number; size: number; keyword?: string; ownerUserId?: number; categoryList?: string }) => http.get('api/lead', { searchParams: params(q) }).json<{ result: Page<LeadRow> }>().then(result),
  reassign: (leadIds: number[], ownerUserId: number) => http.put('api/lead/owner', { json: { leadIds, ownerUserId } }).json<{ result: { updated: number } }>().then(result),
};

export const CHANNEL_LABELS: Record<InquiryChannel, string> = { WEB_FORM: '웹 문의', PHONE: '전화', EMAIL: '이메일', EXHIBITION: '전시회' };
export const STATUS_LABELS: Record<InquiryStatus, string> = { NEW: '신규', ASSIGNED: '배정', CONVERTED: '리드 전환', REJECTED: '반려', SPAM: '스팸' };
export const STATUS_COLORS: Record<InquiryStatus, string> = { NEW: 'blue', ASSIGNED: 'gold', CONVERTED: 'green', REJECTED: 'default', SPAM: 'default' };
