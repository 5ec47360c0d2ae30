import { appInstalledAtom, installPromptAtom, offlineReadyAtom } from '@lib/pwa/state';
import {
  INSTALL_AVAILABLE_TEXT,
  INSTALL_MANUAL_TEXT,
  INSTALLED_TEXT,
  OFFLINE_READY_TEXT,
} from '@shared/site/pwa-texts';
import { useAtomValue } from 'jotai';
import { InstallButton } from './install-button';

/** Whether the app is installed here, can be installed in one tap, or needs the manual steps. */
export function InstallStatus() {
  const installed = useAtomValue(appInstalledAtom);
  const offer = useAtomValue(installPromptAtom);
  const offlineReady = useAtomValue(offlineReadyAtom);
  return (
    <section className="install-status" aria-label="Install status">
      {installed ? (
        <p className="notice notice--success">{INSTALLED_TEXT}</p>
      ) : offer ? (
        <div className="install-status__offer">
          <p>{INSTALL_AVAILABLE_TEXT}</p>
          <InstallButton />
        </div>
      ) : (
        <p className="notice notice--info">{INSTALL_MANUAL_TEXT}</p>
      )}
      {offlineReady ? <p className="install-status__offline">{OFFLINE_READY_TEXT}</p> : null}
    </section>
  );
}
