// Where this device stands on notifications, read once the screen is on (never while the server draws it)
// and again whenever it changes: undefined until read.
import { useCallback, useEffect, useState } from 'react';
import { type PushDeviceState, readPushDevice } from './push-setup';

export function usePushDevice(): {
  device: PushDeviceState | undefined;
  setDevice: (state: PushDeviceState) => void;
  reread: () => Promise<PushDeviceState>;
} {
  const [device, setDevice] = useState<PushDeviceState>();
  const reread = useCallback(async () => {
    const state = await readPushDevice();
    setDevice(state);
    return state;
  }, []);
  useEffect(() => {
    let active = true;
    readPushDevice().then(
      (state) => active && setDevice(state),
      () => {},
    );
    return () => {
      active = false;
    };
  }, []);
  return { device, setDevice, reread };
}

/** Whether this device can get notifications, as far as the screens can tell before asking. */
export const pushPossible = (device: PushDeviceState | undefined): boolean =>
  device !== undefined && device.support === 'supported' && device.permission !== 'denied';
