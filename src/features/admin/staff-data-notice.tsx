// What a console screen shows while its data is not there: one wording for every section.
import { paths } from '@config/paths';
import { Link, useLocation } from 'react-router-dom';
import type { StaffData } from './use-staff-data';

export const STAFF_TEXTS = {
  offline: 'The console needs a connection.',
  loading: 'Loading…',
  signIn: 'Please sign in to use the console.',
  forbidden: 'Your account is not allowed to open this part of the console.',
};

/** The notice for a state that is not 'ready' (null when it is), worded by the screen where it says more. */
export function StaffDataNotice({
  state,
  texts = {},
}: {
  state: StaffData<unknown>;
  texts?: Partial<typeof STAFF_TEXTS>;
}) {
  const { pathname } = useLocation();
  const words = { ...STAFF_TEXTS, ...texts };
  switch (state.kind) {
    case 'ready':
      return null;
    case 'loading':
      return <p className="page-loading">{words.loading}</p>;
    case 'signIn':
      return (
        <p className="admin-notice">
          {words.signIn} <Link to={`${paths.login}?next=${encodeURIComponent(pathname)}`}>Sign in</Link>
        </p>
      );
    case 'failed':
      return (
        <p className="admin-notice" role="alert">
          {state.message}
        </p>
      );
    default:
      return <p className="admin-notice">{words[state.kind]}</p>;
  }
}
