import { paths } from '@config/paths';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';

export const CHUNK_LOAD_FAILED = 'Loading chunk failed';

const isChunkLoadError = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|Loading chunk|error loading dynamically/i.test(
    error.message,
  );

/** Shown when a screen throws or its code chunk cannot be fetched. */
export function RouteErrorScreen() {
  const error = useRouteError();
  if (isChunkLoadError(error)) {
    return (
      <section className="page page--narrow" role="alert">
        <h1>{CHUNK_LOAD_FAILED}</h1>
        <p>This part of the site could not be loaded. Check your connection and try again.</p>
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          Retry
        </button>
      </section>
    );
  }
  console.error(error);
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'Something went wrong.';
  return (
    <section className="page page--narrow" role="alert">
      <h1>Something went wrong</h1>
      <p>{message}</p>
      <Link className="btn btn--primary" to={paths.home}>
        Back to home
      </Link>
    </section>
  );
}
