import { GuideScreen } from '@features/content/guide-screen';
import { TIPS } from '@features/content/help-guides';
import { PAGES } from '@shared/site/pages';

export default function HelpTipsRoute() {
  return (
    <GuideScreen
      page={PAGES.helpTips}
      lead="Habits that help experienced deal hunters save more."
      sections={TIPS}
    />
  );
}
