// Alert mail: every one carries its recipient's unsubscribe token twice, as a visible link to the
// /unsubscribe page and as RFC 8058 one-click headers (List-Unsubscribe with the API address, and
// List-Unsubscribe-Post), so a mail client can unsubscribe with one POST. No other token or session travels.
import { ALERT_API, ALERT_PAGES } from '../../src/shared/alerts/alerts.ts';
import type { Deal } from '../../src/shared/deal/deal.ts';
import { expiresInText } from '../../src/shared/deal/deal-texts.ts';
import { WATCH_ALERT_TEXTS } from '../../src/shared/watch/watch-texts.ts';
import type { MailContent } from '../mail/mail-templates.ts';
import {
  alertsDigestMail,
  dealAlertMail,
  dealDigestMail,
  watchNoticeMail,
  wishlistReminderMail,
} from '../mail/mail-templates.ts';
import type { OutgoingMail } from '../mail/mailer.ts';
import { type AlertItem, mailDeal, mailItem } from './alert-content.ts';
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

  /** A digest of deals, or of deals and watch notices (a member's). */
  digest(recipient: MailRecipient, items: AlertItem[]): OutgoingMail {
    const mailed = items.map((item) => mailItem(item, this.origin));
    if (items.some((item) => item.source === 'watch')) {
      return this.build(recipient, (page) =>
        alertsDigestMail(
          recipient.name,
          mailed,
          {
            subject: WATCH_ALERT_TEXTS.digestSubject(items.length),
            intro: WATCH_ALERT_TEXTS.digestIntro,
            closing: WATCH_ALERT_TEXTS.digestClosing,
            what: WATCH_ALERT_TEXTS.mailWhat,
          },
          page,
        ),
      );
    }
    const what =
      recipient.unsubscribe.purpose === 'digest' ? 'a daily digest of new deals' : 'deal alerts by e-mail';
    return this.build(recipient, (page) => dealDigestMail(recipient.name, mailed, page, what));
  }

  /** One watch notice (a product the member watches dropped in price, is back in stock, …). */
  watchNotice(recipient: MailRecipient, item: AlertItem): OutgoingMail {
    return this.build(recipient, (page) =>
      watchNoticeMail(
        recipient.name,
        mailItem(item, this.origin),
        {
          intro: WATCH_ALERT_TEXTS.mailIntro,
          closing: WATCH_ALERT_TEXTS.mailClosing,
          what: WATCH_ALERT_TEXTS.mailWhat,
        },
        page,
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
