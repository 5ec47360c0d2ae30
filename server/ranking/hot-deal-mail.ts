// The mail that tells a member the deal they posted went hot: its first 24 hours with HOT_HEAT_FROM_DEGREES
// gained. Sent once per deal (deal_ranks.hot_at), written like the site's other mails to members.
import { dealPagePath } from '../../src/shared/site/pages.ts';
import { escapeHtml } from '../html/escape.ts';
import type { OutgoingMail } from '../mail/mailer.ts';

export const HOT_DEAL_SUBJECT = 'Your deal is hot';

export interface HotDealPoster {
  id: string;
  name: string;
  email: string;
}

export function hotDealMail(
  poster: HotDealPoster,
  deal: { id: string; title: string; heatDay: number },
  origin: string,
): OutgoingMail {
  const url = `${origin}${dealPagePath(deal.id)}`;
  const lines = [
    `Hello ${poster.name},`,
    `The deal you posted, ${deal.title}, gained ${deal.heatDay}° in the last 24 hours: members find it hot.`,
    'Thank you for sharing it. Keep an eye on its comments: shoppers may have questions only you can answer.',
  ];
  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
  return {
    to: poster.email,
    userId: poster.id,
    subject: HOT_DEAL_SUBJECT,
    text: [...lines, `See the deal: ${url}`, '— RareFinds'].join('\n\n'),
    html: [
      '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5; color: #1f2937">',
      ...lines.map(paragraph),
      `<p><a href="${escapeHtml(url)}" style="color: #5b21b6; font-weight: bold">See the deal</a></p>`,
      paragraph('— RareFinds'),
      '</body></html>',
    ].join('\n'),
  };
}
