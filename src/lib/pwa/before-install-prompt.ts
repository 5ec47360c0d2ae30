// The install offer Chromium-based browsers fire; not in TypeScript's DOM library yet.
export interface BeforeInstallPromptEvent extends Event {
  readonly platforms: string[];
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
  prompt(): Promise<void>;
}

export const BEFORE_INSTALL_PROMPT = 'beforeinstallprompt';
export const APP_INSTALLED = 'appinstalled';
