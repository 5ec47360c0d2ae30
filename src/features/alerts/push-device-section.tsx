// /account/alerts: this device's notifications, on or off. The member's rules say which alerts go as
// notifications; this says whether this device is one of those that get them.
import { PUSH_TEXTS } from '@shared/alerts/alert-texts';
import { type ReactNode, useState } from 'react';
import { IosHomeScreenHelp } from './ios-home-screen-help';
import { type PushOutcome, turnOffPush, turnOnPush } from './push-setup';
import { usePushDevice } from './use-push-device';

const OUTCOME_TEXT: Partial<Record<PushOutcome, string>> = {
  denied: PUSH_TEXTS.denied,
  offline: PUSH_TEXTS.needsConnection,
  failed: PUSH_TEXTS.failed,
};

export function PushDeviceSection() {
  const { device, reread } = usePushDevice();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');

  const turnOn = () => {
    // Straight from the click: the permission is asked within it.
    const turning = turnOnPush();
    setBusy(true);
    setProblem('');
    turning
      .then((outcome) => setProblem(OUTCOME_TEXT[outcome] ?? ''))
      .finally(() => reread().finally(() => setBusy(false)));
  };
  const turnOff = () => {
    setBusy(true);
    setProblem('');
    turnOffPush()
      .catch((error: unknown) => {
        console.error('Notifications could not be turned off:', error);
        setProblem(PUSH_TEXTS.needsConnection);
      })
      .finally(() => reread().finally(() => setBusy(false)));
  };

  let body: ReactNode = null;
  if (device?.support === 'ios-home-screen') body = <IosHomeScreenHelp />;
  else if (device?.support === 'unsupported') body = <p>{PUSH_TEXTS.unsupported}</p>;
  else if (device) {
    body = (
      <>
        <p>{device.subscribed ? PUSH_TEXTS.on : PUSH_TEXTS.off}</p>
        {device.permission === 'denied' && !device.subscribed ? (
          <p>{PUSH_TEXTS.denied}</p>
        ) : (
          <button
            type="button"
            className="btn btn--secondary"
            disabled={busy}
            onClick={device.subscribed ? turnOff : turnOn}
          >
            {device.subscribed ? PUSH_TEXTS.turnOff : PUSH_TEXTS.turnOn}
          </button>
        )}
      </>
    );
  }

  return (
    <section className="alert-section card" aria-labelledby="alerts-device">
      <h2 id="alerts-device">{PUSH_TEXTS.deviceHeading}</h2>
      {body}
      <p className="alert-status alert-status--error" role="alert">
        {problem}
      </p>
    </section>
  );
}
