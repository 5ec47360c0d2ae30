// Member roles (ARCHITECTURE.md §8). A visitor has no account; a member posts once the e-mail address is
// verified; a moderator also reviews what members post; an operator runs the site.
export const ROLES = ['member', 'moderator', 'operator'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);
