// Who is signed in on this device, as the page frame needs it (the header's name and menu). Non-React code
// writes it (start-up, sign-in, sign-out, the account refresh), so the atom lives beside its gateway.
//
// The first render must match the page: a page the server drew says who it was drawn for (script
// #page-member, absent for a visitor); the service worker's offline shell says nothing, and then the last
// member seen on this device (localStorage) is drawn, so an offline start shows the right header too.

import { type MemberHint, memberHintSchema, PAGE_MEMBER_SCRIPT_ID } from '@shared/page-member';
import { atom } from 'jotai';
import { appStore } from '../jotai-store';

const STORAGE_KEY = 'rarefinds.member';

/** The signed-in member, null for a visitor. */
export const memberAtom = atom<MemberHint | null>(null);

const parseHint = (text: string | null | undefined): MemberHint | null => {
  if (!text) return null;
  try {
    const parsed = memberHintSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

const readStoredMember = (): MemberHint | null => {
  try {
    return parseHint(localStorage.getItem(STORAGE_KEY));
  } catch {
    return null;
  }
};

/** Sets who is signed in, before the app's first render. `drawnByServer`: the root already has the page. */
export function adoptPageMember(drawnByServer: boolean): void {
  const script = document.getElementById(PAGE_MEMBER_SCRIPT_ID);
  const member = drawnByServer ? parseHint(script?.textContent) : readStoredMember();
  script?.remove();
  appStore.set(memberAtom, member);
}

/** Records who is signed in now (null: nobody), for this page and the next start of the app. */
export function rememberMember(member: MemberHint | null): void {
  const hint = member ? { id: member.id, name: member.name } : null;
  try {
    if (hint) localStorage.setItem(STORAGE_KEY, JSON.stringify(hint));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (private mode, quota): this page still knows.
  }
  appStore.set(memberAtom, hint);
}

export const currentMember = (): MemberHint | null => appStore.get(memberAtom);
