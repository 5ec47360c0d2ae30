// /watch: a member pastes a shop's product link (or arrives with one: the header's field, the share
// target), the server reads the page and the page shows what it read, or why it could not, in words; then
// the member chooses what to be told about and watches it, landing on /account/watches. Reading and watching
// need the network there and then (the server reads the shop's page): offline the page says so.
import { FormField } from '@components/form-field';
import { paths } from '@config/paths';
import type { ApiCallError } from '@lib/api-client';
import { memberAtom } from '@lib/member/member-state';
import { useOnlineStatus } from '@lib/online-status';
import { showToast } from '@lib/toast';
import { DEFAULT_WATCH_RULES } from '@shared/watch/watch';
import { WATCH_FIELD_ERRORS } from '@shared/watch/watch-requests';
import { WATCH_TEXTS } from '@shared/watch/watch-texts';
import { useAtomValue } from 'jotai';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ProductFacts } from './product-facts';
import { RuleFields } from './rule-fields';
import { type RuleErrors, rulesOfValues, valuesOfRules } from './rule-values';
import { linkFromParams } from './shared-link';
import type { ProductPreview } from './watch-answers';
import { createWatch, keepWatchAnswer, readProductPage } from './watch-api';
import './watches.css';

export function WatchScreen() {
  const member = useAtomValue(memberAtom);
  const location = useLocation();
  if (!member) {
    return (
      <div className="watch-signin card">
        <p>{WATCH_TEXTS.signInToWatch}</p>
        <Link
          className="btn btn--primary"
          to={`${paths.login}?next=${encodeURIComponent(`${location.pathname}${location.search}`)}`}
        >
          {WATCH_TEXTS.signIn}
        </Link>
      </div>
    );
  }
  // Opened again with another link (the header's field on this page), the form starts again with it.
  return <WatchForm key={location.search} memberId={member.id} />;
}

/** The words for a failed request: the server's own, or that the network is needed. */
const problemOf = (error: unknown): string => {
  const failure = error as Partial<ApiCallError> | undefined;
  if (!failure || failure.status === null || failure.status === undefined) return WATCH_TEXTS.needsNetwork;
  return failure.message || WATCH_TEXTS.needsNetwork;
};

type Reading =
  | { state: 'idle' }
  | { state: 'reading' }
  | { state: 'read'; preview: ProductPreview }
  | { state: 'failed'; reason: string };

function WatchForm({ memberId }: { memberId: string }) {
  const online = useOnlineStatus();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [link, setLink] = useState(() => linkFromParams(params));
  const [linkError, setLinkError] = useState('');
  const [reading, setReading] = useState<Reading>({ state: 'idle' });
  const [values, setValues] = useState(() => valuesOfRules(DEFAULT_WATCH_RULES));
  const [errors, setErrors] = useState<RuleErrors>({});
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState('');
  const readingId = useRef(0);
  const headingId = useId();

  const read = async (typed: string) => {
    const url = typed.trim();
    setProblem('');
    if (!url) {
      setLinkError(WATCH_FIELD_ERRORS.url);
      return;
    }
    setLinkError('');
    const mine = ++readingId.current;
    setReading({ state: 'reading' });
    try {
      const preview = await readProductPage(url);
      if (mine === readingId.current) setReading({ state: 'read', preview });
    } catch (error) {
      if (mine === readingId.current) setReading({ state: 'failed', reason: problemOf(error) });
    }
  };

  // Opened with a link (the header's field, a share), the page is read at once: the member asked for it.
  const opened = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the link the page was opened with.
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    if (link && navigator.onLine) void read(link);
  }, []);

  const onRead = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void read(link);
  };

  const onWatch = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reading.state !== 'read') return;
    const checked = rulesOfValues(values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setProblem('');
    setSaving(true);
    try {
      const { watch, created } = await createWatch({ url: reading.preview.url, ...checked.rules });
      await keepWatchAnswer(memberId, { watch }).catch(() => {});
      showToast('success', created ? WATCH_TEXTS.watching : WATCH_TEXTS.alreadyWatching);
      navigate(paths.accountWatches);
    } catch (error) {
      setProblem(problemOf(error));
      setSaving(false);
    }
  };

  const preview = reading.state === 'read' ? reading.preview : null;
  return (
    <div className="watch-page">
      {online ? null : (
        <p className="notice notice--warning" role="status">
          {WATCH_TEXTS.needsNetwork}
        </p>
      )}
      <form className="form card" onSubmit={onRead} noValidate>
        <FormField label={WATCH_TEXTS.linkLabel} error={linkError}>
          {(control) => (
            <input
              {...control}
              type="url"
              name="url"
              inputMode="url"
              autoComplete="off"
              placeholder={WATCH_TEXTS.linkPlaceholder}
              value={link}
              onChange={(event) => {
                setLink(event.currentTarget.value);
                readingId.current++;
                setReading({ state: 'idle' });
                setProblem('');
              }}
            />
          )}
        </FormField>
        <div>
          <button
            type="submit"
            className="btn btn--secondary"
            disabled={!online || reading.state === 'reading'}
          >
            {WATCH_TEXTS.readButton}
          </button>
        </div>
        {reading.state === 'reading' ? (
          <p className="watch-page__status" role="status">
            {WATCH_TEXTS.reading}
          </p>
        ) : null}
        {reading.state === 'failed' ? (
          <p className="notice notice--error" role="alert">
            {reading.reason}
          </p>
        ) : null}
      </form>
      {preview ? (
        <form className="form card" onSubmit={onWatch} noValidate aria-labelledby={headingId}>
          <h2 id={headingId} className="watch-page__heading">
            {WATCH_TEXTS.readHeading}
          </h2>
          <ProductFacts
            name={preview.product.name ?? preview.url}
            image={preview.product.image}
            price={preview.product.price}
            currency={preview.product.currency}
            availability={preview.product.availability}
            heading={(name) => <h3 className="watch-product__name">{name}</h3>}
          >
            <p className="watch-product__host">{hostOf(preview.url)}</p>
          </ProductFacts>
          <RuleFields
            values={values}
            errors={errors}
            onChange={setValues}
            currency={preview.product.currency}
            disabled={saving}
          />
          {problem ? (
            <p className="notice notice--error" role="alert">
              {problem}
            </p>
          ) : null}
          {saving ? (
            <p className="watch-page__status" role="status">
              {WATCH_TEXTS.watchingNow}
            </p>
          ) : null}
          <div>
            <button type="submit" className="btn btn--primary" disabled={!online || saving}>
              {WATCH_TEXTS.watchButton}
            </button>
          </div>
        </form>
      ) : null}
      <p>
        <Link to={paths.accountWatches}>{WATCH_TEXTS.manage}</Link>
      </p>
    </div>
  );
}

const hostOf = (url: string): string => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};
