import { paths } from '@config/paths';
import type { DuplicateCheck } from '@shared/community/submission';
import { SUBMIT_TEXTS } from '@shared/community/submission-texts';
import { Link } from 'react-router-dom';

/** What the duplicate check found: the same link already listed (refused), or similar deals (a hint). */
export function DuplicateNotice({ check }: { check: DuplicateCheck | null }) {
  if (!check) return null;
  const { alreadyListed, possibleDuplicates } = check;
  return (
    <>
      {alreadyListed ? (
        <div className="submit-notice submit-notice--error" role="alert">
          <p>{alreadyListed.dealId ? SUBMIT_TEXTS.alreadyListed : SUBMIT_TEXTS.alreadyPending}</p>
          {alreadyListed.dealId ? (
            <Link to={paths.deal(alreadyListed.dealId)}>
              {SUBMIT_TEXTS.seeListed}: {alreadyListed.title}
            </Link>
          ) : null}
        </div>
      ) : null}
      {possibleDuplicates.length > 0 ? (
        <section className="submit-notice submit-notice--info" aria-label={SUBMIT_TEXTS.possibleDuplicates}>
          <h2 className="submit-notice__heading">{SUBMIT_TEXTS.possibleDuplicates}</h2>
          <p>{SUBMIT_TEXTS.possibleDuplicatesHint}</p>
          <ul>
            {possibleDuplicates.map((item) => (
              <li key={`${item.kind}:${item.id}`}>
                {item.dealId ? <Link to={paths.deal(item.dealId)}>{item.title}</Link> : item.title} (
                {item.store})
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
