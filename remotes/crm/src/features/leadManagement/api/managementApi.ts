import { http } from '@dure/shared';
import type { Done, Page, Static, Yn } from '@dure/shared/contracts';
import {
  INQUIRY_CHANNEL,
  INQUIRY_STATUS,
  type Inquiry,
  type InquiryChannel,
  type InquiryConvertBody,
  type InquiryConverted,
  type InquiryCreateBody,
  type InquiryRejection,
  type InquiryStatus,
} from '@dure/shared/contracts/crm/inbound';
import type { Lead, LeadMeta as Meta, LeadsReassigned } from '@dure/shared/contracts/crm/lead';
import type { LeadStageCreateBody, LeadStageCreated, LeadStageUpdateBody } from '@dure/shared/contracts/crm/leadStage';

export type { Yn } from '@dure/shared/contracts';
export type { CodeOption as Code, LeadMeta as Meta } from '@dure/shared/contracts/crm/lead';
export type { LeadStage as Stage } from '@dure/shared/contracts/crm/leadStage';

export type { Inquiry, InquiryChannel, InquiryStatus } from '@dure/shared/contracts/crm/inbound';
export type InquiryQuery = { page: number; size: number; keyword?: string; statusList?: InquiryStatus[]; channelList?: InquiryChannel[]; overdueYn?: Yn };
export type InquiryInput = InquiryCreateBody;
/** The lead list's rows as the reassignment tab shows them. */
export type LeadRow = Lead;

const result = <T>(r: { result: T }) => r.result;
const params = (q: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(q)
      .filter(([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0))
      .map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : (v as string | number)]),
  );

export const managementApi = {
  meta: () => http.get('api/lead/meta').json<{ result: Meta }>().then(result),
  createStage: (input: LeadStageCreateBody) => http.post('api/lead-stage', { json: input }).json<{ result: LeadStageCreated }>(),
  updateStage: (id: number, input: LeadStageUpdateBody) => http.put(`api/lead-stage/${id}`, { json: input }).json<Static<typeof Done>>(),
  reorderStages: (ids: number[]) => http.put('api/lead-stage/order', { json: { ids } }).json<Static<typeof Done>>(),
  deleteStage: (id: number, version: number) => http.delete(`api/lead-stage/${id}`, { searchParams: { version } }).json<Static<typeof Done>>(),
  inquiries: (q: InquiryQuery) => http.get('api/inbound', { searchParams: params(q) }).json<{ result: Page<Inquiry> }>().then(result),
  createInquiry: (input: InquiryInput) => http.post('api/inbound', { json: input }).json<{ result: Inquiry }>().then(result),
  assign: (id: number, assigneeId: number, version: number) => http.put(`api/inbound/${id}/assign`, { json: { assigneeId, version } }).json<{ result: Inquiry }>().then(result),
  reject: (id: number, status: InquiryRejection, reason: string | null, version: number) =>
    http.put(`api/inbound/${id}/reject`, { json: { status, reason, version } }).json<{ result: Inquiry }>().then(result),
  convert: (id: number, input: InquiryConvertBody) => http.post(`api/inbound/${id}/convert`, { json: input }).json<{ result: InquiryConverted }>().then(result),
  leads: (q: { page: number; size: number; keyword?: string; ownerUserId?: number; categoryList?: string }) => http.get('api/lead', { searchParams: params(q) }).json<{ result: Page<LeadRow> }>().then(result),
  reassign: (leadIds: number[], ownerUserId: number) => http.put('api/lead/owner', { json: { leadIds, ownerUserId } }).json<{ result: LeadsReassigned }>().then(result),
};

export const CHANNEL_LABELS = INQUIRY_CHANNEL.labels;
export const STATUS_LABELS = INQUIRY_STATUS.labels;
export const STATUS_COLORS: Record<InquiryStatus, string> = { NEW: 'blue', ASSIGNED: 'gold', CONVERTED: 'green', REJECTED: 'default', SPAM: 'default' };
