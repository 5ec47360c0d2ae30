import { useState } from 'react';
import { describeFailure } from './use-account-submit';

/**
 * A button's action on the account page (end a device, remove a passkey, resend a link): runs it, then
 * says what happened, the success message or what went wrong.
 */
export function useAccountAction() {
  const [notice, setNotice] = useState('');
  const [kind, setKind] = useState<'info' | 'error'>('info');
  const [pending, setPending] = useState(false);
  const run = async (action: () => Promise<unknown>, success: string) => {
    setPending(true);
    setNotice('');
    try {
      await action();
      setKind('info');
      setNotice(success);
    } catch (error) {
      setKind('error');
      setNotice(describeFailure(error));
    } finally {
      setPending(false);
    }
  };
  return { run, notice, kind, pending };
}
