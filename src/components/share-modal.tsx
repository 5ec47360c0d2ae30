import { CLOSE, SHARE_DIALOG_TITLE, SHARE_TARGETS } from '@shared/site/screen-texts';
import { type ShareTargetId, shareTargets } from '@shared/site/social-links';
import { FacebookIcon, type IconProps, MailIcon, WhatsAppIcon, XLogoIcon } from './icons';
import { Modal } from './modal';
import './share-modal.css';

interface ShareModalProps {
  open: boolean;
  onClose: () => void;
  /** The address being shared, normally window.location.href. */
  url: string;
  text: string;
}

/** The dialog's four networks, by the share target each one uses. */
const TARGET_IDS: Record<(typeof SHARE_TARGETS)[number], ShareTargetId> = {
  Facebook: 'facebook',
  Twitter: 'x',
  WhatsApp: 'whatsapp',
  Email: 'email',
};

const ICONS: Record<(typeof SHARE_TARGETS)[number], (props: IconProps) => React.JSX.Element> = {
  Facebook: FacebookIcon,
  Twitter: XLogoIcon,
  WhatsApp: WhatsAppIcon,
  Email: MailIcon,
};

/** Facebook, Twitter, WhatsApp and Email links for a page; choosing one closes the dialog. */
export function ShareModal({ open, onClose, url, text }: ShareModalProps) {
  const targets = shareTargets(url, text);
  return (
    <Modal open={open} onClose={onClose} title={SHARE_DIALOG_TITLE} closeLabel={CLOSE}>
      <p className="share-modal__text">{text}</p>
      <ul className="share-modal__links">
        {SHARE_TARGETS.map((name) => {
          const target = targets.find((candidate) => candidate.id === TARGET_IDS[name])!;
          const Icon = ICONS[name];
          return (
            <li key={name}>
              <a
                className={`share-modal__link share-modal__link--${target.id}`}
                href={target.href}
                target={target.external ? '_blank' : undefined}
                rel="noopener noreferrer"
                onClick={onClose}
              >
                <Icon size={22} />
                <span>{name}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
