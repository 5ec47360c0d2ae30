import { NotFoundScreen } from '@features/content/not-found-screen';

export default function NotFoundRoute() {
  return <NotFoundScreen />;
}
