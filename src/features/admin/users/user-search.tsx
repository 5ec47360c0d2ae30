// The accounts, found by part of a name or an e-mail address and by role, newest first, a page at a time.
// The search lives in the address (?q=&role=&page=), so Back and a shared link show the same results.
import { WrittenTime } from '@components/written-time';
import { isRole, ROLES, type Role } from '@shared/account/roles';
import {
  type AdminUser,
  accountState,
  adminAccountPath,
  type UserSearchAnswer,
} from '@shared/console/admin-users';
import { ADMIN_USERS_TEXTS, ROLE_NAMES } from '@shared/console/admin-users-texts';
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useStaffData } from '../use-staff-data';
import { fetchUsers } from './users-api';
import { isShutOut, UsersNotice } from './users-notice';

const { columns } = ADMIN_USERS_TEXTS;

export function UserSearch() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const roleParam = params.get('role');
  const role: Role | '' = isRole(roleParam) ? roleParam : '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const load = useCallback(() => fetchUsers({ q, role, page }), [q, role, page]);
  const { state } = useStaffData(load);
  const [text, setText] = useState(q);
  const [roleChoice, setRoleChoice] = useState<Role | ''>(role);
  // Back and Forward change the search in the address: the form follows. (Sent before the app has
  // started, the form is an ordinary GET form that makes the same address.)
  useEffect(() => {
    setText(q);
    setRoleChoice(role);
  }, [q, role]);
  const headingId = useId();
  const textId = useId();
  const roleId = useId();

  if (isShutOut(state)) return <UsersNotice state={state} loading={ADMIN_USERS_TEXTS.loading} />;

  const search = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (text.trim()) next.set('q', text.trim());
    if (roleChoice) next.set('role', roleChoice);
    setParams(next);
  };

  return (
    <section className="admin-users" aria-labelledby={headingId}>
      <h2 id={headingId}>{ADMIN_USERS_TEXTS.heading}</h2>
      {/* The search role on a form, rather than <search>, keeps the landmark in browsers without <search>. */}
      {/* biome-ignore lint/a11y/useSemanticElements: see above. */}
      <form
        role="search"
        aria-label={ADMIN_USERS_TEXTS.searchAccounts}
        className="admin-users__search"
        onSubmit={search}
      >
        <div className="form-field admin-users__text">
          <label htmlFor={textId}>{ADMIN_USERS_TEXTS.searchLabel}</label>
          <input
            id={textId}
            name="q"
            type="search"
            value={text}
            maxLength={200}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className="form-field">
          <label htmlFor={roleId}>{ADMIN_USERS_TEXTS.roleFilterLabel}</label>
          <select
            id={roleId}
            name="role"
            value={roleChoice}
            onChange={(event) => setRoleChoice(isRole(event.target.value) ? event.target.value : '')}
          >
            <option value="">{ADMIN_USERS_TEXTS.anyRole}</option>
            {ROLES.map((name) => (
              <option key={name} value={name}>
                {ROLE_NAMES[name]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn--primary">
          {ADMIN_USERS_TEXTS.search}
        </button>
      </form>
      {state.kind === 'ready' ? (
        <SearchResults answer={state.data} params={params} />
      ) : (
        <UsersNotice state={state} loading={ADMIN_USERS_TEXTS.loading} />
      )}
    </section>
  );
}

function SearchResults({ answer, params }: { answer: UserSearchAnswer; params: URLSearchParams }) {
  const pages = Math.max(1, Math.ceil(answer.total / answer.pageSize));
  const pageLink = (page: number) => {
    const next = new URLSearchParams(params);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    return `?${next}`;
  };
  return (
    <>
      <p role="status" className="admin-users__count">
        {answer.total === 0 ? ADMIN_USERS_TEXTS.none : ADMIN_USERS_TEXTS.found(answer.total)}
      </p>
      {answer.users.length > 0 ? (
        <table className="admin-table admin-users__table">
          <caption className="sr-only">{ADMIN_USERS_TEXTS.heading}</caption>
          <thead>
            <tr>
              <th scope="col">{columns.name}</th>
              <th scope="col">{columns.email}</th>
              <th scope="col">{columns.role}</th>
              <th scope="col">{columns.state}</th>
              <th scope="col">{columns.joined}</th>
            </tr>
          </thead>
          <tbody>
            {answer.users.map((user) => (
              <UserRow key={user.id} user={user} />
            ))}
          </tbody>
        </table>
      ) : null}
      {pages > 1 ? (
        <nav className="admin-users__pages" aria-label={ADMIN_USERS_TEXTS.pageOf(answer.page, pages)}>
          {answer.page > 1 ? <Link to={pageLink(answer.page - 1)}>{ADMIN_USERS_TEXTS.previous}</Link> : null}
          <span>{ADMIN_USERS_TEXTS.pageOf(answer.page, pages)}</span>
          {answer.page < pages ? <Link to={pageLink(answer.page + 1)}>{ADMIN_USERS_TEXTS.next}</Link> : null}
        </nav>
      ) : null}
    </>
  );
}

function UserRow({ user }: { user: AdminUser }) {
  const state = accountState(user);
  return (
    <tr>
      <td data-label={columns.name}>
        <Link to={adminAccountPath(user.id)}>{user.name || user.email}</Link>
      </td>
      <td data-label={columns.email} className="admin-users__email">
        {user.email}
      </td>
      <td data-label={columns.role}>{ROLE_NAMES[user.role]}</td>
      <td data-label={columns.state} className={`admin-users__state admin-users__state--${state}`}>
        {ADMIN_USERS_TEXTS.states[state]}
      </td>
      <td data-label={columns.joined}>
        <WrittenTime iso={user.createdAt} />
      </td>
    </tr>
  );
}
