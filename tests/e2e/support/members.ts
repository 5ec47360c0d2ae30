// Members for browser tests against a server the spec started with a real SMTP server behind it: each
// registers, confirms the address through the mailed link and signs in through the login page, as people do.
import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { type SmtpCatcher, tokenLink } from '../../support/smtp-catcher';
import type { AppServer } from './pwa-browser';

export const MEMBER_PASSWORD = 'a kettle on the windowsill';

export interface Person {
  name: string;
  email: string;
}

/** The spec's own server and the SMTP server its mail goes to. */
export interface MemberSite {
  server: AppServer;
  smtp: SmtpCatcher;
}

/** Registers, confirms the address through the mailed link, and signs in, landing on `next`. */
export async function signedIn(
  browser: Browser,
  { server, smtp }: MemberSite,
  who: Person,
  next = '/account',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server.origin });
  const page = await context.newPage();
  const registered = await context.request.post('/api/auth/sign-up/email', {
    headers: { origin: server.origin },
    data: { name: who.name, email: who.email, password: MEMBER_PASSWORD, agreeToTerms: true },
  });
  expect(registered.status()).toBe(200);
  await page.goto(tokenLink(await smtp.waitFor(who.email, /Confirm your e-mail address/)));
  await expect(page.getByRole('status')).toContainText(/confirmed/i);
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Email Address').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${next.replace('?', '\\?')}$`));
  return { context, page };
}
