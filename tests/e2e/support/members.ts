// Members for browser tests, made as people make them: registered, the address confirmed through the link
// the site mailed (a real SMTP server catches it), then signed in through the login page.
import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { type SmtpCatcher, tokenLink } from '../../support/smtp-catcher';

export const MEMBER_PASSWORD = 'a kettle on the windowsill';

export interface Person {
  name: string;
  email: string;
}

/** A browser context signed in as `who`, its page on `next` (the login page sends them there). */
export async function signedIn(
  browser: Browser,
  site: { origin: string; smtp: SmtpCatcher },
  who: Person,
  next = '/account',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: site.origin });
  const page = await context.newPage();
  const registered = await context.request.post('/api/auth/sign-up/email', {
    headers: { origin: site.origin },
    data: { name: who.name, email: who.email, password: MEMBER_PASSWORD, agreeToTerms: true },
  });
  expect(registered.status()).toBe(200);
  await page.goto(tokenLink(await site.smtp.waitFor(who.email, /Confirm your e-mail address/)));
  await expect(page.getByRole('status')).toContainText(/confirmed/i);
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Email Address').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${next.replace('?', '\\?')}$`));
  return { context, page };
}
