// Test support: a stand-in for Chromium's beforeinstallprompt event (imported by tests only).
import { vi } from 'vitest';
import { BEFORE_INSTALL_PROMPT, type BeforeInstallPromptEvent } from './before-install-prompt';

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
