import { type SQL, like } from 'drizzle-orm';
import { customer } from '../../../db/schema';
import { containsPattern } from '../../../lib/like';
import { nameKeyOf } from './normalize';

/**
 * The keyword rule of every customer search (list, picker): the name without legal-form marks,
 * spaces and punctuation, the customer number or the business number, hyphens ignored — one
 * trigram-indexed column (`search_text`). A keyword of only marks (`(주)`) filters nothing.
 */
export function customerKeyword(keyword: string | undefined): SQL | undefined {
  const key = nameKeyOf(keyword?.trim() ?? '');
  return key ? like(customer.searchText, containsPattern(key)) : undefined;
}
