import { describe, expect, it } from 'vitest';
import { ADMIN_API, apiSectionOf } from './admin-sections';

describe('apiSectionOf', () => {
  it("gives a section's API the section's roles", () => {
    expect(apiSectionOf(`${ADMIN_API}/reports/link-failures`).roles).toEqual(['moderator', 'operator']);
    expect(apiSectionOf(`${ADMIN_API}/users/some-id/role`).roles).toEqual(['operator']);
    expect(apiSectionOf(`${ADMIN_API}/mail?page=2`).roles).toEqual(['operator']);
  });

  it("opens the console's own navigation to all the staff", () => {
    expect(apiSectionOf(`${ADMIN_API}/sections`).roles).toEqual(['moderator', 'operator']);
  });

  it('keeps an address outside every section to operators alone', () => {
    for (const url of [
      `${ADMIN_API}/backups`,
      `${ADMIN_API}/toString`,
      `${ADMIN_API}/__proto__/x`,
      ADMIN_API,
    ]) {
      expect({ url, roles: apiSectionOf(url).roles }).toEqual({ url, roles: ['operator'] });
    }
  });
});
