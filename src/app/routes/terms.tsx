import { TermsScreen } from '@features/content/terms-screen';

export default function TermsRoute() {
  return <TermsScreen />;
}
