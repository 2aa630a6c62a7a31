import { API_MESSAGES } from '@dure/shared/messages';
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/database';
import { companyProfile } from '../../../db/schema';
import { type Actor, created, diff, writeAudit } from '../../../lib/audit';
import { staleVersion, validationError } from '../../../lib/httpErrors';
import { toKst } from '../../../lib/time';
import { digitsOf, isValidBizNo } from './rules';
import type { CompanyProfileBody } from '@dure/shared/contracts/crm/taxInvoice';

export const PROFILE_ENTITY = 'COMPANY_PROFILE';
const AUDITED = ['bizNo', 'subNo', 'name', 'ceoName', 'address', 'bizType', 'bizItem', 'email', 'phone'] as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type ProfileRow = typeof companyProfile.$inferSelect;

export const profileView = (row: ProfileRow) => ({
  id: row.id,
  bizNo: row.bizNo,
  subNo: row.subNo,
  name: row.name,
  ceoName: row.ceoName,
  address: row.address,
  bizType: row.bizType,
  bizItem: row.bizItem,
  email: row.email,
  phone: row.phone,
  version: row.version,
  updatedAt: toKst(row.updatedAt),
});

/** The live 공급자 profile, or null before TAX_INVOICE_MANAGEMENT_ADMIN has saved one. */
export async function loadProfile(db: Executor): Promise<ProfileRow | null> {
  const [row] = await db.select().from(companyProfile).where(eq(companyProfile.deletedYn, 'N')).orderBy(companyProfile.id).limit(1);
  return row ?? null;
}

export async function getProfile(db: Executor) {
  const row = await loadProfile(db);
  return row ? profileView(row) : null;
}

function parse(input: CompanyProfileBody) {
  const errors: Record<string, string> = {};
  const trim = (v: string | null | undefined) => (v ?? '').trim() || null;
  const values = {
    bizNo: digitsOf(input.bizNo.trim()),
    subNo: trim(input.subNo),
    name: input.name.trim(),
    ceoName: input.ceoName.trim(),
    address: input.address.trim(),
    bizType: trim(input.bizType),
    bizItem: trim(input.bizItem),
    email: input.email.trim(),
    phone: trim(input.phone)?.replace(/-/g, '') ?? null,
  };
  if (!isValidBizNo(values.bizNo)) errors.bizNo = API_MESSAGES.taxInvoiceBizNoInvalid;
  if (values.subNo && !/^\d{4}$/.test(values.subNo)) errors.subNo = API_MESSAGES.fieldChoice;
  for (const key of ['name', 'ceoName', 'address', 'email'] as const) if (!values[key]) errors[key] = API_MESSAGES.fieldRequired;
  if (values.email && !EMAIL.test(values.email)) errors.email = API_MESSAGES.taxInvoiceEmailInvalid;
  if (values.phone && !/^\d{8,11}$/.test(values.phone)) errors.phone = API_MESSAGES.fieldChoice;
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return values;
}

/** PUT: creates the profile the first time, then updates it with the version check. */
export async function saveProfile(db: Database, actor: Actor, input: CompanyProfileBody) {
  const values = parse(input);
  return db.transaction(async (tx) => {
    const current = await loadProfile(tx);
    if (!current) {
      const [row] = await tx.insert(companyProfile).values({ ...values, createdBy: actor.actorId, updatedBy: actor.actorId, createdAt: actor.now, updatedAt: actor.now }).returning();
      await writeAudit(tx, actor, { entityType: PROFILE_ENTITY, entityId: row.id, action: 'CREATE', changes: created(row, AUDITED) });
      return profileView(row);
    }
    if (input.version !== current.version) throw staleVersion();
    const [row] = await tx
      .update(companyProfile)
      .set({ ...values, version: current.version + 1, updatedBy: actor.actorId, updatedAt: actor.now })
      .where(eq(companyProfile.id, current.id))
      .returning();
    await writeAudit(tx, actor, { entityType: PROFILE_ENTITY, entityId: row.id, action: 'UPDATE', changes: diff(current, values, AUDITED) });
    return profileView(row);
  });
}
