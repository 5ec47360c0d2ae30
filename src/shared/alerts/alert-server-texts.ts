// What the server's alert routes answer with, for the member or visitor to read. Apart from alert-texts.ts,
// which the service worker and the screens load without zod: these quote the rules' limits from alerts.ts.
import { ALERT_LIMITS } from './alerts';

export const ALERT_MESSAGES = {
  invalid: 'Please check these fields: ',
  tooManyRules: `You can keep up to ${ALERT_LIMITS.rulesPerMember} alerts. Delete one to add another.`,
  ruleNotFound: 'This alert does not exist (any more).',
  unknownStore: (slug: string) =>
    `There is no store “${slug}” to follow. Choose a store from its page and follow it there.`,
  pushServiceRefused: 'This browser’s push service is not one we send to.',
  visitorCategories: 'Choose at least one category to be alerted about.',
  digestRequested: 'Check your inbox: the digest starts once you open the link we sent.',
  badToken: 'This link is not valid (any more). Use the link in the latest mail.',
  subscriptionNotFound: 'This device is not subscribed.',
} as const;
