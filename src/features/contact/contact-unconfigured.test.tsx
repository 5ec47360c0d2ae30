import { CONTACT_NOT_CONFIGURED } from '@shared/contact-texts';
import { CONTACT } from '@shared/site';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import { ContactPage } from './contact-page';

// No e-mail service settings at all, as in a build without them.
vi.mock('@config/env', () => ({ env: { VITE_ADSENSE_SCRIPT_URL: 'https://ads.example.test/a.js' } }));

afterEach(() => {
  vi.unstubAllGlobals();
});

it('says plainly that messages cannot be sent yet and offers the support e-mail instead of a form', () => {
  const fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  render(
    <MemoryRouter>
      <ContactPage />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { name: CONTACT_NOT_CONFIGURED.title })).toBeTruthy();
  expect(CONTACT_NOT_CONFIGURED.title).toBe('Messages cannot be sent from this page yet');
  const links = screen.getAllByRole('link', { name: CONTACT.supportEmail });
  expect(links.length).toBeGreaterThanOrEqual(1);
  expect(links[0]!.getAttribute('href')).toBe(`mailto:${CONTACT.supportEmail}`);
  expect(screen.queryByRole('button', { name: 'Send Message' })).toBeNull();
  expect(screen.queryByLabelText('Message')).toBeNull();
  expect(fetchMock).not.toHaveBeenCalled();
});
