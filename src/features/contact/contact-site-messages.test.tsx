import { ToastHost } from '@components/toast-host';
import { listOutbox } from '@lib/db/outbox-store';
import { flushOutbox } from '@lib/outbox/flush-outbox';
import { EMPTY_CONTACT_MESSAGE } from '@shared/site/contact-message';
import { MESSAGE_QUEUED, SEND_SUCCESS } from '@shared/site/contact-texts';
import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeFetch, fakeFetch, jsonResponse, once } from '@tests/support/fake-fetch';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactPage } from './contact-page';

configure({ asyncUtilTimeout: 5000 });

// No e-mail service settings at all, as in a build without them: messages go to the site itself.
vi.mock('@config/env', () => ({ env: { VITE_ADSENSE_SCRIPT_URL: 'https://ads.example.test/a.js' } }));

const MESSAGE = {
  name: 'Ana Lima',
  email: 'ana@example.com',
  subject: 'Expired coupon',
  message: 'The coupon on the headphones deal no longer works.',
};
const MESSAGES_URL = `${window.location.origin}/api/messages`;

let network: FakeFetch;
let onLine: boolean;

beforeEach(() => {
  network = fakeFetch({ otherwise: jsonResponse(201, { id: 'm-1' }) });
  onLine = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => onLine);
});

afterEach(async () => {
  vi.restoreAllMocks();
  const { db } = await import('@lib/db/database');
  await db.outbox.clear();
});

async function sendMessage() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <ToastHost />
      <ContactPage />
    </MemoryRouter>,
  );
  await user.type(screen.getByLabelText('Name'), MESSAGE.name);
  await user.type(screen.getByLabelText('Email'), MESSAGE.email);
  await user.type(screen.getByLabelText('Subject'), MESSAGE.subject);
  await user.type(screen.getByLabelText('Message'), MESSAGE.message);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}

describe('without an e-mail service, the contact form sends to the site', () => {
  it('posts the message to /api/messages with an idempotency key and says it was sent', async () => {
    await sendMessage();
    expect(await screen.findByText(SEND_SUCCESS, { selector: '[role=status]' })).toBeTruthy();
    const [sent] = network.calls;
    expect(sent?.url).toBe(MESSAGES_URL);
    expect(sent?.body).toEqual(MESSAGE);
    expect(sent?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe(EMPTY_CONTACT_MESSAGE.name);
  });

  it('shows the reason the site gives for a refusal and keeps the text', async () => {
    network.on('*', /./, once(jsonResponse(400, { message: 'Please check these fields: email.' })));
    await sendMessage();
    expect(await screen.findByText(/Reason: Please check these fields: email\./)).toBeTruthy();
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe(MESSAGE.subject);
  });

  it('keeps a message whose answer never came under the same key, so the site stores it once', async () => {
    network.on('*', /./, once(new TypeError('Failed to fetch')));
    await sendMessage();
    expect(
      await screen.findByText(`Network Error. ${MESSAGE_QUEUED}`, { selector: '[role=status]' }),
    ).toBeTruthy();
    const firstKey = network.calls[0]!.headers.get('Idempotency-Key');
    const [kept] = await listOutbox('contact');
    expect(kept!.request).toMatchObject({ url: MESSAGES_URL, method: 'POST' });
    expect(kept!.key).toBe(firstKey);

    await flushOutbox();
    const resent = network.calls[1]!;
    expect(resent.url).toBe(MESSAGES_URL);
    expect(resent.headers.get('Idempotency-Key')).toBe(kept!.key);
    expect(await listOutbox('contact')).toEqual([]);
  });
});
