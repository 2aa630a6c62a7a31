import { errorCode, errorFields, errorMessage, errorRows, httpStatus } from '../http/errors';
import { FORM_MESSAGES } from './messages';

/**
 * Why a save failed, as the form shows it. `conflict` is the api's stale-version 409 (someone saved the
 * record first), the only case the notice offers to reload; any other failure is an `error` with the
 * api's Korean message. `fields` are the per-field messages, `rows` the bad rows of a batch.
 */
export type SaveProblem = {
  kind: 'conflict' | 'error';
  message: string;
  fields: Record<string, string>;
  rows: string[];
};

/** Reads a failed save's answer (see `shared/src/http/errors.ts` for the api's error shapes). */
export function saveProblemOf(error: unknown, rowLabel: (key: string) => string = (key) => key): SaveProblem {
  const stale = httpStatus(error) === 409 && errorCode(error) === 'conflict';
  return {
    kind: stale ? 'conflict' : 'error',
    message: errorMessage(error),
    fields: errorFields(error),
    rows: errorRows(error).map((row) => FORM_MESSAGES.rowProblem(rowLabel(row.key), Object.values(row.fields))),
  };
}
