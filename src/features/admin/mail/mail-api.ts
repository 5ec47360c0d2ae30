// The outgoing mail's calls, parsed with the shared schemas.
import { callApi } from '@lib/api-client';
import {
  ADMIN_MAIL_API,
  type MailDetail,
  mailDetailSchema,
  mailListSchema,
} from '@shared/console/admin-mail';

export async function fetchMailPage(page: number) {
  return mailListSchema.parse(await callApi(`${ADMIN_MAIL_API.list}?page=${page}`));
}

export async function fetchMail(id: number): Promise<MailDetail> {
  return mailDetailSchema.parse(await callApi(ADMIN_MAIL_API.one(id)));
}
