import { Type } from 'typebox';
import { Id } from '../common';

/** What the record toolkit's routes share: a record is addressed by its type code and id (`/api/<tool>/{recordType}/{recordId}`). */

/** A record type code such as `DEPARTMENT` (case-insensitive); unknown codes answer 404 like missing records. */
export const RecordType = Type.String({ minLength: 1, maxLength: 40 });
export const RecordParams = Type.Object({ recordType: RecordType, recordId: Id });

/** Paging of the toolkit's panels (history, activity, action items): up to 1,000 rows a page. */
export const RecordPageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
};
