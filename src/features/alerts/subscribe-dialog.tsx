// The header's Subscribe (and About's Subscribe Now): deal alerts. A visitor chooses categories for
// notifications on this device or an e-mail digest, with no account; a signed-in member makes an alert rule
// with every condition and budget, and finds all of their rules on /account/alerts.
import { Modal } from '@components/modal';
import { paths } from '@config/paths';
import { memberAtom } from '@lib/member/member-state';
import { SUBSCRIBE_TEXTS } from '@shared/account/account-texts';
import { VISITOR_ALERT_TEXTS } from '@shared/alerts/alert-texts';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { MemberSubscribeForm } from './member-subscribe-form';
import { VisitorSubscribeForm } from './visitor-subscribe-form';
import './alerts.css';

interface SubscribeDialogProps {
  open: boolean;
  onClose: () => void;
}

export function SubscribeDialog({ open, onClose }: SubscribeDialogProps) {
  const member = useAtomValue(memberAtom);
  return (
    <Modal open={open} onClose={onClose} title={SUBSCRIBE_TEXTS.title}>
      {member ? (
        <MemberSubscribeForm memberId={member.id} onDone={onClose} />
      ) : (
        <>
          <VisitorSubscribeForm onDone={onClose} />
          <p className="subscribe-form__more">
            <Link to={`${paths.login}?next=${encodeURIComponent(paths.accountAlerts)}`} onClick={onClose}>
              {VISITOR_ALERT_TEXTS.signInForMore}
            </Link>
          </p>
        </>
      )}
    </Modal>
  );
}
