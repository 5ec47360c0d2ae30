import { describe, expect, it } from 'vitest';
import { sharedFields } from './share-target';

describe('sharedFields', () => {
  it('takes the link, title and store from a share', () => {
    expect(
      sharedFields(new URLSearchParams({ url: 'https://www.shop.example/p/1', title: 'Kettle', text: '' })),
    ).toEqual({ link: 'https://www.shop.example/p/1', store: 'shop.example', title: 'Kettle' });
  });

  it('finds the link inside the text when url is empty, keeping the rest as the description', () => {
    expect(
      sharedFields(new URLSearchParams({ title: 'Deal', text: 'Half price today https://shop.example/p/2' })),
    ).toEqual({
      link: 'https://shop.example/p/2',
      store: 'shop.example',
      title: 'Deal',
      description: 'Half price today',
    });
  });

  it('is null for a page not opened by a share', () => {
    expect(sharedFields(new URLSearchParams())).toBeNull();
  });
});
