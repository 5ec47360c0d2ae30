import { appStore } from '@lib/jotai-store';
import { appInstalledAtom, installPromptAtom } from '@lib/pwa/state';
import { INSTALL_LABEL } from '@shared/site/pwa-texts';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstallOffer } from '@tests/support/install-offer';
import { Provider } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { InstallButton } from './install-button';

const renderButton = () =>
  render(
    <Provider store={appStore}>
      <InstallButton />
    </Provider>,
  );

describe('InstallButton', () => {
  afterEach(() => {
    appStore.set(installPromptAtom, null);
    appStore.set(appInstalledAtom, false);
  });

  it('stays hidden until the browser offers an install', () => {
    renderButton();
    expect(screen.queryByRole('button', { name: INSTALL_LABEL })).toBeNull();
    act(() => window.dispatchEvent(createInstallOffer().event));
    expect(screen.getByRole('button', { name: INSTALL_LABEL })).toBeTruthy();
  });

  it('opens the browser install dialog and hides once the app is installed', async () => {
    const { event, prompt } = createInstallOffer('accepted');
    appStore.set(installPromptAtom, event);
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: INSTALL_LABEL }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: INSTALL_LABEL })).toBeNull();
  });

  it('hides after the app is installed from the browser menu', () => {
    appStore.set(installPromptAtom, createInstallOffer().event);
    renderButton();
    act(() => window.dispatchEvent(new Event('appinstalled')));
    expect(screen.queryByRole('button', { name: INSTALL_LABEL })).toBeNull();
  });
});
