import { HelpScreen } from '@features/content/help-screen';

export default function HelpRoute() {
  return <HelpScreen />;
}
