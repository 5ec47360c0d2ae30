import { holdEarlyInteractions } from '@lib/early-interactions';
import { type FormEvent, use } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { nextTasks } from '../../../tests/support/next-tasks';
import { FIRST_RENDER_MARK, FirstRenderContext } from '../first-render-mark';
import { RouteContent } from './route-content';

// A page the server drew, taken over the way src/main.tsx does it: clicks and submissions made before the
// app is in charge are held, and replayed once FirstRenderMark reports the first render.

let screenCodeLoaded: Promise<void> | null = null;

/** A sign-in screen whose code is still on its way in the browser (a cold cache). */
function SignInScreen({ onSignIn }: { onSignIn: () => void }) {
  if (screenCodeLoaded) use(screenCodeLoaded);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSignIn();
  };
  return (
    <form onSubmit={submit}>
      <input name="email" defaultValue="ann@example.com" />
      <button type="submit">Sign In</button>
    </form>
  );
}

function Page({ onSignIn }: { onSignIn: () => void }) {
  return (
    <div>
      <header>Header</header>
      <RouteContent>
        <SignInScreen onSignIn={onSignIn} />
      </RouteContent>
    </div>
  );
}

let root: Root | null = null;
afterEach(() => {
  root?.unmount();
  root = null;
  document.body.innerHTML = '';
  performance.clearMarks(FIRST_RENDER_MARK);
  screenCodeLoaded = null;
});

describe('RouteContent', () => {
  it('reports the first render only once the screen is taken over, so a held sign-in reaches the app', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page onSignIn={() => {}} />);
    document.body.append(container);
    const release = holdEarlyInteractions(container);
    // The shopper signs in before the app has loaded.
    const form = container.querySelector('form')!;
    const submittedByBrowser = vi.fn();
    // Seen last, on the way back up from the app's root: a submission nobody prevented is the browser's.
    const observeSubmit = (event: Event) => {
      if (!event.defaultPrevented) submittedByBrowser();
      event.preventDefault(); // keeps the test's page where it is
    };
    document.addEventListener('submit', observeSubmit);
    onTestFinished(() => document.removeEventListener('submit', observeSubmit));
    form.requestSubmit();

    let finishLoading = () => {};
    screenCodeLoaded = new Promise((resolve) => {
      finishLoading = resolve;
    });
    const signIn = vi.fn();
    const firstRender = vi.fn(() => setTimeout(release, 0));
    root = hydrateRoot(
      container,
      <FirstRenderContext.Provider value={firstRender}>
        <Page onSignIn={signIn} />
      </FirstRenderContext.Provider>,
    );
    await nextTasks(20);
    // The page around the screen is taken over, the screen is not: nothing is replayed into it yet.
    expect(firstRender).not.toHaveBeenCalled();
    expect(submittedByBrowser).not.toHaveBeenCalled();

    finishLoading();
    await vi.waitFor(() => expect(signIn).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(firstRender).toHaveBeenCalledTimes(1);
    expect(submittedByBrowser).not.toHaveBeenCalled();
    expect(container.querySelector('form')).toBe(form);
  });

  it('marks the first render once for benchmarks, whatever renders after it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page onSignIn={() => {}} />);
    document.body.append(container);
    const firstRender = vi.fn();
    root = hydrateRoot(
      container,
      <FirstRenderContext.Provider value={firstRender}>
        <Page onSignIn={() => {}} />
      </FirstRenderContext.Provider>,
    );
    await vi.waitFor(() => expect(firstRender).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    root.render(
      <FirstRenderContext.Provider value={() => firstRender()}>
        <Page onSignIn={() => {}} />
      </FirstRenderContext.Provider>,
    );
    await nextTasks(5);
    expect(firstRender).toHaveBeenCalledTimes(1);
    expect(performance.getEntriesByName(FIRST_RENDER_MARK)).toHaveLength(1);
  });
});
