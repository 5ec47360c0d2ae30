import { reloadToNewVersion } from '@lib/pwa/register-service-worker';
import { updateAvailableAtom } from '@lib/pwa/state';
import { dismissToast, showToast } from '@lib/toast';
import { UPDATE_AVAILABLE_TEXT, UPDATE_RELOAD_LABEL } from '@shared/site/pwa-texts';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';

const UPDATE_TOAST_ID = 'app-update';

/** Offers the waiting new version: a toast that stays until the user reloads or closes it. */
export function UpdatePrompt() {
  const updateAvailable = useAtomValue(updateAvailableAtom);
  useEffect(() => {
    if (!updateAvailable) return;
    showToast('info', UPDATE_AVAILABLE_TEXT, {
      id: UPDATE_TOAST_ID,
      autoClose: false,
      action: { label: UPDATE_RELOAD_LABEL, onClick: () => void reloadToNewVersion() },
    });
    return () => dismissToast(UPDATE_TOAST_ID);
  }, [updateAvailable]);
  return null;
}
