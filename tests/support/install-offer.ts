// A stand-in for Chromium's beforeinstallprompt event, for the install offer's tests.

import { BEFORE_INSTALL_PROMPT, type BeforeInstallPromptEvent } from '@lib/pwa/before-install-prompt';
import { vi } from 'vitest';

export function createInstallOffer(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event(BEFORE_INSTALL_PROMPT, { cancelable: true }) as BeforeInstallPromptEvent;
  const prompt = vi.fn(async () => {});
  Object.assign(event, {
    platforms: ['web'],
    prompt,
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  return { event, prompt };
}
