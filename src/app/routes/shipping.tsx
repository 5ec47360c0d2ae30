import { ShippingScreen } from '@features/content/shipping-screen';

export default function ShippingRoute() {
  return <ShippingScreen />;
}
