import { Modal } from '@components/modal';
import { loadSubscribedCategories, saveSubscribedCategories } from '@lib/db/settings-store';
import { showToast } from '@lib/toast';
import { SUBSCRIBE_TEXTS, subscribeSaved } from '@shared/account-texts';
import { CATEGORIES, type CategorySlug, categoryName } from '@shared/categories';
import { type FormEvent, useEffect, useState } from 'react';
import './account.css';

interface SubscribeDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The deal alert choice: which categories to hear about, kept on this device. */
export function SubscribeDialog({ open, onClose }: SubscribeDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title={SUBSCRIBE_TEXTS.title}>
      <SubscribeChoice onDone={onClose} />
    </Modal>
  );
}

function SubscribeChoice({ onDone }: { onDone: () => void }) {
  // null until the saved choice has been read, so a fast click cannot overwrite it with nothing.
  const [chosen, setChosen] = useState<ReadonlySet<CategorySlug> | null>(null);
  const [problem, setProblem] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let active = true;
    loadSubscribedCategories().then(
      (slugs) => active && setChosen(new Set(slugs)),
      () => {
        if (!active) return;
        setChosen(new Set());
        setProblem(SUBSCRIBE_TEXTS.loadFailed);
      },
    );
    return () => {
      active = false;
    };
  }, []);

  const toggle = (slug: CategorySlug) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(slug)) next.delete(slug);
      else next.add(slug);
      return next;
    });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!chosen) return;
    // Keep the catalogue's order, whatever order the boxes were ticked in.
    const slugs = CATEGORIES.map((category) => category.slug).filter((slug) => chosen.has(slug));
    setSaving(true);
    try {
      await saveSubscribedCategories(slugs);
      showToast('success', subscribeSaved(slugs.map(categoryName)));
      onDone();
    } catch {
      setProblem(SUBSCRIBE_TEXTS.saveFailed);
      setSaving(false);
    }
  };

  return (
    <form className="subscribe-form" onSubmit={onSubmit}>
      <p>{SUBSCRIBE_TEXTS.intro}</p>
      <fieldset className="subscribe-form__choices" disabled={!chosen || saving}>
        <legend>{SUBSCRIBE_TEXTS.legend}</legend>
        {CATEGORIES.map((category) => (
          <label key={category.slug} className="account-form__check">
            <input
              type="checkbox"
              name="categories"
              value={category.slug}
              checked={chosen?.has(category.slug) ?? false}
              onChange={() => toggle(category.slug)}
            />
            {category.name}
          </label>
        ))}
      </fieldset>
      <p className="subscribe-form__delivery">{SUBSCRIBE_TEXTS.delivery}</p>
      <p className="account-notice account-notice--error" role="alert">
        {problem}
      </p>
      <div className="subscribe-form__actions">
        <button type="button" className="btn btn--secondary" onClick={onDone}>
          {SUBSCRIBE_TEXTS.cancel}
        </button>
        <button type="submit" className="btn btn--primary" disabled={!chosen || saving}>
          {SUBSCRIBE_TEXTS.save}
        </button>
      </div>
    </form>
  );
}
