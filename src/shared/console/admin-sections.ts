// The operator's console: its sections, who may open each, and where their APIs live. The server's page
// gate (server/routes/pages/page-routes.ts), the console's navigation and the role tests all read this
// table, so a new section is added here once.
import type { Role } from '../account/roles';
import { ROUTES } from '../site/routes';
import { ADMIN_SECTION_LABELS } from './admin-sections-texts';
import { ADMIN_STORES_LABEL } from './admin-stores-texts';
import { VOTES_LABEL } from './admin-votes-texts';
import { ADMIN_WATCHES_LABEL } from './admin-watches-texts';

export interface AdminSection {
  path: string;
  /** The navigation's label (admin-sections-texts.ts). */
  label: string;
  /** Who may open it; every API under the section checks the same roles on the server. */
  roles: readonly Role[];
}

/** The console's first page (the moderation queue); every other section's page is under it. */
const CONSOLE_PATH = ROUTES.admin.path;

const STAFF = ['moderator', 'operator'] as const satisfies readonly Role[];
const OPERATOR = ['operator'] as const satisfies readonly Role[];

export const ADMIN_SECTIONS = {
  queue: { path: CONSOLE_PATH, label: ADMIN_SECTION_LABELS.queue, roles: STAFF },
  reports: { path: ROUTES.adminReports.path, label: ADMIN_SECTION_LABELS.reports, roles: STAFF },
  comments: { path: ROUTES.adminComments.path, label: ADMIN_SECTION_LABELS.comments, roles: STAFF },
  votes: { path: ROUTES.adminVotes.path, label: VOTES_LABEL, roles: STAFF },
  deals: { path: ROUTES.adminDeals.path, label: ADMIN_SECTION_LABELS.deals, roles: OPERATOR },
  stores: { path: ROUTES.adminStores.path, label: ADMIN_STORES_LABEL, roles: OPERATOR },
  watches: { path: ROUTES.adminWatches.path, label: ADMIN_WATCHES_LABEL, roles: OPERATOR },
  clicks: { path: ROUTES.adminClicks.path, label: ADMIN_SECTION_LABELS.clicks, roles: OPERATOR },
  messages: { path: ROUTES.adminMessages.path, label: ADMIN_SECTION_LABELS.messages, roles: OPERATOR },
  users: { path: ROUTES.adminUsers.path, label: ADMIN_SECTION_LABELS.users, roles: OPERATOR },
  mail: { path: ROUTES.adminMail.path, label: ADMIN_SECTION_LABELS.mail, roles: OPERATOR },
  audit: { path: ROUTES.adminAudit.path, label: ADMIN_SECTION_LABELS.audit, roles: OPERATOR },
} as const satisfies Record<string, AdminSection>;

export type AdminSectionKey = keyof typeof ADMIN_SECTIONS;

/** Every console API lives under this prefix (the moderation queue's older /api/moderation too). */
export const ADMIN_API = '/api/admin';

/** The console's own API, its navigation (GET /api/admin/sections): every member of the staff reads it. */
const CONSOLE_API_KEY = 'sections';

/**
 * Who may call an API address: its section's roles (/api/admin/{section key}/…), all the staff for the
 * console's own /api/admin/sections, and operators alone for anything else under /api/admin, so an API
 * added without a section is never opened to moderators by mistake.
 */
export function apiSectionOf(url: string): Pick<AdminSection, 'roles'> {
  const key = url.slice(ADMIN_API.length + 1).split(/[/?]/)[0] ?? '';
  if (key === CONSOLE_API_KEY) return { roles: STAFF };
  return Object.hasOwn(ADMIN_SECTIONS, key) ? ADMIN_SECTIONS[key as AdminSectionKey] : { roles: OPERATOR };
}

/** The sections a role may open, in the navigation's order. */
export const sectionKeysFor = (role: Role): AdminSectionKey[] =>
  (Object.keys(ADMIN_SECTIONS) as AdminSectionKey[]).filter((key) =>
    (ADMIN_SECTIONS[key].roles as readonly Role[]).includes(role),
  );

/** The section a console page belongs to (its own path or one below it); undefined outside /admin. */
export function sectionOf(path: string): AdminSection | undefined {
  const sections: AdminSection[] = Object.values(ADMIN_SECTIONS);
  return (
    sections.find(
      (section) =>
        section.path !== CONSOLE_PATH && (path === section.path || path.startsWith(`${section.path}/`)),
    ) ?? (path === CONSOLE_PATH || path.startsWith(`${CONSOLE_PATH}/`) ? ADMIN_SECTIONS.queue : undefined)
  );
}

/** May this role open the console page at this path? */
export const mayOpen = (role: Role, path: string): boolean =>
  (sectionOf(path)?.roles as readonly Role[] | undefined)?.includes(role) ?? false;
