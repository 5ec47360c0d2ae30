/** A form's outcome: present from the start, so screen readers announce its text when it appears. */
export function FormNotice({ kind, children }: { kind: 'info' | 'error'; children: string }) {
  return (
    <p className={`account-notice account-notice--${kind}`} role="status">
      {children}
    </p>
  );
}
