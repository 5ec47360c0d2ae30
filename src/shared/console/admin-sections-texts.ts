// The console navigation's labels, one for each section of admin-sections.ts, in the navigation's order.
export const ADMIN_SECTION_LABELS = {
  queue: 'Queue',
  reports: 'Reports',
  comments: 'Comments',
  deals: 'Deals',
  clicks: 'Clicks',
  messages: 'Messages',
  users: 'Users',
  mail: 'Mail',
  audit: 'Audit log',
} as const;
