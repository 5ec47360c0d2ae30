import { PressScreen } from '@features/content/press-screen';

export default function PressRoute() {
  return <PressScreen />;
}
