import { API_MESSAGES } from '@dure/shared/messages';
import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/database';
import { department } from '../../../db/schema';
import type { Actor } from '../../../lib/audit';
import { ApiError, type RowError, RowsError, badRequest } from '../../../lib/httpErrors';
import { DEPARTMENT_LIMITS, type DepartmentSheetBody, type DepartmentSheetRow, type DepartmentSheetSaved } from '@dure/shared/contracts/admin/department';
import { createIn, updateIn } from './service';


/**
 * Saves a spreadsheet of departments in one transaction (POST /api/department/bulk):
 * new rows are created under their parent code (parents in the same sheet first),
 * existing rows updated with their version. One bad row and nothing is saved; the
 * answer lists every bad row's fields in Korean.
 */
export async function saveDepartmentSheet(db: Database, actor: Actor, input: DepartmentSheetBody): Promise<DepartmentSheetSaved> {
  if (input.rows.length > DEPARTMENT_LIMITS.bulkRows) throw badRequest(API_MESSAGES.departmentBulkTooMany);
  return db.transaction(async (tx) => {
    const errors: RowError[] = [];
    const idByCode = new Map((await liveCodes(tx)).map((d) => [d.code, d.id]));
    let created = 0;
    let updated = 0;

    const attempt = async (row: DepartmentSheetRow, work: () => Promise<void>) => {
      try {
        await work();
      } catch (error) {
        if (!(error instanceof ApiError) || error.statusCode >= 500) throw error;
        errors.push({ key: row.key, fields: error.fields ?? { _row: error.message } });
      }
    };

    for (const row of input.rows.filter((r) => r.id !== undefined)) {
      await attempt(row, async () => {
        const parentId = idByCode.get(row.parentCode.trim().toUpperCase());
        const [current] = await tx.select({ parentId: department.parentId }).from(department).where(eq(department.id, row.id!));
        if (current && parentId !== current.parentId) throw new ApiError(400, 'validation', API_MESSAGES.departmentParentFixed, { parentCode: API_MESSAGES.departmentParentFixed });
        await updateIn(tx, actor, row.id!, { code: row.code, name: row.name, costCenterCode: row.costCenterCode ?? null, sortOrder: row.sortOrder, version: row.version ?? -1 });
        updated++;
      });
    }

    // New rows whose parent is another new row wait until that parent exists.
    let pending = input.rows.filter((r) => r.id === undefined);
    while (pending.length > 0) {
      const ready = pending.filter((r) => idByCode.has(r.parentCode.trim().toUpperCase()));
      if (ready.length === 0) {
        for (const row of pending) errors.push({ key: row.key, fields: { parentCode: API_MESSAGES.departmentParentCodeUnknown } });
        break;
      }
      for (const row of ready) {
        await attempt(row, async () => {
          const made = await createIn(tx, actor, {
            code: row.code,
            name: row.name,
            parentId: idByCode.get(row.parentCode.trim().toUpperCase())!,
            costCenterCode: row.costCenterCode ?? null,
            sortOrder: row.sortOrder,
          });
          idByCode.set(made.code, made.id);
          created++;
        });
      }
      pending = pending.filter((r) => !ready.includes(r));
    }

    if (errors.length > 0) throw new RowsError(errors);
    return { created, updated };
  });
}

function liveCodes(tx: Executor) {
  return tx.select({ id: department.id, code: department.code }).from(department).where(and(eq(department.deletedYn, 'N')));
}
