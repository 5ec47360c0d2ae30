import { GuideScreen } from '@features/content/guide-screen';
import { TUTORIALS } from '@features/content/help-guides';
import { PAGES } from '@shared/site/pages';

export default function HelpTutorialsRoute() {
  return (
    <GuideScreen
      page={PAGES.helpTutorials}
      lead="Short walk-throughs of searching, sorting, alerts and the app."
      sections={TUTORIALS}
    />
  );
}
