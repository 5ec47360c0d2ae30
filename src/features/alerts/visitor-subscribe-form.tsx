// The Subscribe dialog for a visitor (no account): the categories, kept on this device as before, and how
// to hear about them: notifications on this device (its push subscription names the categories), a daily
// e-mail digest (confirmed by a mailed link: "check your inbox"), or both. Clearing every category turns
// this device's notifications off. Where the browser refuses notifications at Save, the digest is still
// sent and the categories kept; the dialog stays open to say so, with the notifications still chosen.

import { FormField } from '@components/form-field';
import { discardOutboxEntry } from '@lib/db/outbox-store';
import { loadSubscribedCategories, saveSubscribedCategories } from '@lib/db/settings-store';
import { keepAndAwait } from '@lib/outbox/await-outcome';
import { showToast } from '@lib/toast';
import { SUBSCRIBE_TEXTS, subscribeSaved } from '@shared/account/account-texts';
import {
  ALERT_FIELD_LABELS,
  PUSH_REFUSED_TEXTS,
  PUSH_TEXTS,
  type PushRefusal,
  VISITOR_ALERT_TEXTS,
} from '@shared/alerts/alert-texts';
import { emailDigestRequestSchema } from '@shared/alerts/alerts';
import { CATEGORIES, type CategorySlug, categoryName } from '@shared/deal/categories';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { AlertFieldset, CategoryChecks } from './alert-field';
import { queueEmailDigest } from './alert-requests';
import { PushChoice } from './push-choice';
import { type PushOutcome, turnOffPush, turnOnPush } from './push-setup';
import { usePushDevice } from './use-push-device';

type VisitorField = 'categories' | 'channels' | 'email' | 'push';
type VisitorErrors = Partial<Record<VisitorField, string>>;

const PUSH_PROBLEMS: Partial<Record<PushOutcome, string>> = {
  offline: PUSH_TEXTS.needsConnection,
  failed: PUSH_TEXTS.failed,
};

export function VisitorSubscribeForm({ onDone }: { onDone: () => void }) {
  // null until the saved choice has been read, so a fast click cannot overwrite it with nothing.
  const [chosen, setChosen] = useState<ReadonlySet<CategorySlug> | null>(null);
  const { device, setDevice, reread } = usePushDevice();
  // Notifications start ticked when this device already gets them, until the visitor ticks or unticks.
  const [pushChoice, setPush] = useState<boolean | null>(null);
  const push = pushChoice ?? device?.subscribed ?? false;
  const [digest, setDigest] = useState(false);
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<VisitorErrors>({});
  const [problem, setProblem] = useState('');
  // What a Save kept while this device's notifications were refused.
  const [saved, setSaved] = useState('');
  // The digest last asked for, so saving again once notifications are allowed mails no second link.
  const digestSent = useRef({ asked: '', said: '' });
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

  const ready = chosen !== null && device !== undefined;

  const toggle = (slug: CategorySlug) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(slug)) next.delete(slug);
      else next.add(slug);
      return next;
    });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!chosen || !device) return;
    // Keep the catalogue's order, whatever order the boxes were ticked in.
    const slugs = CATEGORIES.map((category) => category.slug).filter((slug) => chosen.has(slug));
    const found: VisitorErrors = {};
    if (slugs.length > 0 && !push && !digest) found.channels = VISITOR_ALERT_TEXTS.chooseChannel;
    if (digest) {
      const parsed = emailDigestRequestSchema.safeParse({ email, categories: slugs });
      for (const issue of parsed.success ? [] : parsed.error.issues) {
        const field = issue.path[0] === 'email' ? 'email' : 'categories';
        found[field] ??= issue.message;
      }
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    // From this click: the permission, if still to be asked, is asked within it.
    const pushing = push && slugs.length > 0 ? turnOnPush(slugs) : null;
    setSaving(true);
    setProblem('');
    setSaved('');
    try {
      let refusal: PushRefusal | null = null;
      if (pushing) {
        const outcome = await pushing;
        if (outcome !== 'on') {
          const state = await reread();
          if (outcome !== 'denied' && state.permission !== 'denied') {
            setErrors({ push: PUSH_PROBLEMS[outcome] ?? PUSH_PROBLEMS.failed });
            return;
          }
          // Refused: the box stays ticked (the visitor's choice, for when the browser allows it), the box's
          // note offers e-mail, and the dialog says how to allow notifications.
          refusal = state.permission === 'denied' ? 'blocked' : 'dismissed';
          setProblem(PUSH_REFUSED_TEXTS.visitor[refusal]);
          // Without the digest there is nothing to keep.
          if (!digest) return;
        }
      } else if (device.subscribed) {
        await turnOffPush().catch((error: unknown) =>
          console.error('Notifications could not be turned off:', error),
        );
      }
      await saveSubscribedCategories(slugs);
      let digestSaved = '';
      const digestAsked = `${email.trim()} ${slugs.join(',')}`;
      if (digest && slugs.length > 0 && digestSent.current.asked === digestAsked)
        digestSaved = digestSent.current.said;
      else if (digest && slugs.length > 0) {
        const result = await keepAndAwait('alert', () => queueEmailDigest(email.trim(), slugs));
        if (result.type === 'refused') {
          await discardOutboxEntry(result.id);
          setErrors({
            email: result.fields.email ?? (result.fields.categories ? undefined : result.reason),
            categories: result.fields.categories,
          });
          return;
        }
        digestSaved =
          result.type === 'sent'
            ? VISITOR_ALERT_TEXTS.checkInbox(email.trim())
            : VISITOR_ALERT_TEXTS.keptOffline;
        digestSent.current = { asked: digestAsked, said: digestSaved };
      }
      const categoriesSaved = subscribeSaved(slugs.map(categoryName));
      if (refusal) {
        // Said in the dialog, not in passing: only part of the choice is in place.
        setSaved([categoriesSaved, digestSaved].filter(Boolean).join(' '));
        return;
      }
      if (digestSaved) showToast('success', digestSaved);
      showToast('success', categoriesSaved);
      onDone();
    } catch {
      setProblem(SUBSCRIBE_TEXTS.saveFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="subscribe-form alert-form" noValidate onSubmit={onSubmit}>
      <p>{SUBSCRIBE_TEXTS.intro}</p>
      <AlertFieldset
        legend={SUBSCRIBE_TEXTS.legend}
        error={errors.categories}
        className="subscribe-form__choices"
      >
        {(control) => (
          <CategoryChecks
            control={control}
            isChosen={(slug) => chosen?.has(slug) ?? false}
            onToggle={toggle}
            disabled={!ready || saving}
          />
        )}
      </AlertFieldset>
      <AlertFieldset legend={ALERT_FIELD_LABELS.channels} error={errors.channels}>
        {(control) => (
          <>
            <PushChoice
              deviceOnly
              checked={push}
              onChange={setPush}
              device={device}
              onDeviceChange={setDevice}
              onUseEmail={() => {
                setPush(false);
                setDigest(true);
              }}
              error={errors.push}
              groupInvalid={Boolean(errors.channels)}
            />
            <label className="checkbox">
              <input
                type="checkbox"
                name="digest"
                checked={digest}
                onChange={(event) => setDigest(event.target.checked)}
                {...control}
              />
              {VISITOR_ALERT_TEXTS.emailDigest}
            </label>
            {digest ? (
              <FormField label={VISITOR_ALERT_TEXTS.emailAddress} error={errors.email}>
                {(field) => (
                  <input
                    {...field}
                    type="email"
                    name="email"
                    autoComplete="email"
                    value={email}
                    onChange={(event) => setEmail(event.target.value)}
                  />
                )}
              </FormField>
            ) : null}
          </>
        )}
      </AlertFieldset>
      <p className="subscribe-form__delivery">{SUBSCRIBE_TEXTS.delivery}</p>
      <p className="alert-status alert-status--success" role="status">
        {saved}
      </p>
      <p className="alert-status alert-status--error" role="alert">
        {problem}
      </p>
      <div className="subscribe-form__actions">
        <button type="button" className="btn btn--secondary" onClick={onDone}>
          {SUBSCRIBE_TEXTS.cancel}
        </button>
        <button type="submit" className="btn btn--primary" disabled={!ready || saving}>
          {SUBSCRIBE_TEXTS.save}
        </button>
      </div>
    </form>
  );
}
