import { afterEach, describe, expect, it, vi } from 'vitest';
import { appControlOf, startOnIntent } from './app-intent';

const page = (html: string) => {
  document.body.innerHTML = `<div id="root">${html}</div>`;
  return document.getElementById('root')!;
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('which controls need the app', () => {
  it('counts the app’s buttons and the fields of forms it sends, not links, summaries or GET forms', () => {
    const root = page(`
      <button>Save</button>
      <form><label>Name <input name="name"></label></form>
      <a href="/deals">Deals</a>
      <details><summary role="button">Menu</summary></details>
      <a role="tab" href="#reviews">Reviews</a>
      <button popovertarget="menu">Open menu</button>
      <form method="get" action="/search"><input name="q" aria-label="Search"><button>Search</button></form>
    `);
    const byText = (text: string) =>
      [...root.querySelectorAll<HTMLElement>('button, a, summary')].find(
        (node) => node.textContent === text,
      )!;
    expect(appControlOf(byText('Save'), root)).toBe(byText('Save'));
    expect(appControlOf(root.querySelector('input[name="name"]'), root)).not.toBeNull();
    expect(appControlOf(byText('Deals'), root)).toBeNull();
    expect(appControlOf(byText('Menu'), root)).toBeNull();
    expect(appControlOf(byText('Reviews'), root)).toBeNull();
    expect(appControlOf(byText('Open menu'), root)).toBeNull();
    expect(appControlOf(root.querySelector('input[name="q"]'), root)).toBeNull();
    expect(appControlOf(byText('Search'), root)).toBeNull();
  });

  it('ignores controls outside the page’s root', () => {
    const root = page('');
    const outside = document.createElement('button');
    document.body.append(outside);
    expect(appControlOf(outside, root)).toBeNull();
  });
});

describe('starting the app on intent', () => {
  it('starts once, at the first press on an app control, marking it busy in that task', () => {
    const root = page('<a href="/faq">FAQ</a><button>Save</button><button>Share</button>');
    const start = vi.fn();
    const settled = startOnIntent(root, start);
    const [save, share] = [...root.querySelectorAll('button')];

    root.querySelector('a')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(start).not.toHaveBeenCalled();

    save!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
    expect(save!.getAttribute('aria-busy')).toBe('true');

    share!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);

    settled();
    expect(save!.hasAttribute('aria-busy')).toBe(false);
  });

  it('starts when a field of a form the app sends takes the focus or a key', () => {
    const root = page('<form><textarea aria-label="Comment"></textarea></form>');
    const start = vi.fn();
    startOnIntent(root, start);
    root.querySelector('textarea')!.focus();
    expect(start).toHaveBeenCalledTimes(1);
  });
});
