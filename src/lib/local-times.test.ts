import { formatSyncTime } from '@shared/site/format-sync-time';
import { pricesAsOfText } from '@shared/site/pwa-texts';
import { afterEach, describe, expect, it } from 'vitest';
import {
  PRICES_AS_OF_ATTRIBUTE,
  WRITTEN_TIME_ATTRIBUTE,
  writeLocalTimesHere,
  writtenTimeText,
} from './local-times';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('Prices as of, in the shopper’s time zone', () => {
  it('rewrites each marked time from its dateTime, and leaves others and unreadable ones alone', () => {
    const at = '2026-11-25T09:30:00.000Z';
    document.body.innerHTML = `
      <p><time datetime="${at}" ${PRICES_AS_OF_ATTRIBUTE}>Prices as of 9:30 AM (the server's zone)</time></p>
      <p><time datetime="${at}">Posted on Nov 25</time></p>
      <p><time datetime="not a date" ${PRICES_AS_OF_ATTRIBUTE}>Prices as of whenever</time></p>`;
    writeLocalTimesHere(document.body);
    const texts = [...document.querySelectorAll('time')].map((time) => time.textContent);
    expect(texts).toEqual([
      pricesAsOfText(formatSyncTime(new Date(at), new Date(at))),
      'Posted on Nov 25',
      'Prices as of whenever',
    ]);
  });
});

describe('the moments WrittenTime wrote, in the shopper’s time zone', () => {
  it('rewrites each marked time in its form, the server’s UTC mark gone', () => {
    const at = '2026-11-25T23:30:00.000Z';
    document.body.innerHTML = `
      <p><time datetime="${at}" ${WRITTEN_TIME_ATTRIBUTE}="date-time">Nov 25, 2026, 11:30 PM UTC</time></p>
      <p><time datetime="${at}" ${WRITTEN_TIME_ATTRIBUTE}="date">Nov 25, 2026</time></p>
      <p><time datetime="${at}" ${WRITTEN_TIME_ATTRIBUTE}="weekday">Wednesday</time></p>`;
    writeLocalTimesHere(document.body);
    const texts = [...document.querySelectorAll('time')].map((time) => time.textContent);
    expect(texts).toEqual([
      writtenTimeText(new Date(at), 'date-time', 'local'),
      writtenTimeText(new Date(at), 'date', 'local'),
      'Wednesday',
    ]);
    expect(texts[0]).not.toMatch(/UTC$/);
  });

  it('says when a time of day is on UTC’s clock, and leaves a day unmarked', () => {
    const at = new Date('2026-11-25T23:30:00.000Z');
    expect(writtenTimeText(at, 'date-time', 'utc')).toBe('Nov 25, 2026, 11:30 PM UTC');
    expect(writtenTimeText(at, 'date', 'utc')).toBe('Nov 25, 2026');
  });
});
