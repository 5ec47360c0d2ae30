import { type FormEvent, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTasks } from '../../tests/support/next-tasks';
import { holdEarlyInteractions } from './early-interactions';

// What a member types into a drawn page before the app has taken it over reaches the app with the held
// submission: React takes a controlled field over with the app's own (empty) state.

function CommentForm({ onPost }: { onPost: (text: string, rating: string) => void }) {
  const [text, setText] = useState('');
  const [rating, setRating] = useState('5');
  const post = (event: FormEvent) => {
    event.preventDefault();
    onPost(text, rating);
  };
  return (
    <form onSubmit={post}>
      <label>
        Your comment
        <textarea value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <select aria-label="Rating" value={rating} onChange={(event) => setRating(event.target.value)}>
        <option value="5">5</option>
        <option value="3">3</option>
      </select>
      <button type="submit">Post comment</button>
    </form>
  );
}

/** Types into a field as a browser does: the value changes, then an input (and for a list, change) event. */
function type(field: HTMLTextAreaElement | HTMLSelectElement, value: string) {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

let root: Root | null = null;
afterEach(() => {
  root?.unmount();
  root = null;
  document.body.innerHTML = '';
});

describe('holdEarlyInteractions, with React taking the page over', () => {
  it('gives the app what was typed before it took the form over, then replays the submission', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<CommentForm onPost={() => {}} />);
    document.body.append(container);
    const release = holdEarlyInteractions(container);
    type(container.querySelector('textarea')!, 'Still on today');
    type(container.querySelector('select')!, '3');
    container.querySelector('form')!.requestSubmit();

    const onPost = vi.fn();
    root = hydrateRoot(container, <CommentForm onPost={onPost} />);
    await nextTasks(3);
    expect(onPost).not.toHaveBeenCalled();
    release();
    await nextTasks(3);
    expect(onPost).toHaveBeenCalledTimes(1);
    expect(onPost).toHaveBeenCalledWith('Still on today', '3');
    expect(container.querySelector('textarea')!.value).toBe('Still on today');
  });
});
