// Who is signed in on this device, as the page frame needs it (the header's name and menu). Non-React code
// writes it (start-up, sign-in, sign-out, the account refresh), so the atom lives beside its gateway.
//
// The first render must match the page. A page the server drew for a member says so (script
// #page-member); otherwise the member noted on this device is drawn: the server clears the note when it
// draws a page for a visitor, and the service worker's shell (drawn once for everyone) names nobody, so
// the header is right from the start on every kind of page.
// The note is a cookie that lives exactly as long as a sign-in's own cookie would: 30 days with Remember
// me, until the browser closes without. So a browser restart that ended the sign-in also ends the note,
// and the header never shows a name for a moment. It holds only the id and the name, nothing secret; the
// server never reads it.

import {
  type MemberHint,
  MEMBER_NOTE_COOKIE as NOTE_COOKIE,
  PAGE_MEMBER_SCRIPT_ID,
  toMemberHint,
} from '@shared/account/page-member';
import { atom } from 'jotai';
import { appStore } from '../jotai-store';

/** How long a remembered sign-in lasts (SESSION_MAX_AGE_DAYS on the server, 30 by default). */
const REMEMBERED_SECONDS = 30 * 24 * 60 * 60;

interface MemberNote extends MemberHint {
  /** Signed in with Remember me (or a passkey, or another service): the note outlives the browser. */
  persistent: boolean;
}

/** The signed-in member, null for a visitor. */
export const memberAtom = atom<MemberHint | null>(null);

const parseHint = (text: string | null | undefined): MemberHint | null => {
  if (!text) return null;
  try {
    return toMemberHint(JSON.parse(text));
  } catch {
    return null;
  }
};

function readNote(): MemberNote | null {
  if (typeof document === 'undefined') return null;
  const entry = document.cookie.split('; ').find((item) => item.startsWith(`${NOTE_COOKIE}=`));
  if (!entry) return null;
  try {
    const text = decodeURIComponent(entry.slice(NOTE_COOKIE.length + 1));
    const hint = parseHint(text);
    return hint ? { ...hint, persistent: JSON.parse(text).persistent !== false } : null;
  } catch {
    return null;
  }
}

function writeNote(note: MemberNote | null): void {
  const attributes = `; path=/; samesite=lax${location.protocol === 'https:' ? '; secure' : ''}`;
  if (!note) {
    // biome-ignore lint/suspicious/noDocumentCookie: read back synchronously at the next start; the Cookie Store API is asynchronous and not in every browser.
    document.cookie = `${NOTE_COOKIE}=${attributes}; max-age=0`;
    return;
  }
  const value = encodeURIComponent(JSON.stringify(note));
  // biome-ignore lint/suspicious/noDocumentCookie: as above.
  document.cookie = `${NOTE_COOKIE}=${value}${attributes}${note.persistent ? `; max-age=${REMEMBERED_SECONDS}` : ''}`;
}

/** Sets who is signed in, before the app's first render. */
export function adoptPageMember(): void {
  const script = document.getElementById(PAGE_MEMBER_SCRIPT_ID);
  const note = readNote();
  const member = parseHint(script?.textContent) ?? (note && { id: note.id, name: note.name });
  script?.remove();
  appStore.set(memberAtom, member);
}

/**
 * Records who is signed in now (null: nobody), for this page and the next start of the app.
 * `persistent`: whether the sign-in outlives the browser (Remember me); unsaid, as noted before.
 */
export function rememberMember(member: MemberHint | null, persistent?: boolean): void {
  const hint = member ? { id: member.id, name: member.name } : null;
  writeNote(hint && { ...hint, persistent: persistent ?? readNote()?.persistent ?? true });
  appStore.set(memberAtom, hint);
}

export const currentMember = (): MemberHint | null => appStore.get(memberAtom);
