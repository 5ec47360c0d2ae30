import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUBMIT_ON_CHANGE_ATTRIBUTE, submitOnChange } from './submit-on-change';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a GET form that submits on change', () => {
  it('submits when its field changes before the app is there, and not once the app is coming', () => {
    document.body.innerHTML = `<div id="root"><form method="get" ${SUBMIT_ON_CHANGE_ATTRIBUTE}>
      <select name="sort" aria-label="Sort"><option>newest</option><option>price-asc</option></select></form>
      <form method="get"><select name="other" aria-label="Other"><option>a</option></select></form></div>`;
    const root = document.getElementById('root')!;
    let starting = false;
    submitOnChange(root, () => starting);
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.addEventListener('submit', submitted);
    const change = (name: string) =>
      root.querySelector(`select[name="${name}"]`)!.dispatchEvent(new Event('change', { bubbles: true }));

    change('sort');
    expect(submitted).toHaveBeenCalledTimes(1);
    change('other');
    expect(submitted).toHaveBeenCalledTimes(1);
    starting = true;
    change('sort');
    expect(submitted).toHaveBeenCalledTimes(1);
    document.removeEventListener('submit', submitted);
  });
});
