import { ToastHost } from '@components/toast-host';
import { listOutbox } from '@lib/db/outbox-store';
import { flushOutbox } from '@lib/outbox/flush-outbox';
import { EMPTY_CONTACT_MESSAGE } from '@shared/site/contact-message';
import {
  MESSAGE_QUEUED,
  QUEUE_FAILED,
  QUEUED_MESSAGE_SENT,
  queuedCount,
  SEND_FAILURE,
  SEND_SUCCESS,
} from '@shared/site/contact-texts';
import { CONTACT } from '@shared/site/site';
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeFetch, fakeFetch, inTurn } from '@tests/support/fake-fetch';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactPage } from './contact-page';
import { contactTransport } from './contact-transport';
import type { EmailJsConfig } from './emailjs-config';
import { queueMessage as queueFor } from './outbox';

// IndexedDB and toasts settle asynchronously; allow for a busy machine (this bounds waiting, it times nothing).
configure({ asyncUtilTimeout: 5000 });

const config = vi.hoisted(() => ({
  env: {
    VITE_EMAILJS_PUBLIC_KEY: 'test-public-key',
    VITE_EMAILJS_SERVICE_ID: 'test-service',
    VITE_EMAILJS_TEMPLATE_ID: 'test-template',
    VITE_EMAILJS_ORIGIN: 'https://emailjs.stub.test',
    VITE_ADSENSE_SCRIPT_URL: 'https://ads.example.test/adsbygoogle.js',
  },
}));
vi.mock('@config/env', () => config);

const EMAILJS: EmailJsConfig = {
  publicKey: 'test-public-key',
  serviceId: 'test-service',
  templateId: 'test-template',
  origin: 'https://emailjs.stub.test',
};
const queueMessage = (message: typeof MESSAGE) => queueFor(contactTransport(EMAILJS), message);
const listQueued = () => listOutbox('contact');

const SEND_FORM_URL = 'https://emailjs.stub.test/api/v1.0/email/send-form';
const SEND_URL = 'https://emailjs.stub.test/api/v1.0/email/send';

const MESSAGE = {
  name: 'Ana Lima',
  email: 'ana@example.com',
  subject: 'Expired coupon',
  message: 'The coupon on the headphones deal no longer works.',
};

let network: FakeFetch;
let onLine: boolean;

/** The e-mail service's plain-text answer. */
const answer = (status: number, text = 'OK') => new Response(text, { status });
const NETWORK_ERROR = new TypeError('Failed to fetch');

/** Stands in for the e-mail service: every request gets the next answer, the last one repeating. */
function answerWith(...answers: (Response | Error)[]) {
  network.on('*', /./, inTurn(...answers));
}

/** The requests the e-mail service received, in order. */
const requests = () => network.calls;

const renderPage = () => {
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter>
      <ToastHost />
      <ContactPage />
    </MemoryRouter>,
  );
  return { user, ...view };
};

/** `text` in a toast: in the notifications region, not in the form's own status line. */
const findToast = async (text: string) =>
  within(await screen.findByRole('region', { name: /^Notifications/ })).findByText(text);

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;
const formAlert = () => within(screen.getByRole('region', { name: 'Send us a message' })).getByRole('alert');
const sendButton = () => screen.getByRole('button', { name: /Send Message|Sending/ }) as HTMLButtonElement;

async function fillForm(user: ReturnType<typeof userEvent.setup>, message = MESSAGE) {
  await user.type(field('Name'), message.name);
  await user.type(field('Email'), message.email);
  await user.type(field('Subject'), message.subject);
  await user.type(field('Message'), message.message);
}

const formValues = () => ({
  name: field('Name').value,
  email: field('Email').value,
  subject: field('Subject').value,
  message: field('Message').value,
});

const goOnline = async () => {
  onLine = true;
  await act(async () => {
    window.dispatchEvent(new Event('online'));
  });
};

beforeEach(() => {
  network = fakeFetch();
  answerWith(answer(200));
  onLine = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => onLine);
});

afterEach(async () => {
  await flushOutbox();
  vi.restoreAllMocks();
  const { db } = await import('@lib/db/database');
  await db.outbox.clear();
});

describe('contact page', () => {
  it('shows the contact information and three social links', () => {
    renderPage();
    const info = screen.getByRole('region', { name: 'Contact Information' });
    expect(within(info).getByRole('link', { name: CONTACT.supportEmail }).getAttribute('href')).toBe(
      `mailto:${CONTACT.supportEmail}`,
    );
    expect(within(info).getByRole('link', { name: CONTACT.phone }).getAttribute('href')).toBe(
      CONTACT.phoneHref,
    );
    expect(within(info).getByText(CONTACT.city)).toBeTruthy();
    const social = within(info)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('https://'));
    expect(social).toHaveLength(3);
    for (const link of social) expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('has four labelled, required fields, the e-mail one typed as e-mail', () => {
    renderPage();
    for (const label of ['Name', 'Email', 'Subject', 'Message']) expect(field(label).required).toBe(true);
    expect(field('Email').getAttribute('type')).toBe('email');
  });

  it('sends nothing while a field is empty', async () => {
    const { user } = renderPage();
    await user.type(field('Name'), 'Ana');
    await user.click(sendButton());
    expect(network.fetch).not.toHaveBeenCalled();
  });
});

describe('sending', () => {
  it('disables the button while sending, then toasts success and clears the form', async () => {
    let respond!: (response: Response) => void;
    network.on(
      '*',
      /./,
      () =>
        new Promise<Response>((resolve) => {
          respond = resolve;
        }),
    );
    const { user } = renderPage();
    await fillForm(user);
    await user.click(sendButton());

    expect(sendButton().disabled).toBe(true);
    expect(sendButton().textContent).toBe('Sending...');
    await act(async () => respond(answer(200)));

    expect(await findToast(SEND_SUCCESS)).toBeTruthy();
    expect(SEND_SUCCESS).toBe('Message sent successfully!');
    expect(formValues()).toEqual(EMPTY_CONTACT_MESSAGE);
    expect(sendButton().disabled).toBe(false);
    expect(await listQueued()).toHaveLength(0);
  });

  it('posts the form fields with lib_version, service_id, template_id and user_id to send-form', async () => {
    const { user } = renderPage();
    await fillForm(user);
    await user.click(sendButton());
    await findToast(SEND_SUCCESS);

    expect(requests()).toHaveLength(1);
    expect(requests()[0]!.url).toBe(SEND_FORM_URL);
    const body = requests()[0]!.body as FormData;
    expect(Object.fromEntries(body.entries())).toEqual({
      ...MESSAGE,
      lib_version: '4.4.1',
      service_id: 'test-service',
      template_id: 'test-template',
      user_id: 'test-public-key',
    });
  });

  it.each([
    [451, 'Unavailable For Headless Browser'],
    [403, 'Forbidden'],
    [429, 'Too Many Requests'],
  ])('on status %i toasts the failure, shows "%s" and keeps the text', async (status, reason) => {
    answerWith(answer(status, 'rejected'));
    const { user } = renderPage();
    await fillForm(user);
    await user.click(sendButton());

    expect(await findToast(SEND_FAILURE)).toBeTruthy();
    expect(SEND_FAILURE).toBe('Failed to send message. Please try again.');
    expect(formAlert().textContent).toContain(reason);
    expect(formValues()).toEqual(MESSAGE);
    expect(sendButton().disabled).toBe(false);
    expect(await listQueued()).toHaveLength(0);
  });

  it("shows the service's own text for another status", async () => {
    answerWith(answer(400, 'The template ID is invalid'));
    const { user } = renderPage();
    await fillForm(user);
    await user.click(sendButton());
    await findToast(SEND_FAILURE);
    expect(formAlert().textContent).toContain('The template ID is invalid');
    expect(formValues()).toEqual(MESSAGE);
  });

  it('can send again after a failure', async () => {
    answerWith(answer(429), answer(200));
    const { user } = renderPage();
    await fillForm(user);
    await user.click(sendButton());
    await findToast(SEND_FAILURE);
    await user.click(sendButton());
    expect(await findToast(SEND_SUCCESS)).toBeTruthy();
    expect(requests()).toHaveLength(2);
    expect(formValues()).toEqual(EMPTY_CONTACT_MESSAGE);
  });
});

describe('the outbox', () => {
  it('queues the message when the request fails for want of a network (status 0, Network Error)', async () => {
    answerWith(NETWORK_ERROR);
    const { user } = renderPage();
    await fillForm(user);
    await user.click(sendButton());

    expect(
      await screen.findByText(`Network Error. ${MESSAGE_QUEUED}`, { selector: '[role=status]' }),
    ).toBeTruthy();
    expect(formValues()).toEqual(EMPTY_CONTACT_MESSAGE);
    expect(await screen.findByText(queuedCount(1))).toBeTruthy();
    const queued = await listQueued();
    expect(queued.map((row) => row.payload)).toEqual([MESSAGE]);
    expect(queued[0]!.kind).toBe('contact');
  });

  it('queues without a request while offline and sends exactly once when back online', async () => {
    onLine = false;
    const { user } = renderPage();
    await fillForm(user);
    await user.click(sendButton());

    expect(await screen.findByText(MESSAGE_QUEUED, { selector: '[role=status]' })).toBeTruthy();
    expect(MESSAGE_QUEUED).toBe('Your message is saved and will be sent when you are back online');
    expect(network.fetch).not.toHaveBeenCalled();
    expect(formValues()).toEqual(EMPTY_CONTACT_MESSAGE);
    expect(await screen.findByText(queuedCount(1))).toBeTruthy();

    await goOnline();
    // A second signal while the first flush runs must not send the message again.
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await findToast(QUEUED_MESSAGE_SENT)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(queuedCount(1))).toBeNull());
    await flushOutbox();

    expect(requests()).toHaveLength(1);
    expect(requests()[0]!.url).toBe(SEND_URL);
    expect(requests()[0]!.body).toEqual({
      lib_version: '4.4.1',
      user_id: 'test-public-key',
      service_id: 'test-service',
      template_id: 'test-template',
      template_params: MESSAGE,
    });
    expect(await listQueued()).toHaveLength(0);
  });

  it('keeps a queued message that the service rejects, with the reason, and does not lose it', async () => {
    onLine = false;
    await queueMessage(MESSAGE);
    renderPage();
    expect(await screen.findByText(queuedCount(1))).toBeTruthy();

    answerWith(answer(403));
    await goOnline();
    await waitFor(() => expect(screen.getByText(/Last attempt: Forbidden/)).toBeTruthy());
    expect(screen.getByText(queuedCount(1))).toBeTruthy();
    const [row] = await listQueued();
    expect(row).toMatchObject({ attempts: 1, state: 'rejected', lastStatus: 403, payload: MESSAGE });
    // Refused, it is not sent again by itself: only when the visitor asks.
    await goOnline();
    await flushOutbox();
    expect(requests()).toHaveLength(1);
  });

  it('sends a queued message once back online, and discards one on request', async () => {
    onLine = false;
    await queueMessage(MESSAGE);
    await queueMessage({ ...MESSAGE, subject: 'Second question' });
    const { user } = renderPage();
    expect(await screen.findByText(queuedCount(2))).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Discard "Second question"' }));
    expect(await screen.findByText(queuedCount(1))).toBeTruthy();

    await goOnline();
    await waitFor(() => expect(screen.queryByText(queuedCount(1))).toBeNull());
    expect(
      requests().map(
        (request) => (request.body as { template_params: { subject: string } }).template_params.subject,
      ),
    ).toEqual([MESSAGE.subject]);
  });

  it('shows the queued count after a reload', async () => {
    onLine = false;
    const first = renderPage();
    await fillForm(first.user);
    await first.user.click(sendButton());
    await screen.findByText(queuedCount(1));
    first.unmount();

    renderPage();
    expect(await screen.findByText(queuedCount(1))).toBeTruthy();
    expect(await listQueued()).toHaveLength(1);
  });
});

describe('nothing typed is lost', () => {
  it('keeps the text in the form when the message cannot be stored for later', async () => {
    const { db } = await import('@lib/db/database');
    vi.spyOn(db.outbox, 'add').mockRejectedValueOnce(new Error('QuotaExceededError'));
    onLine = false;
    const { user } = renderPage();
    await fillForm(user);
    await user.click(sendButton());

    expect(await findToast(SEND_FAILURE)).toBeTruthy();
    expect(formAlert().textContent).toBe(QUEUE_FAILED);
    expect(formValues()).toEqual(MESSAGE);
    expect(sendButton().disabled).toBe(false);
  });

  it('keeps the text being typed across a reload', async () => {
    const first = renderPage();
    await fillForm(first.user);
    first.unmount();

    renderPage();
    expect(formValues()).toEqual(MESSAGE);
  });

  it('forgets the draft once the message is sent', async () => {
    const first = renderPage();
    await fillForm(first.user);
    await first.user.click(sendButton());
    await findToast(SEND_SUCCESS);
    first.unmount();

    renderPage();
    expect(formValues()).toEqual(EMPTY_CONTACT_MESSAGE);
  });
});
