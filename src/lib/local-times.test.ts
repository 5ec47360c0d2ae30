import { formatSyncTime } from '@shared/site/format-sync-time';
import { pricesAsOfText } from '@shared/site/pwa-texts';
import { afterEach, describe, expect, it } from 'vitest';
import { PRICES_AS_OF_ATTRIBUTE, writePricesAsOfHere } from './local-times';

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
    writePricesAsOfHere(document.body);
    const texts = [...document.querySelectorAll('time')].map((time) => time.textContent);
    expect(texts).toEqual([
      pricesAsOfText(formatSyncTime(new Date(at), new Date(at))),
      'Posted on Nov 25',
      'Prices as of whenever',
    ]);
  });
});
