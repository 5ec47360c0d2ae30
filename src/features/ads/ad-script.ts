// The one gateway to the ad network: the blocker probe, the script tag and the per-slot request.
import { AD_TEXTS } from '@shared/site/ad-texts';

declare global {
  interface Window {
    /** The ad network's command queue; the loaded script replaces push with its own. */
    adsbygoogle?: { push(request: object): unknown };
  }
}

let probe: Promise<boolean> | null = null;
let script: Promise<void> | null = null;

/**
 * True when a no-cors HEAD request to the ad script fails, which is what an ad blocker does to it.
 * The answer is kept for the session so every slot and route change does not probe again; a failure
 * while the browser is offline says nothing about blockers, so it is not kept.
 */
export function detectAdBlocker(scriptUrl: string): Promise<boolean> {
  if (!probe) {
    const attempt = fetch(scriptUrl, { method: 'HEAD', mode: 'no-cors', cache: 'no-store' }).then(
      () => false,
      () => true,
    );
    probe = attempt;
    void attempt.then((blocked) => {
      if (blocked && !navigator.onLine) probe = null;
    });
  }
  return probe;
}

/** Adds the ad script once per page; later slots wait for the same load. */
export function loadAdScript(scriptUrl: string, client: string): Promise<void> {
  if (!script) {
    script = new Promise<void>((resolve, reject) => {
      const element = document.createElement('script');
      element.async = true;
      element.crossOrigin = 'anonymous';
      element.src = `${scriptUrl}?client=${encodeURIComponent(client)}`;
      element.addEventListener('load', () => resolve());
      element.addEventListener('error', () => {
        // Let a later slot try again instead of failing forever.
        element.remove();
        script = null;
        reject(new Error(AD_TEXTS.scriptFailed));
      });
      document.head.appendChild(element);
    });
  }
  return script;
}

/** Asks the ad network to fill the next empty slot on the page. */
export function requestAd(): void {
  window.adsbygoogle ??= [];
  window.adsbygoogle.push({});
}

/** Forgets the probe and script state (tests start each case from a fresh page). */
export function resetAdGateway(): void {
  probe = null;
  script = null;
}
