// The Users section's calls. Accounts are read straight from the server, never from the device's cache:
// an operator acts on accounts as they are now, and the server checks the role of every call.
import { callApi } from '@lib/api-client';
import type { Role } from '@shared/account/roles';
import {
  type AccountDetail,
  ADMIN_USERS_API,
  type AdminUser,
  accountChangeAnswerSchema,
  accountDetailSchema,
  type UserSearchAnswer,
  userSearchAnswerSchema,
} from '@shared/console/admin-users';

export interface UserSearchParams {
  q: string;
  role: Role | '';
  page: number;
}

export async function fetchUsers({ q, role, page }: UserSearchParams): Promise<UserSearchAnswer> {
  const query = new URLSearchParams();
  if (q.trim()) query.set('q', q.trim());
  if (role) query.set('role', role);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return userSearchAnswerSchema.parse(
    await callApi(search ? `${ADMIN_USERS_API.search}?${search}` : ADMIN_USERS_API.search),
  );
}

export const fetchAccount = async (id: string): Promise<AccountDetail> =>
  accountDetailSchema.parse(await callApi(ADMIN_USERS_API.account(id)));

const changed = async (request: Promise<unknown>): Promise<AdminUser> =>
  accountChangeAnswerSchema.parse(await request).account;

export const changeRole = (id: string, role: Role) =>
  changed(callApi(ADMIN_USERS_API.role(id), { body: { role } }));

export const disableAccount = (id: string) => changed(callApi(ADMIN_USERS_API.disable(id), { body: {} }));

export const enableAccount = (id: string) => changed(callApi(ADMIN_USERS_API.enable(id), { body: {} }));
