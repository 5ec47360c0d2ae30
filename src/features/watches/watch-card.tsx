// One watched product on /account/watches: its picture, name, price and stock as last read, its lowest in
// 90 days, when it was checked (or that its page cannot be read any more), a small price chart, what the
// member is told about (Edit rules, Save), Pause or Resume, Remove, and Open in the shop. Every change goes
// through the outbox: made offline, it shows at once, marked as waiting, and is sent later.
import type { KeptWriteResult } from '@lib/outbox/await-outcome';
import { showToast } from '@lib/toast';
import { timeAgoText } from '@shared/deal/deal-texts';
import { formatWatchPrice, type WatchRules, type WatchView } from '@shared/watch/watch';
import type { UpdateWatchRequest } from '@shared/watch/watch-requests';
import { WATCH_TEXTS } from '@shared/watch/watch-texts';
import { type FormEvent, useId, useState } from 'react';
import { PriceSparkline } from './price-sparkline';
import { ProductFacts } from './product-facts';
import { RuleFields } from './rule-fields';
import { changedRules, type RuleErrors, rulesOfValues, valuesOfRules } from './rule-values';
import type { WatchItem } from './use-watches';

/** The rules as lines a member reads. */
export function ruleLines(watch: WatchRules, currency: string | null): string[] {
  const lines: string[] = [];
  if (watch.anyDrop) lines.push(WATCH_TEXTS.anyDrop);
  if (watch.targetPrice !== null)
    lines.push(WATCH_TEXTS.targetRule(formatWatchPrice(watch.targetPrice, currency)));
  if (watch.minDropPercent !== null) lines.push(WATCH_TEXTS.percentRule(watch.minDropPercent));
  if (watch.backInStock) lines.push(WATCH_TEXTS.backInStock);
  if (watch.lowest90) lines.push(WATCH_TEXTS.lowest90);
  return lines;
}

const rulesOf = (watch: WatchView): WatchRules => ({
  anyDrop: watch.anyDrop,
  targetPrice: watch.targetPrice,
  minDropPercent: watch.minDropPercent,
  backInStock: watch.backInStock,
  lowest90: watch.lowest90,
});

/** Whether the shop's link goes through our affiliate redirect (which counts the click). */
const throughRedirect = (link: string): boolean => {
  try {
    const url = new URL(link, location.origin);
    return url.origin === location.origin && url.pathname.startsWith('/go/');
  } catch {
    return false;
  }
};

type Write = (watchId: string, changes: UpdateWatchRequest | 'remove') => Promise<KeptWriteResult>;

interface WatchCardProps {
  item: WatchItem;
  write: Write;
  /** The moment "Checked …" counts from. */
  now: Date;
}

export function WatchCard({ item, write, now }: WatchCardProps) {
  const { watch, pending } = item;
  const { product } = watch;
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState(() => valuesOfRules(rulesOf(watch)));
  const [errors, setErrors] = useState<RuleErrors>({});
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  /** Sends a change and says how it went: saved, kept for later, or refused with the server's words. */
  const send = async (changes: UpdateWatchRequest | 'remove', done: string): Promise<boolean> => {
    setProblem('');
    setBusy(true);
    try {
      const result = await write(watch.id, changes);
      if (result.type === 'refused') {
        setProblem(result.reason);
        return false;
      }
      showToast(
        result.type === 'kept' ? 'info' : 'success',
        result.type === 'kept' ? WATCH_TEXTS.savedOffline : done,
      );
      return true;
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const startEditing = () => {
    setValues(valuesOfRules(rulesOf(watch)));
    setErrors({});
    setEditing(true);
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = rulesOfValues(values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const changes = changedRules(rulesOf(watch), checked.rules);
    if (Object.keys(changes).length === 0) {
      setEditing(false);
      return;
    }
    if (await send(changes, WATCH_TEXTS.saved)) setEditing(false);
  };

  const viaRedirect = throughRedirect(product.shopLink);
  const lines = ruleLines(watch, product.currency);
  return (
    <li className="watch-item card" aria-labelledby={titleId}>
      <ProductFacts
        name={product.name}
        image={product.image}
        price={product.price}
        currency={product.currency}
        availability={product.availability}
        heading={(name) => (
          <h2 id={titleId} className="watch-product__name">
            {name}
          </h2>
        )}
      >
        <p className="watch-product__host">{product.storeName ?? product.host}</p>
        {product.lowest90 !== null ? (
          <p>{WATCH_TEXTS.lowestLine(formatWatchPrice(product.lowest90, product.currency))}</p>
        ) : null}
        <p className="watch-product__checked">
          {product.checkedAt ? (
            <time dateTime={product.checkedAt}>
              {WATCH_TEXTS.checkedLine(timeAgoText(product.checkedAt, now))}
            </time>
          ) : (
            WATCH_TEXTS.checkedNever
          )}
        </p>
        <p className="watch-item__badges">
          {watch.paused ? <span className="badge badge--warning">{WATCH_TEXTS.paused}</span> : null}
          {pending ? <span className="badge">{WATCH_TEXTS.pending}</span> : null}
        </p>
      </ProductFacts>
      {product.status === 'unreadable' ? (
        <p className="notice notice--warning">
          {product.lastError ? `${WATCH_TEXTS.unreadable}: ${product.lastError}` : WATCH_TEXTS.unreadable}
        </p>
      ) : null}
      <PriceSparkline points={product.history} currency={product.currency} />
      {editing ? (
        <form className="form watch-item__edit" onSubmit={save} noValidate>
          <RuleFields
            values={values}
            errors={errors}
            onChange={setValues}
            currency={product.currency}
            disabled={busy}
          />
          <div className="watch-item__actions">
            <button
              type="submit"
              className="btn btn--primary btn--small"
              disabled={busy}
              aria-describedby={titleId}
            >
              {WATCH_TEXTS.save}
            </button>
            <button type="button" className="btn btn--ghost btn--small" onClick={() => setEditing(false)}>
              {WATCH_TEXTS.cancel}
            </button>
          </div>
        </form>
      ) : (
        <div className="watch-item__rules">
          <h3>{WATCH_TEXTS.rulesHeading}</h3>
          <ul>
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      {problem ? (
        <p className="notice notice--error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="watch-item__actions">
        {editing ? null : (
          <button
            type="button"
            className="btn btn--secondary btn--small"
            onClick={startEditing}
            aria-describedby={titleId}
          >
            {WATCH_TEXTS.edit}
          </button>
        )}
        <button
          type="button"
          className="btn btn--secondary btn--small"
          disabled={busy}
          onClick={() => void send({ paused: !watch.paused }, WATCH_TEXTS.saved)}
          aria-describedby={titleId}
        >
          {watch.paused ? WATCH_TEXTS.resume : WATCH_TEXTS.pause}
        </button>
        <button
          type="button"
          className="btn btn--danger btn--small"
          disabled={busy}
          onClick={() => void send('remove', WATCH_TEXTS.removed)}
          aria-describedby={titleId}
        >
          {WATCH_TEXTS.remove}
        </button>
        <a
          className="btn btn--ghost btn--small"
          href={product.shopLink}
          target="_blank"
          rel={viaRedirect ? 'sponsored noopener' : 'noopener noreferrer'}
          aria-describedby={titleId}
        >
          {WATCH_TEXTS.openInShop}
        </a>
      </div>
    </li>
  );
}
