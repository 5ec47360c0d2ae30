// The pager's words under the console's long lists.

export const PAGER_TEXTS = {
  label: 'Pages',
  previous: 'Newer',
  next: 'Older',
  position: (page: number, pageCount: number, total: number) =>
    `Page ${page} of ${pageCount} (${total} in all)`,
} as const;
