// The outcome of a console action: a success is announced politely (status), a failure at once (alert).
// The status region stays in the page, empty, so screen readers hear each new success.

export type ActionOutcome = { text: string; error: boolean } | null;

export function ActionNotice({ notice }: { notice: ActionOutcome }) {
  return (
    <>
      <p role="status">{notice && !notice.error ? notice.text : ''}</p>
      {notice?.error ? (
        <p className="notice notice--error" role="alert">
          {notice.text}
        </p>
      ) : null}
    </>
  );
}
