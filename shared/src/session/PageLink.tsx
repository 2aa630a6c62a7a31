import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import type { PageId } from '../access/pages';
import { useAllowedPages } from './hooks';

type Props = LinkProps & { page: PageId; children: ReactNode };

/**
 * A link to `page` for a user who may open it; for anyone else its text alone. A page open to all staff (the objective
 * tree, a key result) may name a record of a page they may not open (a goal), and following that link would end in the
 * guard's sign-out.
 */
export function PageLink({ page, children, ...link }: Props) {
  return useAllowedPages().includes(page) ? <Link {...link}>{children}</Link> : <>{children}</>;
}
