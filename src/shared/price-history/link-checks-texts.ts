// The console's words for a failed link check: the Reports section's items and the server's refusals.

export const LINK_FAILURE_TEXTS = {
  heading: 'Failed links',
  label: 'Link failed',
  empty: 'No failed links.',
  works: 'Link works',
  expire: 'Expire deal',
  dealEnded: 'Deal ended',
  /** "2 failed checks in a row". */
  failures: (count: number) => (count === 1 ? '1 failed check' : `${count} failed checks in a row`),
  redirectedTo: 'Redirected to',
  alreadyEnded: 'This deal has ended already.',
  noOpenItem: 'This deal has no open "link failed" item.',
} as const;
