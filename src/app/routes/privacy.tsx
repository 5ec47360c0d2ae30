import { PrivacyScreen } from '@features/content/privacy-screen';

export default function PrivacyRoute() {
  return <PrivacyScreen />;
}
