import { appStore } from '@lib/jotai-store';
import { appInstalledAtom, installPromptAtom } from '@lib/pwa/state';
import { PAGES } from '@shared/site/pages';
import { INSTALL_GUIDES, INSTALL_LABEL, INSTALL_MANUAL_TEXT, INSTALLED_TEXT } from '@shared/site/pwa-texts';
import { act, render, screen } from '@testing-library/react';
import { createInstallOffer } from '@tests/support/install-offer';
import { Provider } from 'jotai';
import { HelmetProvider } from 'react-helmet-async';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { DownloadAppScreen } from './download-app-screen';

const renderScreen = () =>
  render(
    <HelmetProvider>
      <Provider store={appStore}>
        <MemoryRouter>
          <DownloadAppScreen />
        </MemoryRouter>
      </Provider>
    </HelmetProvider>,
  );

describe('DownloadAppScreen', () => {
  afterEach(() => {
    appStore.set(installPromptAtom, null);
    appStore.set(appInstalledAtom, false);
  });

  it('explains installing on Android, iPhone and desktop', () => {
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: PAGES.downloadApp.title })).toBeTruthy();
    for (const guide of INSTALL_GUIDES) {
      expect(screen.getByRole('heading', { level: 2, name: guide.platform })).toBeTruthy();
    }
    expect(screen.getByText(/Add to Home Screen/)).toBeTruthy();
    expect(screen.getByText(/Share button/)).toBeTruthy();
  });

  it('offers the one-tap install only where the browser allows it', () => {
    renderScreen();
    expect(screen.getByText(INSTALL_MANUAL_TEXT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: INSTALL_LABEL })).toBeNull();
    act(() => appStore.set(installPromptAtom, createInstallOffer().event));
    expect(screen.getByRole('button', { name: INSTALL_LABEL })).toBeTruthy();
  });

  it('says when the app is already installed', () => {
    appStore.set(appInstalledAtom, true);
    renderScreen();
    expect(screen.getByText(INSTALLED_TEXT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: INSTALL_LABEL })).toBeNull();
  });

  it('shows the version of the app that is running', () => {
    renderScreen();
    expect(screen.getByText(/^Version \S+/)).toBeTruthy();
  });
});
