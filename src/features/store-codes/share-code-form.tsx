import { FormField } from '@components/form-field';
import { paths } from '@config/paths';
import { memberAtom } from '@lib/member/member-state';
import { keepAndAwait } from '@lib/outbox/await-outcome';
import { queueWrite } from '@lib/outbox/outbox';
import { couponInputSchema } from '@shared/store/coupon-input';
import { COUPON_SUBMISSION_API } from '@shared/store/coupon-submission';
import type { StoreEntry } from '@shared/store/store';
import { SHARE_CODE_TEXTS as TEXTS } from '@shared/store/store-texts';
import { useAtomValue } from 'jotai';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';

type Fields = 'code' | 'title' | 'terms' | 'endsAt';

/**
 * A member sends the store a code: checked here as the server checks it, kept in the outbox (sent once,
 * kept while offline), then it waits for a moderator. A visitor is offered to sign in first.
 */
export function ShareCodeForm({ store }: { store: StoreEntry }) {
  const member = useAtomValue(memberAtom);
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  if (!member) {
    return (
      <p>
        <Link to={`${paths.login}?next=${encodeURIComponent(paths.store(store.slug))}`}>{TEXTS.signIn}</Link>
      </p>
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const ends = String(data.get('endsAt') ?? '');
    const parsed = couponInputSchema.safeParse({
      code: data.get('code'),
      title: data.get('title'),
      terms: data.get('terms'),
      // The last day counts whole, in the shopper's own time.
      endsAt: ends ? new Date(`${ends}T23:59:59`).toISOString() : null,
    });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await keepAndAwait('coupon', () =>
      queueWrite({
        kind: 'coupon',
        payload: {
          action: 'submit',
          storeSlug: store.slug,
          code: parsed.data.code,
          title: parsed.data.title,
        },
        request: {
          url: new URL(COUPON_SUBMISSION_API.submit(store.slug), location.origin).href,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(parsed.data),
        },
      }),
    );
    setBusy(false);
    if (result.type === 'refused') {
      setErrors(result.fields as Partial<Record<Fields, string>>);
      setOutcome({ ok: false, text: result.reason });
      return;
    }
    form.reset();
    setOutcome({ ok: true, text: result.type === 'sent' ? TEXTS.sent : TEXTS.kept });
  }

  return (
    <details className="share-code">
      <summary>{TEXTS.heading}</summary>
      <form onSubmit={submit} noValidate>
        <FormField label={TEXTS.code} hint={TEXTS.codeHint} error={errors.code}>
          {(control) => <input {...control} name="code" maxLength={40} autoComplete="off" />}
        </FormField>
        <FormField label={TEXTS.title} hint={TEXTS.titleHint} error={errors.title}>
          {(control) => <input {...control} name="title" maxLength={160} required />}
        </FormField>
        <FormField label={TEXTS.terms} error={errors.terms}>
          {(control) => <textarea {...control} name="terms" maxLength={1000} rows={2} />}
        </FormField>
        <FormField label={TEXTS.ends} error={errors.endsAt}>
          {(control) => <input {...control} name="endsAt" type="date" />}
        </FormField>
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {TEXTS.submit}
        </button>
        {outcome ? <p role={outcome.ok ? 'status' : 'alert'}>{outcome.text}</p> : null}
      </form>
    </details>
  );
}
