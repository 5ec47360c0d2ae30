import type { AccountFormKind, AccountForms } from '@shared/account-forms';
import { ACCOUNTS_NOT_OPEN, CHECK_FIELDS } from '@shared/account-texts';
import { type FormEvent, useState } from 'react';
import type { ZodType } from 'zod';
import { submitAccountForm } from './submit-account-form';

/**
 * Submit handling shared by the account forms: the browser's own validation first, then the form's
 * schema, then the one submit function; afterwards the user is told plainly what happened.
 */
export function useAccountSubmit<K extends AccountFormKind>(
  kind: K,
  schema: ZodType<AccountForms[K]>,
  read: (data: FormData) => unknown,
) {
  const [notice, setNotice] = useState('');
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!form.reportValidity()) return;
    const parsed = schema.safeParse(read(new FormData(form)));
    if (!parsed.success) {
      setNotice(CHECK_FIELDS);
      return;
    }
    setPending(true);
    try {
      const result = await submitAccountForm(kind, parsed.data);
      if (result.status === 'accounts-not-open') setNotice(ACCOUNTS_NOT_OPEN[kind]);
    } finally {
      setPending(false);
    }
  };

  return { onSubmit, notice, pending };
}

/** A form field's text, or '' when missing. */
export const text = (data: FormData, name: string): string => {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
};
