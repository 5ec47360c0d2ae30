import { PageShell } from '@components/page-shell';
import { WrittenTime } from '@components/written-time';
import { paths } from '@config/paths';
import { currentOrigin } from '@lib/current-origin';
import { useMemberProfile } from '@lib/member-profile-answer';
import { type MemberProfile, memberProfilePath } from '@shared/discovery/member-profile';
import { BADGE_NAMES, PROFILE_TEXTS as T } from '@shared/discovery/member-profile-texts';
import { profileJsonLd } from '@shared/discovery/profile-structured-data';
import { LOADING_DEALS } from '@shared/site/screen-texts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FollowMemberButton } from './follow-member-button';
import './member-profile.css';

/** /member/{handle}: a member's reputation and badges, the deals they posted (live and expired), their comments. */
export function MemberProfileScreen({ handle, notFound }: { handle: string; notFound: ReactNode }) {
  const answer = useMemberProfile(handle);
  if (answer.state === 'missing') return notFound;
  if (answer.state === 'loading') return <p role="status">{LOADING_DEALS}</p>;
  if (answer.state === 'failed') return <p role="alert">{answer.message}</p>;
  return <Profile profile={answer.profile} />;
}

function Profile({ profile }: { profile: MemberProfile }) {
  const path = memberProfilePath(profile.handle);
  return (
    <PageShell
      page={{ path, title: T.title(profile.name), description: T.description(profile.name) }}
      heading={profile.name}
      className="member-profile"
      seo={{ jsonLd: [profileJsonLd(profile, currentOrigin())] }}
    >
      <FollowMemberButton profile={profile} />
      <dl className="member-profile__facts">
        <dt>{T.reputation}</dt>
        <dd>{profile.reputation}</dd>
        <dt>{T.joined}</dt>
        <dd>
          <WrittenTime iso={profile.joinedAt} />
        </dd>
      </dl>
      {profile.badges.length > 0 ? (
        <ul className="member-profile__badges" aria-label="Badges">
          {profile.badges.map((badge) => (
            <li key={badge} className="badge badge--success">
              {BADGE_NAMES[badge]}
            </li>
          ))}
        </ul>
      ) : null}
      <section aria-labelledby="profile-deals">
        <h2 id="profile-deals">{T.dealsHeading}</h2>
        {profile.deals.length === 0 ? (
          <p>{T.noDeals}</p>
        ) : (
          <ul className="member-profile__list">
            {profile.deals.map((deal) => (
              <li key={deal.id}>
                {deal.live ? <Link to={paths.deal(deal.id)}>{deal.title}</Link> : <span>{deal.title}</span>}{' '}
                <span className="member-profile__meta">
                  {deal.store} · {deal.live ? T.live : T.expired} · <WrittenTime iso={deal.createdAt} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="profile-comments">
        <h2 id="profile-comments">{T.commentsHeading}</h2>
        {profile.comments.length === 0 ? (
          <p>{T.noComments}</p>
        ) : (
          <ul className="member-profile__list">
            {profile.comments.map((comment) => (
              <li key={`${comment.dealId}-${comment.createdAt}`}>
                <blockquote>{comment.body}</blockquote>
                <span className="member-profile__meta">
                  {T.on} <Link to={paths.deal(comment.dealId)}>{comment.dealTitle}</Link> ·{' '}
                  <WrittenTime iso={comment.createdAt} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </PageShell>
  );
}
