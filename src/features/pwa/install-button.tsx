import { DownloadIcon } from '@components/icons';
import { promptInstall } from '@lib/pwa/install-events';
import { appInstalledAtom, installPromptAtom } from '@lib/pwa/state';
import { useHydrated } from '@lib/use-hydrated';
import { INSTALL_LABEL } from '@shared/site/pwa-texts';
import { useAtomValue } from 'jotai';

/** True while the browser offers an install and the app is not installed: when InstallButton shows. */
export function useInstallOffered(): boolean {
  const offer = useAtomValue(installPromptAtom);
  const installed = useAtomValue(appInstalledAtom);
  return useHydrated() && offer !== null && !installed;
}

interface InstallButtonProps {
  className?: string;
}

/**
 * Install, shown only while the browser offers an install and the app is not installed yet.
 * Browsers without a one-tap install (Safari, Firefox) never show it; /download-app explains their steps.
 */
export function InstallButton({ className = 'btn btn--primary' }: InstallButtonProps) {
  if (!useInstallOffered()) return null;
  return (
    <button type="button" className={className} onClick={() => void promptInstall()}>
      <DownloadIcon size={18} />
      <span>{INSTALL_LABEL}</span>
    </button>
  );
}
