import { WishlistScreen } from '@features/wishlist/wishlist-screen';

export default function WishlistRoute() {
  return <WishlistScreen />;
}
