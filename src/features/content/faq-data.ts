// The eight questions of the FAQ page. Answers are plain text: they also feed the FAQPage
// structured data, which search engines read as text.
import { AVERAGE_SAVING_PERCENT, CONTACT, SITE_TITLE, SUBMISSION_REVIEW_HOURS } from '@shared/site/site';

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    id: 'what-is',
    question: `What is ${SITE_TITLE}?`,
    answer: `${SITE_TITLE} collects discounts from trusted online retailers in one place. Instead of checking dozens of shops, you browse, search and compare current deals here, then buy directly from the retailer. Shoppers save ${AVERAGE_SAVING_PERCENT}% on average.`,
  },
  {
    id: 'verified',
    question: 'Are the deals verified?',
    answer:
      'Yes. Every deal is checked before it is listed: we confirm the price, the discount against the original price and the expiry date with the retailer. Expired deals are clearly marked and drop off the listings.',
  },
  {
    id: 'free',
    question: `Is ${SITE_TITLE} free to use?`,
    answer: `Completely. Browsing, searching and saving deals to your wishlist costs nothing and needs no account. ${SITE_TITLE} earns through affiliate partnerships: when you buy through one of our links, the retailer may pay us a small commission, at no extra cost to you.`,
  },
  {
    id: 'buying',
    question: 'How do I buy a deal?',
    answer:
      'Open a deal and choose Get This Deal. You are taken to the retailer, where you pay and receive your order exactly as if you had gone there yourself. Payment, shipping and returns are handled by the retailer.',
  },
  {
    id: 'submit',
    question: 'Can I submit a deal I found?',
    answer: `Yes. Registered users can submit deals they have found. Our team reviews every submission within ${SUBMISSION_REVIEW_HOURS} hours, checks that the price and discount are real, and publishes it if it passes.`,
  },
  {
    id: 'not-working',
    question: 'What if a deal does not work?',
    answer: `Prices can change quickly. If a deal no longer works, report it as not working and we will recheck it with the retailer and update or remove it. You can also write to ${CONTACT.supportEmail}.`,
  },
  {
    id: 'alerts',
    question: 'Can I get alerts for new deals?',
    answer:
      'Yes. Choose Subscribe at the top of any page and pick the categories you care about, such as electronics, fashion or travel, to hear about new deals in them.',
  },
  {
    id: 'offline',
    question: 'Can I use it on my phone or offline?',
    answer: `Yes. ${SITE_TITLE} can be installed on your phone or computer like an app. Once you have visited, the latest deals and your wishlist stay available even without a connection; prices refresh when you are back online.`,
  },
];

/** FAQPage structured data for search engines. */
export const faqJsonLd = (items: readonly FaqItem[]) => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: items.map((item) => ({
    '@type': 'Question',
    name: item.question,
    acceptedAnswer: { '@type': 'Answer', text: item.answer },
  })),
});
