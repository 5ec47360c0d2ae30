// Members in a browser, as people become them: register, confirm the address through the link mailed to
// the SMTP catcher, then sign in through the login page. A server started with OPERATOR_EMAILS naming the
// address makes that member an operator.
import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { type SmtpCatcher, tokenLink } from '../../support/smtp-catcher';

export const MEMBER_PASSWORD = 'a kettle on the windowsill';

export interface MemberSite {
  /** The server's origin, e.g. http://127.0.0.1:4521. */
  origin: string;
  /** The SMTP server the site sends its mail to. */
  smtp: SmtpCatcher;
}

/** A new browser context in which `who` has registered, confirmed the address and signed in; it ends on `next`. */
export async function signedIn(
  browser: Browser,
  site: MemberSite,
  who: { name: string; email: string },
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
