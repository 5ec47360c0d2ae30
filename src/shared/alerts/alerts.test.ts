import { describe, expect, it } from 'vitest';
import { PAGES } from '../site/pages';
import { describeDelivery, describeRule, describeStores, storeNameFromSlug } from './alert-texts';
import {
  ALERT_API,
  ALERT_LIMITS,
  ALERT_PAGES,
  alertFieldErrors,
  alertRuleInputSchema,
  emailDigestRequestSchema,
  withAlertToken,
} from './alerts';

describe('the alert pages', () => {
  it('are the pages of the site’s page table, for people only', () => {
    expect(PAGES.accountAlerts.path).toBe(ALERT_PAGES.account);
    expect(PAGES.alertsConfirm.path).toBe(ALERT_PAGES.confirm);
    expect(PAGES.unsubscribe.path).toBe(ALERT_PAGES.unsubscribe);
    for (const page of [PAGES.accountAlerts, PAGES.alertsConfirm, PAGES.unsubscribe])
      expect(page.noindex).toBe(true);
  });

  it('call the API with the mailed link’s token, encoded', () => {
    expect(withAlertToken(ALERT_API.unsubscribe, 'a+b/c')).toBe('/api/alerts/unsubscribe?token=a%2Bb%2Fc');
  });
});

describe('a rule in words', () => {
  const rule = {
    name: '',
    categories: ['home-garden', 'travel'],
    keywords: ['air fryer'],
    maxPrice: 50,
    minDiscount: 30,
    minTemperature: 100,
    email: true,
    push: true,
    delivery: 'hourly' as const,
    quietHours: { start: '22:00', end: '07:00' },
    timeZone: 'Europe/Berlin',
    dailyCap: 5,
  };

  it('says what it matches, or goes by its name', () => {
    expect(describeRule(rule)).toBe(
      'Home & Garden, Travel · “air fryer” · up to $50 · 30% off or more · 100° or hotter',
    );
    expect(describeRule({ ...rule, name: '  Kitchen  ' })).toBe('Kitchen');
  });

  it('names the stores it follows first, by their names where known, else as their addresses read', () => {
    const follow = {
      ...rule,
      categories: [],
      keywords: [],
      maxPrice: null,
      minDiscount: null,
      minTemperature: null,
    };
    expect(describeRule({ ...follow, stores: ['best-buy'] })).toBe('Store: Best Buy');
    expect(describeRule({ ...rule, stores: ['best-buy'] })).toMatch(
      /^Store: Best Buy · Home & Garden, Travel · /,
    );
    const names = (slug: string) => (slug === 'bhphoto' ? 'B&H Photo' : undefined);
    expect(describeStores(['bhphoto', 'barnes-and-noble'], names)).toBe(
      'Stores: B&H Photo, Barnes and Noble',
    );
    expect(describeStores([])).toBe('');
    expect(storeNameFromSlug('the-home-depot-2')).toBe('The Home Depot 2');
  });

  it('says how and when its alerts come', () => {
    expect(describeDelivery(rule)).toBe(
      'Hourly digest by e-mail and notifications, at most 5 a day, quiet 22:00–07:00 (Europe/Berlin)',
    );
    expect(describeDelivery({ ...rule, email: false, quietHours: null, delivery: 'immediate' })).toBe(
      'At once by notifications, at most 5 a day',
    );
  });
});

describe('a rule that could never match', () => {
  const refusal = (rule: object) => {
    const parsed = alertRuleInputSchema.safeParse(rule);
    return parsed.success ? {} : alertFieldErrors(parsed.error);
  };

  it('is refused when a keyword has no word the search could find, naming the keyword', () => {
    expect(refusal({ keywords: ['!!!'] })).toEqual({
      keywords: 'A keyword needs a letter or a digit: “!!!” could match no deal.',
    });
    expect(refusal({ categories: ['books'], keywords: ['lamp', ' -- / '] })).toEqual({
      keywords: 'A keyword needs a letter or a digit: “-- /” could match no deal.',
    });
    // Words in any script, and digits, are searchable.
    expect(refusal({ keywords: ['Café', 'ノート', '4K', 'C++'] })).toEqual({});
  });

  it('is refused for a price of 0 or less, a discount outside 1–99 %, and no condition at all', () => {
    expect(refusal({ maxPrice: -1 })).toEqual({
      maxPrice: 'A maximum price must be above 0, or no deal could match.',
    });
    expect(refusal({ maxPrice: 0 }).maxPrice).toBeDefined();
    expect(refusal({ minDiscount: 101 })).toEqual({
      minDiscount: 'A minimum discount is between 1 and 99 %.',
    });
    expect(refusal({ minDiscount: 100 }).minDiscount).toBeDefined();
    expect(refusal({ categories: [] })).toEqual({
      categories: 'Choose at least one category, keyword, price, discount or temperature.',
    });
  });

  it('takes a store alone as a condition, named by its address, up to the limit', () => {
    const parsed = alertRuleInputSchema.safeParse({ stores: ['best-buy'] });
    expect(parsed.success && parsed.data.stores).toEqual(['best-buy']);
    expect(alertRuleInputSchema.parse({ categories: ['books'] }).stores).toEqual([]);
    expect(refusal({ stores: ['Best Buy'] })).toEqual({
      stores: 'A store is named by its address, for example best-buy.',
    });
    expect(refusal({ stores: ['x'.repeat(81)] }).stores).toBeDefined();
    const many = Array.from({ length: ALERT_LIMITS.storesPerRule + 1 }, (_, index) => `store-${index}`);
    expect(refusal({ stores: many })).toEqual({
      stores: `A rule can follow up to ${ALERT_LIMITS.storesPerRule} stores.`,
    });
    expect(refusal({ stores: [] })).toEqual({
      categories: 'Choose at least one category, keyword, price, discount or temperature.',
    });
  });

  it('is refused for a visitor digest without a category', () => {
    const parsed = emailDigestRequestSchema.safeParse({ email: 'ana@example.com', categories: [] });
    expect(parsed.success ? {} : alertFieldErrors(parsed.error)).toEqual({
      categories: 'Choose at least one category.',
    });
  });
});
