import { TRACK_PACKAGE_LABEL, TRACKING_NUMBER_LABEL } from '@shared/site/content-constants';
import { screen } from '@testing-library/react';
import { renderPage } from '@tests/support/render-page';
import { describe, expect, it } from 'vitest';
import { TrackPackageForm } from './track-package-form';

describe('TrackPackageForm', () => {
  it('requires a tracking number', () => {
    renderPage(<TrackPackageForm />);
    expect(screen.getByRole('textbox', { name: TRACKING_NUMBER_LABEL }).hasAttribute('required')).toBe(true);
  });

  it('explains that the retailer tracks the order and links the carriers with the number', async () => {
    const { user } = renderPage(<TrackPackageForm />);
    await user.type(screen.getByRole('textbox', { name: TRACKING_NUMBER_LABEL }), '1z 999-aa1 0123456784');
    await user.click(screen.getByRole('button', { name: TRACK_PACKAGE_LABEL }));

    expect(screen.getByText(/Orders are shipped and tracked by the retailer you bought from/)).toBeTruthy();
    const ups = screen.getByRole('link', { name: /Track with UPS/ });
    expect(ups.getAttribute('href')).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(ups.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: /Track with USPS/ }).getAttribute('href')).toContain(
      '1Z999AA10123456784',
    );
  });
});
