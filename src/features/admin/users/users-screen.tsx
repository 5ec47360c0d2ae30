// /admin/users, for operators: the accounts, searched by name or e-mail and by role, and one account at a
// time (/admin/users?account={id}) with its role, its state and what it did. The page itself is closed to
// everyone else by the server; every call checks the role again. This screen only shows what it answered.
import { ACCOUNT_PARAM } from '@shared/console/admin-users';
import { useSearchParams } from 'react-router-dom';
import { AccountPanel } from './account-panel';
import { UserSearch } from './user-search';
import './users.css';

export function UsersScreen() {
  const [params] = useSearchParams();
  const accountId = params.get(ACCOUNT_PARAM);
  return accountId ? <AccountPanel key={accountId} id={accountId} /> : <UserSearch />;
}
