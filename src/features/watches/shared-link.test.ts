import { describe, expect, it } from 'vitest';
import { linkFromParams } from './shared-link';

const link = (query: Record<string, string>) => linkFromParams(new URLSearchParams(query));

describe('the link /watch opens with', () => {
  it('is ?url= as given (the header’s field)', () => {
    expect(link({ url: ' https://shop.example/p/1?size=m ' })).toBe('https://shop.example/p/1?size=m');
  });

  it('is the first http(s) link of a shared text, without the punctuation after it', () => {
    expect(link({ text: 'Look: https://shop.example/p/1, and http://other.example/x too!' })).toBe(
      'https://shop.example/p/1',
    );
  });

  it('is a link in the shared title when the text has none', () => {
    expect(link({ title: 'Kettle https://shop.example/p/2', text: 'so shiny' })).toBe(
      'https://shop.example/p/2',
    );
  });

  it('is the link inside a ?url= that holds words too', () => {
    expect(link({ url: 'Kettle https://shop.example/p/3' })).toBe('https://shop.example/p/3');
  });

  it('is empty without one', () => {
    expect(link({})).toBe('');
    expect(link({ text: 'no link here', title: 'javascript:alert(1)' })).toBe('');
  });
});
