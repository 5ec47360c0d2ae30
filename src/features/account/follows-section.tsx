// The member's follows and mutes on /account, each with an Undo, and a form to mute a keyword. Read from
// the copy on this device (so the list opens offline); a change shows at once and goes through the outbox.
import { FormField } from '@components/form-field';
import { changeFollow } from '@lib/member-follows';
import { type MemberFollows, useMemberFollows } from '@lib/use-mutes';
import type { FollowEntry } from '@shared/discovery/follows';
import { muteRequestSchema } from '@shared/discovery/follows-requests';
import {
  FOLLOW_KIND_LABELS,
  FOLLOW_MESSAGES,
  FOLLOWS_SECTION_TEXTS,
  undoLabel,
} from '@shared/discovery/follows-texts';
import { type FormEvent, useState } from 'react';
import { FormNotice } from './form-notice';

export function FollowsSection({ online }: { online: boolean }) {
  const member = useMemberFollows();
  return (
    <section className="account-section card" aria-labelledby="account-follows">
      <h2 id="account-follows">{FOLLOWS_SECTION_TEXTS.heading}</h2>
      <p>{FOLLOWS_SECTION_TEXTS.intro}</p>
      {online ? null : (
        <p className="account-notice account-notice--info" role="status">
          {FOLLOWS_SECTION_TEXTS.offline}
        </p>
      )}
      {member ? <FollowsLists member={member} /> : <p>{FOLLOWS_SECTION_TEXTS.loading}</p>}
    </section>
  );
}

function FollowsLists({ member }: { member: MemberFollows }) {
  const [problem, setProblem] = useState<string | undefined>();
  const undo = async (list: 'follows' | 'mutes', entry: FollowEntry) => {
    setProblem(undefined);
    const result = await changeFollow(member.memberId, {
      list,
      action: 'remove',
      kind: entry.kind,
      target: entry.target,
      label: entry.label,
    }).catch(() => null);
    if (result === null) setProblem(FOLLOW_MESSAGES.refused);
    else if (result.type === 'refused') setProblem(result.reason);
  };
  return (
    <>
      <h3>{FOLLOWS_SECTION_TEXTS.follows}</h3>
      <EntryList
        entries={member.follows}
        empty={FOLLOWS_SECTION_TEXTS.noFollows}
        onUndo={(entry) => void undo('follows', entry)}
      />
      <h3>{FOLLOWS_SECTION_TEXTS.mutes}</h3>
      <EntryList
        entries={member.mutes}
        empty={FOLLOWS_SECTION_TEXTS.noMutes}
        onUndo={(entry) => void undo('mutes', entry)}
      />
      <FormNotice kind="error">{problem ?? ''}</FormNotice>
      <MuteKeywordForm memberId={member.memberId} />
    </>
  );
}

function EntryList({
  entries,
  empty,
  onUndo,
}: {
  entries: readonly FollowEntry[];
  empty: string;
  onUndo: (entry: FollowEntry) => void;
}) {
  if (entries.length === 0) return <p>{empty}</p>;
  return (
    <ul className="account-list">
      {entries.map((entry) => (
        <li key={`${entry.kind}:${entry.target}`} className="account-list__item">
          <span className="account-list__label">
            <span className="account-list__meta">{FOLLOW_KIND_LABELS[entry.kind] ?? entry.kind}</span>{' '}
            <strong>{entry.label}</strong>
          </span>
          <button
            type="button"
            className="btn btn--ghost"
            aria-label={undoLabel(entry.kind, entry.label)}
            onClick={() => onUndo(entry)}
          >
            {FOLLOWS_SECTION_TEXTS.undo}
          </button>
        </li>
      ))}
    </ul>
  );
}

function MuteKeywordForm({ memberId }: { memberId: string }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The server's own rules, checked here first so a refusal needs no round trip.
    const parsed = muteRequestSchema.safeParse({ kind: 'keyword', target: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      const { target } = parsed.data;
      const result = await changeFollow(memberId, {
        list: 'mutes',
        action: 'add',
        kind: 'keyword',
        target,
        label: target,
      });
      if (result.type === 'refused') setError(result.fields.target ?? result.reason);
      else setValue('');
    } catch {
      setError(FOLLOW_MESSAGES.refused);
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="account-inline-form" onSubmit={(event) => void submit(event)} noValidate>
      <FormField
        label={FOLLOWS_SECTION_TEXTS.keywordLabel}
        hint={FOLLOWS_SECTION_TEXTS.keywordHint}
        error={error}
      >
        {(control) => (
          <input
            {...control}
            name="keyword"
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        )}
      </FormField>
      <button type="submit" className="btn btn--secondary" disabled={pending}>
        {FOLLOWS_SECTION_TEXTS.addKeyword}
      </button>
    </form>
  );
}
