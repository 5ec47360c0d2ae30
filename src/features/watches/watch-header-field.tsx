// "Watch this product" in the header's member menu: a plain GET form to /watch (?url=…), so it works on a
// page the server drew before any script, and without script at all. Once the app runs it goes there in
// place, and the menu closes.
import { paths } from '@config/paths';
import { WATCH_LINK_PARAMS } from '@shared/watch/watch';
import { WATCH_TEXTS } from '@shared/watch/watch-texts';
import { type FormEvent, useId } from 'react';
import { useNavigate } from 'react-router-dom';
import './watch-header-field.css';

export function WatchHeaderField({ onDone }: { onDone?: () => void }) {
  const id = useId();
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const link = String(new FormData(event.currentTarget).get(WATCH_LINK_PARAMS.url) ?? '');
    onDone?.();
    navigate(paths.watchProduct(link));
  };
  return (
    <form className="watch-field" action={paths.watch} method="get" onSubmit={submit}>
      <label className="watch-field__label" htmlFor={id}>
        {WATCH_TEXTS.headerField}
      </label>
      <div className="watch-field__row">
        <input
          id={id}
          className="watch-field__input"
          type="url"
          name={WATCH_LINK_PARAMS.url}
          inputMode="url"
          autoComplete="off"
          required
          placeholder={WATCH_TEXTS.linkPlaceholder}
        />
        <button type="submit" className="btn btn--secondary btn--small">
          {WATCH_TEXTS.headerButton}
        </button>
      </div>
    </form>
  );
}
