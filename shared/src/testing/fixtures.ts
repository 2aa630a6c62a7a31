import { HTTPError } from 'ky';

/** A ky HTTPError as the shared client throws it: status plus the parsed JSON body. */
export function httpError(status: number, data: unknown): HTTPError {
  return Object.assign(Object.create(HTTPError.prototype), { name: 'HTTPError', response: { status }, data });
}

/** A list answer with every row on its first page (DOMAIN §1.5's page shape). */
export const onePage = <T,>(content: T[]) => ({ content, totalElements: content.length, totalPages: 1, page: 0, size: 20 });

/**
 * A test record builder: a complete example of the api's answer, with whatever fields a test is about set
 * over a fresh copy of it (so no test sees another's changes to a nested list).
 */
export const recordFixture =
  <T extends object>(example: T) =>
  (overrides: Partial<T> = {}): T => ({ ...(JSON.parse(JSON.stringify(example)) as T), ...overrides });
