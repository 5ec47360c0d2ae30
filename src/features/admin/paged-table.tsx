// A console list as every paged section shows it: the notice while its page is not there, a line when it
// is empty, otherwise the table (rows become labelled cards on a phone, admin.css) and the pager.
import type { ReactNode } from 'react';
import { AdminPager } from './admin-pager';
import { type STAFF_TEXTS, StaffDataNotice } from './staff-data-notice';
import type { StaffData } from './use-staff-data';

interface Page<Item> {
  items: Item[];
  page: number;
  pageCount: number;
  total: number;
}

interface PagedTableProps<Item> {
  state: StaffData<Page<Item>>;
  texts: Partial<typeof STAFF_TEXTS> & { empty: string };
  /** The column headings, in order (each row's cells carry the same words as data-label). */
  columns: string[];
  /** The rows of one page. */
  rows: (items: Item[]) => ReactNode;
}

export function PagedTable<Item>({ state, texts, columns, rows }: PagedTableProps<Item>) {
  if (state.kind !== 'ready') return <StaffDataNotice state={state} texts={texts} />;
  if (state.data.items.length === 0) return <p>{texts.empty}</p>;
  return (
    <>
      <table className="admin-table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{rows(state.data.items)}</tbody>
      </table>
      <AdminPager {...state.data} />
    </>
  );
}
