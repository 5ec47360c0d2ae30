// The notifications checkbox of the alert forms, with what this device allows beside it: on iPhone and
// iPad in Safari how to add the app to the Home Screen first; where notifications are blocked or missing,
// that they are, with e-mail offered instead. Ticking it asks for the permission then and there (the tick is
// the person's gesture); the subscription itself is made when the form is saved.

import { FieldError } from '@components/form-field';
import { requestNotificationPermission } from '@lib/pwa/push-subscription';
import { ALERT_FIELD_LABELS, PUSH_TEXTS } from '@shared/alerts/alert-texts';
import { useId } from 'react';
import { IosHomeScreenHelp } from './ios-home-screen-help';
import type { PushDeviceState } from './push-setup';

interface PushChoiceProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** This device's state; undefined while it is read. */
  device: PushDeviceState | undefined;
  onDeviceChange: (device: PushDeviceState) => void;
  /** The person takes e-mail instead: the form ticks e-mail and unticks this. */
  onUseEmail: () => void;
  /** The choice is about this device alone (a visitor's): it cannot be ticked where the device cannot receive. */
  deviceOnly?: boolean;
  error?: string;
  /** Also invalid when the group it is in has a problem. */
  groupInvalid?: boolean;
}

/** Why this device cannot receive notifications, or null when it can (or may once asked). */
function deviceProblem(device: PushDeviceState | undefined): 'ios' | 'unsupported' | 'denied' | null {
  if (!device) return null;
  if (device.support === 'ios-home-screen') return 'ios';
  if (device.support === 'unsupported') return 'unsupported';
  return device.permission === 'denied' ? 'denied' : null;
}

export function PushChoice({
  checked,
  onChange,
  device,
  onDeviceChange,
  onUseEmail,
  deviceOnly = false,
  error,
  groupInvalid = false,
}: PushChoiceProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const errorId = `${id}-error`;
  const problem = deviceProblem(device);
  // A member's rule may still notify their other devices; this device's problem is then said, not enforced.
  // How to get notifications on an iPhone is always worth saying.
  const showProblem = problem !== null && (deviceOnly || checked || problem === 'ios');
  const describedBy = [showProblem && noteId, error && errorId].filter(Boolean).join(' ') || undefined;

  const change = (wanted: boolean) => {
    onChange(wanted);
    if (!wanted || !device || device.support !== 'supported' || device.permission !== 'default') return;
    // Asked here, in the tick's own gesture; a refusal unticks the box and offers e-mail.
    void requestNotificationPermission().then((permission) => {
      onDeviceChange({ ...device, permission });
      if (permission === 'denied' && deviceOnly) onChange(false);
    });
  };

  return (
    <div className="alert-push-choice">
      <label className="checkbox">
        <input
          type="checkbox"
          name="push"
          checked={checked}
          // A choice kept ticked through a refusal can still be unticked.
          disabled={deviceOnly && problem !== null && !checked}
          onChange={(event) => change(event.target.checked)}
          aria-invalid={error || groupInvalid ? true : undefined}
          aria-describedby={describedBy}
        />
        {ALERT_FIELD_LABELS.push}
      </label>
      {showProblem ? (
        <div id={noteId} className="alert-push-choice__note notice notice--warning">
          {problem === 'ios' ? (
            <IosHomeScreenHelp />
          ) : (
            <p>{problem === 'denied' ? PUSH_TEXTS.denied : PUSH_TEXTS.unsupported}</p>
          )}
          <button type="button" className="btn btn--secondary btn--small" onClick={onUseEmail}>
            {PUSH_TEXTS.useEmail}
          </button>
        </div>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
