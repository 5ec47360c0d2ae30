import { PageShell } from '@components/page-shell';
import { paths } from '@config/paths';
import { PAGES } from '@shared/site/pages';
import { CONTACT, PRIVACY_LAST_UPDATED, SITE_TITLE } from '@shared/site/site';
import { Link } from 'react-router-dom';

const SECTIONS = [
  { id: 'information-we-collect', title: 'Information we collect' },
  { id: 'how-we-use', title: 'How we use your information' },
  { id: 'sharing', title: 'How we share information' },
  { id: 'on-your-device', title: 'Data kept on your device' },
  { id: 'your-rights', title: 'Your rights' },
  { id: 'contact', title: 'Contact us about privacy' },
] as const;

const [collect, use, sharing, device, rights, contact] = SECTIONS;

export function PrivacyScreen() {
  return (
    <PageShell page={PAGES.privacy} className="page--narrow" lead={`Last updated ${PRIVACY_LAST_UPDATED}`}>
      <div className="prose">
        <p>
          This policy explains what information {SITE_TITLE} collects, why, and the choices you have. We
          collect as little as we can and we never sell your personal information.
        </p>
        <nav className="toc" aria-label="On this page">
          <ol>
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>

        <h2 id={collect.id}>{collect.title}</h2>
        <ul>
          <li>
            <strong>Name and contact information</strong>, such as your name and e-mail address when you
            create an account, subscribe to deal alerts or write to us.
          </li>
          <li>
            <strong>Account credentials</strong>: your e-mail address and password, which we store only in a
            securely hashed form.
          </li>
          <li>
            <strong>Shopping preferences</strong>, such as the categories you follow and the deals you save.
          </li>
          <li>
            <strong>Communication preferences</strong>, such as whether you want deal alerts and how often.
          </li>
        </ul>

        <h2 id={use.id}>{use.title}</h2>
        <ul>
          <li>To show you deals and keep your wishlist and alert choices.</li>
          <li>To answer your messages and support requests.</li>
          <li>To send the deal alerts you asked for, and only those.</li>
          <li>To keep the site secure, prevent abuse and fix problems.</li>
          <li>To understand which pages are useful, using aggregated figures that do not identify you.</li>
        </ul>

        <h2 id={sharing.id}>{sharing.title}</h2>
        <p>
          <strong>We do not sell your personal information.</strong> We share it only in these cases:
        </p>
        <ul>
          <li>
            <strong>Service providers</strong> who run parts of the service for us, such as hosting and e-mail
            delivery, under contracts that forbid any other use.
          </li>
          <li>
            <strong>Deal partners</strong>: when you follow a deal link, the retailer learns that the visit
            came from {SITE_TITLE} so the purchase can be credited. They do not receive your account details.
          </li>
          <li>
            <strong>Law enforcement</strong>, when the law requires it or to protect the safety of our users.
          </li>
        </ul>

        <h2 id={device.id}>{device.title}</h2>
        <p>
          To work offline, the app stores the latest deals, your wishlist and your settings in your browser's
          storage on your device. Clearing your browser data removes them.
        </p>

        <h2 id={rights.id}>{rights.title}</h2>
        <p>You can ask us at any time to:</p>
        <ul>
          <li>
            <strong>Access</strong> the personal information we hold about you;
          </li>
          <li>
            <strong>Correct</strong> anything that is wrong;
          </li>
          <li>
            <strong>Delete</strong> your account and personal information;
          </li>
          <li>
            <strong>Opt out of marketing</strong>: every alert e-mail has an unsubscribe link, or just tell
            us.
          </li>
        </ul>

        <h2 id={contact.id}>{contact.title}</h2>
        <p>
          Write to our privacy team at <a href={`mailto:${CONTACT.privacyEmail}`}>{CONTACT.privacyEmail}</a>.
          We answer within 30 days. For anything else, use the <Link to={paths.contact}>contact page</Link>.
        </p>
      </div>
    </PageShell>
  );
}
