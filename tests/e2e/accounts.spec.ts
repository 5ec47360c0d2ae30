// A new person's whole way through accounts, in Chromium against the production build: register, the
// confirmation mail caught by a real SMTP server, confirm, sign in without and with Remember me across
// browser restarts, reset the password by mail, add a passkey and sign in with it (Chromium's virtual
// authenticator), download their data, delete the account. Its own server, started with SMTP_URL.
import { readFileSync } from 'node:fs';
import { type BrowserContext, chromium, expect, type Page, type TestInfo, test } from '@playwright/test';
import {
  ACCOUNT_MESSAGES,
  ACCOUNT_PAGE_TEXTS,
  AUTH_ERRORS,
  MEMBER_MENU,
  PASSKEY_TEXTS,
} from '../../src/shared/account/account-texts';
import { SAVE_TO_WISHLIST } from '../../src/shared/site/screen-texts';
import { type SmtpCatcher, startSmtpCatcher, tokenLink } from '../support/smtp-catcher';
import {
  type AppServer,
  configuredLaunchOptions,
  freePort,
  makeTempDir,
  removeDir,
  renewOfflineEmulation,
  startAppServer,
  waitForServiceWorkerControl,
} from './support/pwa-browser';
import { waitForDealCache } from './support/shopper';

const NAME = 'Ana Lima';
const EMAIL = 'ana.lima@example.com';
const FIRST_PASSWORD = 'tea kettle on the windowsill';
const NEW_PASSWORD = 'seven lanterns over the harbour';

let smtp: SmtpCatcher;
let server: AppServer;
let dataDir: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Starting the production server (PGlite, first-start seeding) takes a while on a busy machine.
  test.setTimeout(120_000);
  smtp = await startSmtpCatcher();
  dataDir = makeTempDir('accounts-data');
  server = await startAppServer({
    port: await freePort(),
    distDir: process.env.DIST_DIR ?? 'dist',
    dataDir,
    host: 'localhost',
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'RareFinds <hello@localhost>' },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  removeDir(dataDir);
});

/** A browser with its own profile folder: closing and launching it again is a browser restart. */
async function openBrowser(profileDir: string, testInfo: TestInfo) {
  const launch = configuredLaunchOptions(testInfo);
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: launch.executablePath,
    args: launch.args,
    baseURL: server.origin,
    acceptDownloads: true,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return { context, page };
}

const memberButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: NAME });

async function signIn(page: Page, password: string, remember: boolean) {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (remember) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(memberButton(page)).toBeVisible();
}

async function signOut(page: Page) {
  await memberButton(page).click();
  await page.getByRole('button', { name: MEMBER_MENU.signOut }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
}

test('register, confirm, sign in, remember, reset, passkey, download and delete', async () => {
  const testInfo = test.info();
  // One person's whole journey, with three browser starts and two mails.
  test.setTimeout(240_000);
  const profileDir = makeTempDir('accounts-profile');
  let browser: { context: BrowserContext; page: Page } = await openBrowser(profileDir, testInfo);
  const restart = async () => {
    await browser.context.close();
    browser = await openBrowser(profileDir, testInfo);
    return browser.page;
  };
  let page = browser.page;

  try {
    let savedTitle = '';
    let savedId = '';
    await test.step('a visitor saves a deal on this device', async () => {
      await page.goto('/');
      await waitForDealCache(page);
      const card = page.locator('a[href^="/deal/"]').first();
      await card.click();
      await expect(page).toHaveURL(/\/deal\//);
      savedId = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1)!);
      savedTitle = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
      await page.getByRole('button', { name: SAVE_TO_WISHLIST }).click();
      await expect(page.getByRole('button', { name: SAVE_TO_WISHLIST })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });

    await test.step('register: the form refuses a common password and different confirmations', async () => {
      await page.goto('/register');
      await page.getByLabel('Full Name').fill(NAME);
      await page.getByLabel('Email Address').fill(EMAIL);
      await page.getByLabel('Password', { exact: true }).fill('short');
      await page.getByLabel('Confirm Password').fill('shorter');
      await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByText('Use at least 8 characters.', { exact: false }).first()).toBeVisible();
      await page.getByLabel('Password', { exact: true }).fill('password123');
      await page.getByLabel('Confirm Password').fill('password123');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByText(/one of the most common ones/).first()).toBeVisible();
      // What was typed is still there.
      await expect(page.getByLabel('Full Name')).toHaveValue(NAME);
      await page.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
      await page.getByLabel('Confirm Password').fill(FIRST_PASSWORD);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByText(ACCOUNT_MESSAGES.registered(EMAIL))).toBeVisible();
    });

    await test.step('the confirmation mail arrives over SMTP and its link confirms the address', async () => {
      const mail = await smtp.waitFor(EMAIL, /Confirm your e-mail address/);
      expect(mail.from).toBe('hello@localhost');
      expect(mail.html).toContain('<a href=');
      const link = tokenLink(mail);
      expect(link.startsWith(`${server.origin}/verify-email?token=`)).toBe(true);
      await page.goto(link);
      await expect(page.getByText(ACCOUNT_MESSAGES.verified)).toBeVisible();
    });

    await test.step('sign in without Remember me: the account page; a browser restart signs out', async () => {
      await signIn(page, FIRST_PASSWORD, false);
      await expect(page.getByText(EMAIL)).toBeVisible();
      await expect(page.getByText(ACCOUNT_PAGE_TEXTS.verified, { exact: true })).toBeVisible();
      // The saved deal was merged into the account: the wishlist's sync starts at the sign-in.
      await expect
        .poll(async () => JSON.stringify(await (await page.request.get('/api/account/data')).json()))
        .toContain(`"dealId":${JSON.stringify(savedId)}`);
      await page.goto('/wishlist');
      await expect(page.getByText(savedTitle).first()).toBeVisible();
      page = await restart();
      await page.goto('/account');
      await expect(page.getByText(ACCOUNT_PAGE_TEXTS.signInFirst)).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    });

    await test.step('sign in with Remember me: still signed in after a browser restart', async () => {
      await signIn(page, FIRST_PASSWORD, true);
      page = await restart();
      await page.goto('/account');
      await expect(memberButton(page)).toBeVisible();
      await expect(page.getByText(EMAIL)).toBeVisible();
      // The page the server draws already shows the member, not Login and Register.
      const drawn = await browser.context.request.get('/faq');
      const html = await drawn.text();
      expect(html).toContain(`>${NAME}</span>`);
      expect(html).not.toContain('>Login</a>');
    });

    await test.step('offline, the account page shows the account as last seen, and sign-in says it needs a connection', async () => {
      await waitForServiceWorkerControl(page);
      await browser.context.setOffline(true);
      try {
        await page.goto('/account');
        await renewOfflineEmulation(browser.context);
        await expect(page.getByText(ACCOUNT_PAGE_TEXTS.offlineCopy)).toBeVisible();
        await expect(page.getByText(EMAIL)).toBeVisible();
        await expect(memberButton(page)).toBeVisible();
        await expect(page.getByRole('button', { name: ACCOUNT_PAGE_TEXTS.changePassword })).toBeDisabled();
        await page.goto('/login');
        await renewOfflineEmulation(browser.context);
        await page.getByLabel('Email Address').fill(EMAIL);
        await page.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
        await page.getByRole('button', { name: 'Sign In', exact: true }).click();
        await expect(page.getByText(ACCOUNT_MESSAGES.offline)).toBeVisible();
      } finally {
        await browser.context.setOffline(false);
      }
    });

    await test.step('another device signs in and finds the wishlist', async () => {
      const otherDir = makeTempDir('accounts-other-device');
      const other = await openBrowser(otherDir, testInfo);
      try {
        await signIn(other.page, FIRST_PASSWORD, false);
        await other.page.goto('/wishlist');
        await expect(other.page.getByText(savedTitle).first()).toBeVisible();
      } finally {
        await other.context.close();
        removeDir(otherDir);
      }
    });

    await test.step('reset the password by mail: every session ends, the link works once', async () => {
      await page.goto('/forgot-password');
      await page.getByLabel('Email Address').fill(EMAIL);
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await expect(page.getByText(ACCOUNT_MESSAGES.resetRequested)).toBeVisible();
      const mail = await smtp.waitFor(EMAIL, /Reset your RareFinds password/);
      const link = tokenLink(mail);
      await page.goto(link);
      await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Set New Password' }).click();
      await expect(page.getByText(ACCOUNT_MESSAGES.resetDone)).toBeVisible();
      await page.goto('/account');
      await expect(page.getByText(ACCOUNT_PAGE_TEXTS.signInFirst)).toBeVisible();
      await page.goto(link);
      await page.getByLabel('New password', { exact: true }).fill('another fresh passphrase');
      await page.getByLabel('Confirm new password').fill('another fresh passphrase');
      await page.getByRole('button', { name: 'Set New Password' }).click();
      await expect(page.getByText(AUTH_ERRORS.INVALID_TOKEN!.message)).toBeVisible();
      await signIn(page, NEW_PASSWORD, true);
    });

    await test.step('add a passkey on the account page, sign out, sign in with the passkey', async () => {
      const cdp = await browser.context.newCDPSession(page);
      await cdp.send('WebAuthn.enable');
      await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: {
          protocol: 'ctap2',
          transport: 'internal',
          hasResidentKey: true,
          hasUserVerification: true,
          isUserVerified: true,
          automaticPresenceSimulation: true,
        },
      });
      const passkeys = page.getByRole('region', { name: 'Passkeys' });
      await passkeys.getByLabel(PASSKEY_TEXTS.nameLabel).fill('Test laptop');
      await passkeys.getByRole('button', { name: PASSKEY_TEXTS.add }).click();
      await expect(passkeys.getByText(PASSKEY_TEXTS.added)).toBeVisible();
      await expect(passkeys.getByText('Test laptop')).toBeVisible();
      await signOut(page);
      await page.goto('/login');
      await page.getByRole('button', { name: PASSKEY_TEXTS.signIn }).click();
      await expect(page).toHaveURL(/\/account$/);
      await expect(memberButton(page)).toBeVisible();
    });

    await test.step('download my data', async () => {
      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: ACCOUNT_PAGE_TEXTS.download }).click();
      const file = await (await download).path();
      const data = JSON.parse(readFileSync(file, 'utf8'));
      expect(data.account).toMatchObject({ name: NAME, email: EMAIL, emailVerified: true });
      expect(data.passkeys).toEqual([expect.objectContaining({ name: 'Test laptop' })]);
      expect(data.wishlist.map((entry: { dealId: string }) => entry.dealId)).toEqual([savedId]);
    });

    await test.step('delete the account: it is gone', async () => {
      const danger = page.getByRole('region', { name: ACCOUNT_PAGE_TEXTS.deleteHeading });
      await danger.getByLabel(ACCOUNT_PAGE_TEXTS.deletePassword).fill(NEW_PASSWORD);
      await danger.getByRole('button', { name: ACCOUNT_PAGE_TEXTS.deleteButton }).click();
      await expect(page.getByText(ACCOUNT_PAGE_TEXTS.deleted)).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
      await page.goto('/login');
      await page.getByLabel('Email Address').fill(EMAIL);
      await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(page.getByText(AUTH_ERRORS.INVALID_EMAIL_OR_PASSWORD!.message)).toBeVisible();
    });
  } finally {
    await browser.context.close();
    removeDir(profileDir);
  }
});
