// The console's long lists (messages, outgoing mail, the audit log) come a page at a time, newest first.
// The page number travels in the address (?page=2), so a page can be reloaded and linked.
import { z } from 'zod';

export const ADMIN_PAGE_SIZE = 25;

/** Far beyond any list the console keeps; a larger number is a typing error, not a page. */
const LAST_PAGE = 100_000;

export const pageNumberSchema = z.coerce
  .number('must be a page number')
  .int('must be a whole page number')
  .min(1, 'must be 1 or more')
  .max(LAST_PAGE, `must be at most ${LAST_PAGE}`)
  .default(1);

/** One page of a list: its items, which page it is and how many there are. */
export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    pageCount: z.number().int(),
    total: z.number().int(),
  });

export interface Paged<T> {
  items: T[];
  page: number;
  pageCount: number;
  total: number;
}

/** The rows to skip for a page. */
export const pageOffset = (page: number): number => (page - 1) * ADMIN_PAGE_SIZE;

/** How many pages `total` items fill (one, even when empty, so "page 1 of 1" reads right). */
export const pageCountOf = (total: number): number => Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));

export const isoDateSchema = z.string().datetime({ offset: true });
