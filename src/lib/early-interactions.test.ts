import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getFormAddress,
  holdEarlyInteractions,
  NEEDS_CONNECTION_ATTRIBUTE,
  UNKNOWN_STATE_ATTRIBUTE,
} from './early-interactions';

function page() {
  const root = document.createElement('div');
  root.innerHTML = `
    <button type="button">Save</button>
    <a href="/about">About</a>
    <a href="/go/deal-1" target="_blank" ${NEEDS_CONNECTION_ATTRIBUTE}>Get This Deal</a>`;
  document.body.append(root);
  return root;
}

/** Clicks `element`; true when the click was left to the browser (nothing held it). */
function click(element: Element): boolean {
  let leftToBrowser = false;
  // Seen last, on the way back up: record whether the hold took it, then keep the test page in place.
  const observe = (event: Event) => {
    leftToBrowser = !event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', observe);
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  document.removeEventListener('click', observe);
  return leftToBrowser;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('holdEarlyInteractions', () => {
  it('holds a button click until the app is in charge, then replays it', () => {
    const root = page();
    const button = root.querySelector('button')!;
    const release = holdEarlyInteractions(root);
    expect(click(button)).toBe(false);
    const replayed = vi.fn();
    button.addEventListener('click', replayed);
    release();
    expect(replayed).toHaveBeenCalledTimes(1);
  });

  it('leaves plain links to the browser', () => {
    const root = page();
    holdEarlyInteractions(root);
    expect(click(root.querySelector('a[href="/about"]')!)).toBe(true);
  });

  it('offline, holds a link that needs the connection, so the app can say why it cannot open', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const root = page();
    const link = root.querySelector(`a[${NEEDS_CONNECTION_ATTRIBUTE}]`)!;
    const release = holdEarlyInteractions(root);
    expect(click(link)).toBe(false);
    const replayed = vi.fn((event: Event) => event.preventDefault());
    link.addEventListener('click', replayed);
    release();
    expect(replayed).toHaveBeenCalledTimes(1);
  });

  it('online, lets that link open its new tab at once', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const root = page();
    holdEarlyInteractions(root);
    expect(click(root.querySelector(`a[${NEEDS_CONNECTION_ATTRIBUTE}]`)!)).toBe(true);
  });

  it('starts the app when it holds something, and leaves a GET form to the browser until the app is coming', () => {
    const root = page();
    root.insertAdjacentHTML('beforeend', '<form method="get" action="/search"><input name="q"></form>');
    const startApp = vi.fn();
    let starting = false;
    holdEarlyInteractions(root, { startApp, isAppStarting: () => starting });
    const submit = () => {
      const event = new SubmitEvent('submit', { bubbles: true, cancelable: true });
      root.querySelector('form')!.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    // Sent to the server's page, by the entry rather than the browser (to write its address as the app does).
    submit();
    expect(assign).toHaveBeenCalledWith('/search?q=');
    expect(startApp).not.toHaveBeenCalled();
    click(root.querySelector('button')!);
    expect(startApp).toHaveBeenCalledTimes(1);
    starting = true;
    expect(submit()).toBe(true);
  });

  it('drops a press on a toggle drawn before its state was known when it turns out to be on already', () => {
    const root = page();
    const heart = root.querySelector('button')!;
    heart.setAttribute(UNKNOWN_STATE_ATTRIBUTE, '');
    const release = holdEarlyInteractions(root);
    expect(click(heart)).toBe(false);
    const replayed = vi.fn();
    heart.addEventListener('click', replayed);
    // The app took over and read the state: saved.
    heart.removeAttribute(UNKNOWN_STATE_ATTRIBUTE);
    heart.setAttribute('aria-pressed', 'true');
    release();
    expect(replayed).not.toHaveBeenCalled();
  });

  it('writes a GET form’s address as the app’s links do', () => {
    document.body.innerHTML =
      '<form method="get" action="/search"><input name="q" value="wireless headphones &amp; more"></form>';
    expect(getFormAddress(document.querySelector('form')!)).toBe(
      '/search?q=wireless%20headphones%20%26%20more',
    );
  });

  it('replays what happened in its order: a button pressed, then a choice made', () => {
    const root = page();
    root.insertAdjacentHTML(
      'beforeend',
      '<select aria-label="Sort"><option>a</option><option>b</option></select>',
    );
    const [button, select] = [root.querySelector('button')!, root.querySelector('select')!];
    const release = holdEarlyInteractions(root);
    click(button);
    select.value = 'b';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    const seen: string[] = [];
    button.addEventListener('click', () => seen.push('pressed'));
    select.addEventListener('change', () => seen.push(`chose ${select.value}`));
    release();
    expect(seen).toEqual(['pressed', 'chose b']);
  });
});
