import { FaqScreen } from '@features/content/faq-screen';

export default function FaqRoute() {
  return <FaqScreen />;
}
