import type { MailSummary } from '@shared/console/admin-mail';
import { ADMIN_MAIL_TEXTS as T } from '@shared/console/admin-mail-texts';
import { formatUsDateTime } from '@shared/site/intl-formats';

/** Whether a mail went: when, or why not. */
export function MailState({ mail }: { mail: MailSummary }) {
  if (mail.sentAt) return <>{T.sent(formatUsDateTime(new Date(mail.sentAt)))}</>;
  return (
    <span className="admin-status--waiting">{mail.lastError ? T.failed(mail.lastError) : T.notSent}</span>
  );
}
