import { GuideScreen } from '@features/content/guide-screen';
import { GETTING_STARTED } from '@features/content/help-guides';
import { PAGES } from '@shared/site/pages';
import { SITE_TITLE } from '@shared/site/site';

export default function HelpGettingStartedRoute() {
  return (
    <GuideScreen
      page={PAGES.helpGettingStarted}
      lead={`Four steps from browsing to buying with ${SITE_TITLE}.`}
      sections={GETTING_STARTED}
    />
  );
}
