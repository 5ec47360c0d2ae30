// Members for browser tests against a server the spec started with a real SMTP server behind it: each
// registers, confirms the address with the mailed link's token and signs in, through the same API calls the
// app's forms make (the forms themselves are tested in accounts.spec.ts), then opens the page they need.
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

/** Registers, confirms the address with the mailed link's token, and signs in, landing on `next`. */
export async function signedIn(
  browser: Browser,
  { server, smtp }: MemberSite,
  who: Person,
  next = '/account',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server.origin });
  const headers = { origin: server.origin };
  const registered = await context.request.post('/api/auth/sign-up/email', {
    headers,
    data: { name: who.name, email: who.email, password: MEMBER_PASSWORD, agreeToTerms: true },
  });
  expect(registered.status()).toBe(200);
  const token = new URL(
    tokenLink(await smtp.waitFor(who.email, /Confirm your e-mail address/)),
  ).searchParams.get('token');
  const confirmed = await context.request.get(`/api/auth/verify-email?token=${encodeURIComponent(token!)}`);
  expect(confirmed.ok(), 'the address is confirmed').toBe(true);
  const signIn = await context.request.post('/api/auth/sign-in/email', {
    headers,
    data: { email: who.email, password: MEMBER_PASSWORD, rememberMe: false },
  });
  expect(signIn.status(), 'signed in').toBe(200);
  const page = await context.newPage();
  await page.goto(next);
  await expect(page).toHaveURL(new RegExp(`${next.replace('?', '\\?')}$`));
  return { context, page };
}
