import { PageNotFound } from '@app/page-not-found';

export default function NotFoundRoute() {
  return <PageNotFound />;
}
