import type { AlertRule } from '@shared/alerts/alerts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearAccountData } from './account-store';
import {
  applyAlertRuleAnswer,
  noteUnseenAlerts,
  readAlertRules,
  saveAlertRules,
  takeUnseenAlerts,
} from './alert-store';
import { db } from './database';

const rule = (id: string, overrides: Partial<AlertRule> = {}): AlertRule => ({
  id,
  name: '',
  categories: ['electronics'],
  keywords: [],
  stores: [],
  maxPrice: null,
  minDiscount: null,
  minTemperature: null,
  email: true,
  push: true,
  delivery: 'immediate',
  quietHours: null,
  timeZone: 'Europe/Berlin',
  dailyCap: 10,
  paused: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

afterEach(async () => {
  vi.restoreAllMocks();
  await db.settings.clear();
});

describe('the alert rules kept on this device', () => {
  it('keeps the member’s rules as fetched, and only for that member', async () => {
    await saveAlertRules('m1', [rule('a'), rule('b')], 42);
    expect(await readAlertRules('m1')).toEqual({
      memberId: 'm1',
      rules: [rule('a'), rule('b')],
      fetchedAt: 42,
    });
    expect(await readAlertRules('m2')).toBeNull();
  });

  it('drops a kept rule that no longer parses and keeps the rest', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await db.settings.put({
      key: 'alertRules',
      value: { memberId: 'm1', rules: [rule('a'), { id: 'broken', categories: ['no-such'] }], fetchedAt: 1 },
    });
    expect((await readAlertRules('m1'))?.rules).toEqual([rule('a')]);
  });

  it('takes in the server’s answer to a write: a changed rule, a new one, a deleted one', async () => {
    await saveAlertRules('m1', [rule('a'), rule('b')], 42);
    await applyAlertRuleAnswer('m1', { rule: rule('a', { paused: true }) });
    await applyAlertRuleAnswer('m1', { rule: rule('c') });
    await applyAlertRuleAnswer('m1', { removedId: 'b' });
    const kept = await readAlertRules('m1');
    expect(kept?.rules.map((each) => [each.id, each.paused])).toEqual([
      ['a', true],
      ['c', false],
    ]);
    expect(kept?.fetchedAt).toBe(42);
  });

  it('forgets the rules when the account is forgotten on this device', async () => {
    await saveAlertRules('m1', [rule('a')]);
    await clearAccountData();
    expect(await readAlertRules('m1')).toBeNull();
  });
});

describe('the alerts waiting to be seen', () => {
  it('hands the count over once, then none', async () => {
    expect(await takeUnseenAlerts()).toBe(0);
    await noteUnseenAlerts(3);
    expect(await takeUnseenAlerts()).toBe(3);
    expect(await takeUnseenAlerts()).toBe(0);
  });
});
