// One stored record opened from a console list (a message, a mail): the way back to the list, then the
// record once it has loaded, or the notice saying why it has not.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { type STAFF_TEXTS, StaffDataNotice } from './staff-data-notice';
import type { StaffData } from './use-staff-data';

interface RecordFrameProps<T> {
  state: StaffData<T>;
  /** The list's address, as it was when the record was opened. */
  backTo: string;
  closeText: string;
  texts: Partial<typeof STAFF_TEXTS>;
  children: (record: T) => ReactNode;
}

export function RecordFrame<T>({ state, backTo, closeText, texts, children }: RecordFrameProps<T>) {
  return (
    <>
      <p>
        <Link to={backTo}>{closeText}</Link>
      </p>
      {state.kind === 'ready' ? children(state.data) : <StaffDataNotice state={state} texts={texts} />}
    </>
  );
}
