import { ApiCallError } from '@lib/api-client';
import { fieldErrors as zodFieldErrors } from '@shared/account/account-forms';
import { ACCOUNT_MESSAGES, CHECK_FIELDS } from '@shared/account/account-texts';
import { type FormEvent, useState } from 'react';
import type { ZodType } from 'zod';

export interface AccountSubmitState {
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** What happened, in words: the success message or what went wrong. */
  notice: string;
  noticeKind: 'info' | 'error';
  /** The problem per field name. */
  errors: Record<string, string>;
  pending: boolean;
}

/** The words for a failed call: the server's own, or that it could not be reached. */
export function describeFailure(error: unknown): string {
  if (error instanceof ApiCallError) {
    if (!error.isNetworkFailure) return error.message;
    return typeof navigator !== 'undefined' && !navigator.onLine
      ? ACCOUNT_MESSAGES.offline
      : ACCOUNT_MESSAGES.serverUnreachable;
  }
  return ACCOUNT_MESSAGES.unexpected;
}

/**
 * Submit handling shared by the account forms: the browser's own validation first, then the form's
 * schema (the server checks the same), then the call. Problems are shown beside their fields; the typed
 * values stay in the form whatever happens, so nothing needs typing again.
 */
export function useAccountSubmit<T>(
  schema: ZodType<T>,
  read: (data: FormData) => unknown,
  submit: (values: T, form: HTMLFormElement) => Promise<string | undefined>,
): AccountSubmitState {
  const [notice, setNotice] = useState('');
  const [noticeKind, setNoticeKind] = useState<'info' | 'error'>('info');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  const fail = (message: string, fields: Record<string, string> = {}) => {
    setErrors(fields);
    setNoticeKind('error');
    setNotice(message);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!form.reportValidity()) return;
    const parsed = schema.safeParse(read(new FormData(form)));
    if (!parsed.success) {
      const fields = zodFieldErrors(parsed.error);
      fail(Object.values(fields)[0] ?? CHECK_FIELDS, fields);
      return;
    }
    if (typeof navigator !== 'undefined' && !navigator.onLine) {
      fail(ACCOUNT_MESSAGES.offline);
      return;
    }
    setPending(true);
    try {
      const message = await submit(parsed.data, form);
      setErrors({});
      setNoticeKind('info');
      setNotice(message ?? '');
    } catch (error) {
      fail(describeFailure(error), error instanceof ApiCallError ? error.fields : {});
    } finally {
      setPending(false);
    }
  };

  return { onSubmit, notice, noticeKind, errors, pending };
}

/** A form field's text, or '' when missing. */
export const text = (data: FormData, name: string): string => {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
};
