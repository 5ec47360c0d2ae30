import { ForYouScreen } from '@features/for-you/for-you-screen';

export default function ForYouRoute() {
  return <ForYouScreen />;
}
