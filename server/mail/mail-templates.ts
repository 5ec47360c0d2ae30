// The site's mails: each a subject, a plain-text body and a simple HTML body with the same words. Links
// are absolute, from PUBLIC_ORIGIN, and each template says what to do if the mail was not expected.
import { escapeHtml } from '../html/escape.ts';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const SITE = 'RareFinds';

interface Link {
  label: string;
  url: string;
}

interface Paragraphs {
  greeting: string;
  lines: string[];
  /** A list of links (the deals of an alert or digest), each with a line of detail. */
  items?: (Link & { detail: string })[];
  link?: Link;
  closing: string;
  /** A small last paragraph: the unsubscribe link of alert mail. */
  footer?: Link & { text: string };
}

function compose(
  subject: string,
  { greeting, lines, items, link, closing, footer }: Paragraphs,
): MailContent {
  const text = [
    greeting,
    ...lines,
    ...(items ?? []).map((item) => `${item.label}\n${item.detail}\n${item.url}`),
    ...(link ? [`${link.label}: ${link.url}`] : []),
    closing,
    `— ${SITE}`,
    ...(footer ? [`${footer.text} ${footer.label}: ${footer.url}`] : []),
  ].join('\n\n');
  // A paragraph typed by a person keeps its line breaks.
  const paragraph = (line: string) => `<p>${escapeHtml(line).replaceAll('\n', '<br>')}</p>`;
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5; color: #1f2937">',
    paragraph(greeting),
    ...lines.map(paragraph),
    ...(items ?? []).map(
      (item) =>
        `<p><a href="${escapeHtml(item.url)}" style="color: #5b21b6; font-weight: bold">${escapeHtml(item.label)}</a><br>${escapeHtml(item.detail)}</p>`,
    ),
    link
      ? `<p><a href="${escapeHtml(link.url)}" style="color: #5b21b6; font-weight: bold">${escapeHtml(link.label)}</a></p><p style="font-size: 0.9em">${escapeHtml(link.url)}</p>`
      : '',
    paragraph(closing),
    paragraph(`— ${SITE}`),
    footer
      ? `<p style="font-size: 0.85em; color: #4b5563">${escapeHtml(footer.text)} <a href="${escapeHtml(footer.url)}" style="color: #4b5563">${escapeHtml(footer.label)}</a></p>`
      : '',
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}

const hello = (name: string) => `Hello ${name},`;

export const verifyEmailMail = (name: string, url: string): MailContent =>
  compose(`Confirm your e-mail address for ${SITE}`, {
    greeting: hello(name),
    lines: [
      'Please confirm that this is your e-mail address by opening the link below. It works for 24 hours.',
    ],
    link: { label: 'Confirm my e-mail address', url },
    closing: 'If you did not create an account, you can ignore this mail: nothing happens without the link.',
  });

export const resetPasswordMail = (name: string, url: string): MailContent =>
  compose(`Reset your ${SITE} password`, {
    greeting: hello(name),
    lines: [
      'Someone asked to reset the password of your account. Open the link below to choose a new one.',
      'The link works once, for 15 minutes. Choosing a new password signs you out on every device.',
    ],
    link: { label: 'Choose a new password', url },
    closing: 'If you did not ask for this, ignore this mail: your password stays as it is.',
  });

export const existingAccountMail = (name: string, signInUrl: string, resetUrl: string): MailContent =>
  compose(`You already have a ${SITE} account`, {
    greeting: hello(name),
    lines: [
      'Someone tried to create an account with this e-mail address, which already has one.',
      `If it was you, sign in at ${signInUrl}, or choose a new password at ${resetUrl} if you forgot it.`,
    ],
    closing: 'If it was not you, you need not do anything: your account is unchanged.',
  });

export const passwordChangedMail = (name: string, resetUrl: string): MailContent =>
  compose(`Your ${SITE} password was changed`, {
    greeting: hello(name),
    lines: ['The password of your account was just changed.'],
    closing: `If you did not do this, choose a new password at once at ${resetUrl} and check your signed-in devices on your account page.`,
  });

/** The paragraphs of a text a person typed: split at blank lines, each trimmed, none empty. */
const paragraphsOf = (text: string): string[] =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((part) => part.trim())
    .filter(Boolean);

/** The operator's answer to a contact-form message, with the message it answers quoted below it. */
export const messageReplyMail = (
  reply: { subject: string; body: string },
  message: { name: string; message: string; sentAt: Date },
): MailContent =>
  compose(reply.subject, {
    greeting: hello(message.name),
    lines: [
      ...paragraphsOf(reply.body),
      `You wrote on ${message.sentAt.toUTCString()}:`,
      message.message
        .split(/\r?\n/)
        .map((line) => `> ${line}`)
        .join('\n'),
    ],
    closing: `This answers the message you sent through the contact form of ${SITE}.`,
  });

// ---- Deal alerts -----------------------------------------------------------------------------------------

/** One deal in an alert mail: its page on the site, its price and store. */
export interface AlertMailDeal {
  title: string;
  /** "$24.99 at Kettle Shop" */
  priceLine: string;
  url: string;
}

const unsubscribeFooter = (url: string, what: string) => ({
  text: `You get this mail because you asked for ${what}.`,
  label: 'Unsubscribe',
  url,
});

export const digestConfirmMail = (categories: string[], url: string): MailContent =>
  compose(`Confirm your ${SITE} deal digest`, {
    greeting: 'Hello,',
    lines: [
      `Someone asked for a daily digest of new deals in ${categories.join(', ')} at this address.`,
      'Please confirm by opening the link below. Nothing is sent to you until you do.',
    ],
    link: { label: 'Confirm my digest', url },
    closing: 'If you did not ask for this, ignore this mail: you will not hear from us again.',
  });

export const dealAlertMail = (
  name: string,
  deal: AlertMailDeal,
  ruleName: string,
  unsubscribeUrl: string,
): MailContent =>
  compose(`Deal alert: ${deal.title}`, {
    greeting: hello(name),
    lines: [`A new deal matches ${ruleName ? `your alert “${ruleName}”` : 'one of your alerts'}:`],
    items: [{ label: deal.title, detail: deal.priceLine, url: deal.url }],
    closing: 'You can change or pause your alerts on your account page.',
    footer: unsubscribeFooter(unsubscribeUrl, 'deal alerts by e-mail'),
  });

export const dealDigestMail = (
  name: string,
  deals: AlertMailDeal[],
  unsubscribeUrl: string,
  what: string,
): MailContent =>
  compose(`${deals.length} new ${deals.length === 1 ? 'deal matches' : 'deals match'} your ${SITE} alerts`, {
    greeting: name ? hello(name) : 'Hello,',
    lines: ['These deals are new since your last digest:'],
    items: deals.map((deal) => ({ label: deal.title, detail: deal.priceLine, url: deal.url })),
    closing: 'Deals end: open one soon to be sure of its price.',
    footer: unsubscribeFooter(unsubscribeUrl, what),
  });

export const wishlistReminderMail = (
  name: string,
  deal: AlertMailDeal,
  endsText: string,
  unsubscribeUrl: string,
): MailContent =>
  compose(`Ending soon: ${deal.title}`, {
    greeting: hello(name),
    lines: [`A deal you saved ${endsText}:`],
    items: [{ label: deal.title, detail: deal.priceLine, url: deal.url }],
    closing: 'After that its price may be gone.',
    footer: unsubscribeFooter(unsubscribeUrl, 'deal alerts by e-mail'),
  });

// ---- Watch notices (server/watch/), sent through the deal alerts --------------------------------------------

/** One watch notice: what happened to a product the member watches, and their watches' page. */
export const watchNoticeMail = (
  name: string,
  notice: AlertMailDeal,
  texts: { intro: string; closing: string; what: string },
  unsubscribeUrl: string,
): MailContent =>
  compose(notice.title, {
    greeting: hello(name),
    lines: [texts.intro],
    items: [{ label: notice.title, detail: notice.priceLine, url: notice.url }],
    closing: texts.closing,
    footer: unsubscribeFooter(unsubscribeUrl, texts.what),
  });

/** A digest that holds watch notices, with or without deals. */
export const alertsDigestMail = (
  name: string,
  items: AlertMailDeal[],
  texts: { subject: string; intro: string; closing: string; what: string },
  unsubscribeUrl: string,
): MailContent =>
  compose(texts.subject, {
    greeting: name ? hello(name) : 'Hello,',
    lines: [texts.intro],
    items: items.map((item) => ({ label: item.title, detail: item.priceLine, url: item.url })),
    closing: texts.closing,
    footer: unsubscribeFooter(unsubscribeUrl, texts.what),
  });
