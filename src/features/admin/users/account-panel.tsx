// One account for the operator: who it is, its role and state with the actions on them, how much it took
// part (comments, votes, reviews), and its newest submitted deals and filed reports.
import { WrittenTime } from '@components/written-time';
import { memberAtom } from '@lib/member/member-state';
import { ADMIN_SECTIONS } from '@shared/console/admin-sections';
import { type AccountDetail, accountState } from '@shared/console/admin-users';
import { ADMIN_USERS_TEXTS, ROLE_NAMES } from '@shared/console/admin-users-texts';
import { useAtomValue } from 'jotai';
import { useCallback, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useStaffData } from '../use-staff-data';
import { AccountActions } from './account-actions';
import { AccountReports, AccountSubmissions } from './account-records';
import { fetchAccount } from './users-api';
import { isShutOut, UsersNotice } from './users-notice';

const { columns, counts: countTexts } = ADMIN_USERS_TEXTS;

export function AccountPanel({ id }: { id: string }) {
  const load = useCallback(() => fetchAccount(id), [id]);
  const { state, reload } = useStaffData<AccountDetail>(load);
  const [notice, setNotice] = useState('');
  const me = useAtomValue(memberAtom);
  const headingId = useId();

  if (isShutOut(state)) return <UsersNotice state={state} loading={ADMIN_USERS_TEXTS.accountLoading} />;
  const back = (
    <p>
      <Link to={ADMIN_SECTIONS.users.path}>{ADMIN_USERS_TEXTS.allAccounts}</Link>
    </p>
  );
  if (state.kind !== 'ready') {
    return (
      <>
        {back}
        <UsersNotice state={state} loading={ADMIN_USERS_TEXTS.accountLoading} />
      </>
    );
  }
  const { account, submissions, reports, counts } = state.data;
  const changed = (text: string) => {
    setNotice(text);
    reload();
  };

  return (
    <section className="admin-users admin-account" aria-labelledby={headingId}>
      {back}
      <h2 id={headingId} className="admin-account__name">
        {account.name || account.email}
      </h2>
      <p role="status" className="admin-account__notice">
        {notice}
      </p>
      <dl className="admin-item__facts">
        <dt>{columns.email}</dt>
        <dd>{account.email}</dd>
        <dt>{columns.role}</dt>
        <dd>{ROLE_NAMES[account.role]}</dd>
        <dt>{columns.state}</dt>
        <dd>{ADMIN_USERS_TEXTS.states[accountState(account)]}</dd>
        <dt>{columns.joined}</dt>
        <dd>
          <WrittenTime iso={account.createdAt} />
        </dd>
        <dt>{ADMIN_USERS_TEXTS.activity}</dt>
        <dd>
          {countTexts.comments(counts.comments)} · {countTexts.votes(counts.votes)} ·{' '}
          {countTexts.reviews(counts.reviews)}
        </dd>
      </dl>
      {me?.id === account.id ? (
        <p className="admin-account__own">{ADMIN_USERS_TEXTS.ownAccount}</p>
      ) : (
        <AccountActions account={account} onChanged={changed} />
      )}
      <AccountSubmissions submissions={submissions} total={counts.submissions} />
      <AccountReports reports={reports} total={counts.reports} />
    </section>
  );
}
