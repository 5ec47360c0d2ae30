// Alert mail: every one carries its recipient's unsubscribe token twice, as a visible link to the
// /unsubscribe page and as RFC 8058 one-click headers (List-Unsubscribe with the API address, and
// List-Unsubscribe-Post), so a mail client can unsubscribe with one POST. No other token or session travels.
import { ALERT_API, ALERT_PAGES } from '../../src/shared/alerts/alerts.ts';
import type { Deal } from '../../src/shared/deal/deal.ts';
import { expiresInText } from '../../src/shared/deal/deal-texts.ts';
import type { MailContent } from '../mail/mail-templates.ts';
import { dealAlertMail, dealDigestMail, wishlistReminderMail } from '../mail/mail-templates.ts';
import type { OutgoingMail } from '../mail/mailer.ts';
import { mailDeal } from './alert-content.ts';
import type { AlertTokens, TokenPurpose } from './alert-tokens.ts';

export interface UnsubscribeLinks {
  /** The page a person opens: /unsubscribe?token=… */
  page: string;
  headers: Record<string, string>;
}

export function unsubscribeLinks(origin: string, token: string): UnsubscribeLinks {
  const query = `?token=${encodeURIComponent(token)}`;
  return {
    page: `${origin}${ALERT_PAGES.unsubscribe}${query}`,
    headers: {
      'List-Unsubscribe': `<${origin}${ALERT_API.unsubscribe}${query}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** Who a mail goes to and which unsubscribe token it carries. */
export interface MailRecipient {
  to: string;
  name: string;
  userId?: string;
  unsubscribe: { purpose: Extract<TokenPurpose, 'member-mail' | 'digest'>; subject: string };
}

export class AlertMail {
  constructor(
    private readonly origin: string,
    private readonly tokens: AlertTokens,
  ) {}

  private build(recipient: MailRecipient, content: (unsubscribePage: string) => MailContent): OutgoingMail {
    const links = unsubscribeLinks(
      this.origin,
      this.tokens.make(recipient.unsubscribe.purpose, recipient.unsubscribe.subject),
    );
    return { to: recipient.to, userId: recipient.userId, headers: links.headers, ...content(links.page) };
  }

  alert(recipient: MailRecipient, deal: Deal, ruleName: string): OutgoingMail {
    return this.build(recipient, (page) =>
      dealAlertMail(recipient.name, mailDeal(deal, this.origin), ruleName, page),
    );
  }

  digest(recipient: MailRecipient, deals: Deal[]): OutgoingMail {
    const what =
      recipient.unsubscribe.purpose === 'digest' ? 'a daily digest of new deals' : 'deal alerts by e-mail';
    return this.build(recipient, (page) =>
      dealDigestMail(
        recipient.name,
        deals.map((deal) => mailDeal(deal, this.origin)),
        page,
        what,
      ),
    );
  }

  reminder(recipient: MailRecipient, deal: Deal, now: Date): OutgoingMail {
    return this.build(recipient, (page) =>
      wishlistReminderMail(
        recipient.name,
        mailDeal(deal, this.origin),
        `ends in ${expiresInText(deal, now)}`,
        page,
      ),
    );
  }
}
