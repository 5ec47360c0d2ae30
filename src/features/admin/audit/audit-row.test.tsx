// Who an audit entry names: the member, the system for what the site does by itself (a deal ended by failed
// link checks), the command line for `npm run deals|users`, or a deleted account.
import { AUDIT_COMMAND_LINE, type AuditEntry } from '@shared/console/admin-audit';
import { ADMIN_AUDIT_TEXTS } from '@shared/console/admin-audit-texts';
import { LINK_CHECK_AUDIT } from '@shared/price-history/link-checks';
import { screen } from '@testing-library/react';
import { renderPage } from '@tests/support/render-page';
import { describe, expect, it } from 'vitest';
import { AuditRow } from './audit-row';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  actor: null,
  action: 'deal.expire',
  subjectType: 'deal',
  subjectId: 'kettle',
  createdAt: '2030-01-01T10:00:00.000Z',
  before: null,
  after: null,
  ...overrides,
});

const row = (value: AuditEntry) =>
  renderPage(
    <table>
      <tbody>
        <AuditRow entry={value} />
      </tbody>
    </table>,
  );

describe('an audit entry’s actor', () => {
  it('is the system for a deal the link checks ended, and a deleted account otherwise', () => {
    row(entry({ action: LINK_CHECK_AUDIT.expiredByChecks }));
    expect(screen.getByText(ADMIN_AUDIT_TEXTS.system)).toBeTruthy();
  });

  it('is a deleted account when a member’s account is gone', () => {
    row(entry({ action: LINK_CHECK_AUDIT.works }));
    expect(screen.getByText(ADMIN_AUDIT_TEXTS.deletedAccount)).toBeTruthy();
  });

  it('is the command line, with no address, for a change made by a command', () => {
    row(entry({ action: 'user.role', actor: { name: AUDIT_COMMAND_LINE, email: '' } }));
    // The actor's cell says the name and nothing more.
    expect(screen.getByText(AUDIT_COMMAND_LINE).textContent).toBe(AUDIT_COMMAND_LINE);
  });

  it('is the member with their address beneath', () => {
    row(entry({ action: 'user.role', actor: { name: 'Olga Operator', email: 'olga@example.com' } }));
    expect(screen.getByText('Olga Operator').textContent).toBe('Olga Operatorolga@example.com');
  });
});
