import type { MailSummary } from '@shared/admin-mail';
import { ADMIN_MAIL_TEXTS as T } from '@shared/admin-mail';

/** Whether a mail went: when, or why not. */
export function MailState({ mail }: { mail: MailSummary }) {
  if (mail.sentAt) return <>{T.sent(new Date(mail.sentAt).toLocaleString())}</>;
  return (
    <span className="admin-status--waiting">{mail.lastError ? T.failed(mail.lastError) : T.notSent}</span>
  );
}
