import { env } from '@config/env';
import {
  AD_DEFAULTS,
  AD_ERROR_LOG_PREFIX,
  AD_MOBILE_BREAKPOINT_PX,
  AD_MOBILE_MIN_HEIGHT_PX,
  AD_SIZES,
  type AdFormat,
  type AdSize,
} from '@shared/site/ad-settings';
import { AD_TEXTS } from '@shared/site/ad-texts';
import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';
import { detectAdBlocker, loadAdScript, requestAd } from './ad-script';
import { HousePromotion, promotionForSlot } from './house-promotion';
import { useDisplayed } from './use-displayed';
import { useMediaQuery } from './use-media-query';
import './ad-slot.css';

export interface AdSlotProps {
  /** The ad unit id of this place. */
  slot: string;
  format?: AdFormat;
  size?: AdSize;
  responsive?: boolean;
  timeoutMs?: number;
  retryOnError?: boolean;
  maxRetries?: number;
  /** Shown instead of the slot when an ad blocker is found, offline, or without an ad network. */
  fallback?: ReactNode;
  className?: string;
}

type AdStatus = 'loading' | 'loaded' | 'blocked' | 'offline' | 'failed' | 'error';

const MOBILE_QUERY = `(max-width: ${AD_MOBILE_BREAKPOINT_PX - 0.02}px)`;

const isOffline = () => typeof navigator !== 'undefined' && !navigator.onLine;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * One ad place. It probes for an ad blocker, loads the ad script once per page, asks the network to fill
 * its slot and watches the slot for content; after the time-out it retries with a fresh slot while
 * retries remain. Mount it with a key per route so every page gets a fresh slot.
 *
 * A page may draw one place twice and let CSS show one per screen width (the first place sits above the
 * page on wide screens, after the first row of deals on phones). The network fills the first empty ad unit
 * of the page it finds, so a slot adds its unit (`ins`) only once it is displayed, and asks for an ad, and
 * counts its time-out, only while it is.
 */
export function AdSlot({
  slot,
  format = AD_DEFAULTS.format,
  size = AD_DEFAULTS.size,
  responsive = AD_DEFAULTS.responsive,
  timeoutMs = AD_DEFAULTS.timeoutMs,
  retryOnError = AD_DEFAULTS.retryOnError,
  maxRetries = AD_DEFAULTS.maxRetries,
  fallback,
  className,
}: AdSlotProps) {
  const client = env.VITE_ADSENSE_CLIENT;
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const [status, setStatus] = useState<AdStatus>(() => (isOffline() ? 'offline' : 'loading'));
  const [attempt, setAttempt] = useState(0);
  const [error, setError] = useState('');
  const insRef = useRef<HTMLModElement>(null);
  // The unit an ad was asked for: shown again after being hidden, the slot does not ask twice for one unit.
  const requestedRef = useRef<HTMLModElement | null>(null);
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const displayed = useDisplayed(box);
  // Once added, the unit stays (a slot hidden when the screen turns keeps the ad it has).
  const [hasUnit, setHasUnit] = useState(false);
  if (displayed && !hasUnit) setHasUnit(true);

  useEffect(() => {
    // Read here rather than captured: the settings are fixed for the page's life.
    const adClient = env.VITE_ADSENSE_CLIENT;
    const adScriptUrl = env.VITE_ADSENSE_SCRIPT_URL;
    if (!adClient || status !== 'loading' || !displayed) return;
    let active = true;
    let observer: MutationObserver | undefined;
    const stop = () => {
      active = false;
      window.clearTimeout(timer);
      observer?.disconnect();
    };
    const timer = window.setTimeout(() => {
      if (!active) return;
      stop();
      if (retryOnError && attempt < maxRetries) setAttempt(attempt + 1);
      else setStatus('failed');
    }, timeoutMs);

    void (async () => {
      try {
        const blocked = await detectAdBlocker(adScriptUrl);
        if (!active) return;
        if (blocked) {
          stop();
          // A failed probe while offline is no evidence of a blocker.
          setStatus(isOffline() ? 'offline' : 'blocked');
          return;
        }
        await loadAdScript(adScriptUrl, adClient);
        const ins = insRef.current;
        if (!active || !ins) return;
        const markLoadedOnContent = () => {
          if (!active || ins.childNodes.length === 0) return;
          stop();
          setStatus('loaded');
        };
        observer = new MutationObserver(markLoadedOnContent);
        observer.observe(ins, { childList: true });
        if (requestedRef.current !== ins) {
          requestedRef.current = ins;
          requestAd();
        }
        markLoadedOnContent();
      } catch (caught) {
        if (!active) return;
        stop();
        console.error(AD_ERROR_LOG_PREFIX, caught);
        setError(errorText(caught));
        setStatus('error');
      }
    })();
    return stop;
  }, [status, attempt, retryOnError, maxRetries, timeoutMs, displayed]);

  // Back online after starting offline: try again with a fresh slot.
  useEffect(() => {
    if (status !== 'offline') return;
    const retry = () => {
      setAttempt(0);
      setStatus('loading');
    };
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [status]);

  const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

  if (!client) {
    return (
      <div className={classes('ad-slot', 'ad-slot--house', className)}>
        {fallback ?? <HousePromotion kind={promotionForSlot(slot)} />}
      </div>
    );
  }
  if (status === 'offline') return fallback ?? null;
  if (status === 'blocked' && fallback) return <>{fallback}</>;

  const dimensions = AD_SIZES[size];
  const style: CSSProperties = {
    width: dimensions.width,
    height: dimensions.height,
    ...(responsive && isMobile ? { minHeight: `${AD_MOBILE_MIN_HEIGHT_PX}px` } : {}),
  };
  const message = {
    loading: attempt === 0 ? AD_TEXTS.loading : `${AD_TEXTS.failed}${AD_TEXTS.retrying}`,
    loaded: '',
    blocked: AD_TEXTS.blocked,
    offline: '',
    failed: AD_TEXTS.failed,
    error,
  }[status];

  return (
    <div
      ref={setBox}
      className={classes('ad-slot', `ad-slot--${size}`, className)}
      style={style}
      data-ad-status={status}
    >
      <span className="sr-only">{AD_TEXTS.label}</span>
      {status === 'blocked' || !hasUnit ? null : (
        <ins
          key={attempt}
          ref={insRef}
          className="adsbygoogle"
          style={{ display: 'block', width: '100%', height: dimensions.height }}
          data-ad-client={client}
          data-ad-slot={slot}
          data-ad-format={format}
          data-full-width-responsive={responsive ? 'true' : 'false'}
        />
      )}
      {message ? (
        <p className="ad-slot__status" role="status">
          {message}
        </p>
      ) : null}
    </div>
  );
}
