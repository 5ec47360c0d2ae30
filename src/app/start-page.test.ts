import { describe, expect, it } from 'vitest';
import { dealIdOfPage } from './start-page';

describe('the deal whose page is open', () => {
  it('is read from a deal page’s address, and only from one', () => {
    expect(dealIdOfPage('/deal/42')).toBe('42');
    expect(dealIdOfPage('/deal/sample%20one/')).toBe('sample one');
    expect(dealIdOfPage('/deals/electronics')).toBeUndefined();
    expect(dealIdOfPage('/deal/42/reviews')).toBeUndefined();
    expect(dealIdOfPage('/deal/%E0%A4%A')).toBeUndefined();
  });
});
