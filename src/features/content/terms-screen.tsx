import { PageShell } from '@components/page-shell';
import { paths } from '@config/paths';
import { PAGES } from '@shared/site/pages';
import { CONTACT, SITE_TITLE, SUBMISSION_REVIEW_HOURS } from '@shared/site/site';
import { Link } from 'react-router-dom';

export function TermsScreen() {
  return (
    <PageShell
      page={PAGES.terms}
      className="page--narrow"
      lead={`The rules for using ${SITE_TITLE}, in plain language.`}
    >
      <div className="prose">
        <h2>1. Using {SITE_TITLE}</h2>
        <p>
          {SITE_TITLE} is a free service that lists deals from independent retailers. By using the site you
          agree to these terms. If you do not agree, please do not use the site.
        </p>
        <h2>2. Deals and prices</h2>
        <p>
          We check every deal before listing it, but retailers set and change their own prices, stock and end
          dates. The price and terms shown by the retailer at checkout are the ones that apply. We are not
          responsible for a retailer ending a deal early or changing its terms.
        </p>
        <h2>3. Buying from retailers</h2>
        <p>
          When you follow a deal, you leave {SITE_TITLE} and buy directly from the retailer. Your contract of
          sale is with the retailer, which is responsible for payment, delivery, warranties, returns and
          refunds. See <Link to={paths.shipping}>Shipping</Link> and <Link to={paths.returns}>Returns</Link>.
        </p>
        <h2>4. Affiliate links</h2>
        <p>
          Many links on the site are affiliate links. If you buy through one, the retailer may pay us a
          commission. This never changes the price you pay.
        </p>
        <h2>5. Accounts and submitted deals</h2>
        <p>
          You are responsible for keeping your password safe. Registered users may submit deals; we review
          submissions within {SUBMISSION_REVIEW_HOURS} hours and may edit or decline them. Submit only deals
          that are real and that you are allowed to share, and no spam, misleading or unlawful content.
        </p>
        <h2>6. Acceptable use</h2>
        <p>
          Do not disrupt the service, scrape it in bulk, try to access other people’s data, or use it for any
          unlawful purpose.
        </p>
        <h2>7. Content and trademarks</h2>
        <p>
          Product names, images and trademarks belong to their owners and are shown to describe the deals. The
          {` ${SITE_TITLE} `}name, logo and site design belong to us.
        </p>
        <h2>8. Liability</h2>
        <p>
          The site is provided as is. To the extent the law allows, we are not liable for indirect losses
          arising from using it or from purchases made with retailers. Nothing in these terms limits rights
          you have by law as a consumer.
        </p>
        <h2>9. Changes and contact</h2>
        <p>
          We may update these terms and will show the new version here. Questions? Write to{' '}
          <a href={`mailto:${CONTACT.supportEmail}`}>{CONTACT.supportEmail}</a>. Our{' '}
          <Link to={paths.privacy}>Privacy Policy</Link> explains how we handle your information.
        </p>
      </div>
    </PageShell>
  );
}
