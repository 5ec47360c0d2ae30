import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Accordion } from './accordion';

const ITEMS = [
  { id: 'one', title: 'First question', content: <p>First answer</p> },
  { id: 'two', title: 'Second question', content: <p>Second answer</p> },
];

/** The accordion inside a page that draws itself again on demand (a parent's state changing). */
function Page() {
  const [count, setCount] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setCount(count + 1)}>
        Redraw {count}
      </button>
      <Accordion items={ITEMS} name="questions" headingLevel={2} />
    </>
  );
}

const question = (name: string) => screen.getByRole('button', { name });
const isOpen = (name: string) => question(name).closest('details')!.open;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

describe('Accordion', () => {
  it('is drawn by the server as the app draws it, and leaves an answer opened before the app took over open', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    // Without script the browser toggles the disclosure itself.
    question('Second question').click();
    expect(isOpen('Second question')).toBe(true);

    const onRecoverableError = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, <Page />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(isOpen('Second question')).toBe(true);

    // The app drawing the page again does not take the browser's toggling back.
    await act(async () => question('Redraw 0').click());
    expect(screen.getByRole('button', { name: 'Redraw 1' })).toBeTruthy();
    expect(isOpen('Second question')).toBe(true);
    expect(isOpen('First question')).toBe(false);
  });

  it('names the group, carries each title in a heading of the level asked, and names each answer by it', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Accordion items={ITEMS} name="questions" headingLevel={3} />);
    document.body.append(container);
    for (const item of ITEMS) {
      expect(question(item.title).closest('details')!.getAttribute('name')).toBe('questions');
      expect(screen.getByRole('heading', { level: 3, name: item.title })).toBeTruthy();
    }
    expect(screen.getByRole('region', { name: 'First question' }).textContent).toBe('First answer');
  });
});
