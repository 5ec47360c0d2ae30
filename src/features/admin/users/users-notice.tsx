// The Users section's wording of the console's common states (loading, sign in, not allowed, offline).
import { ADMIN_USERS_TEXTS } from '@shared/console/admin-users-texts';
import { StaffDataNotice } from '../staff-data-notice';
import type { StaffData } from '../use-staff-data';

export function UsersNotice({ state, loading }: { state: StaffData<unknown>; loading: string }) {
  return (
    <StaffDataNotice
      state={state}
      texts={{
        loading,
        offline: ADMIN_USERS_TEXTS.offline,
        signIn: ADMIN_USERS_TEXTS.signIn,
        forbidden: ADMIN_USERS_TEXTS.forbidden,
      }}
    />
  );
}

/** States in which the section has nothing else to offer than the notice. */
export const isShutOut = (state: StaffData<unknown>): boolean =>
  state.kind === 'offline' || state.kind === 'signIn' || state.kind === 'forbidden';
