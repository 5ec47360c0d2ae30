// The message being typed, kept in this browser so a reload never loses it. Cleared once the message
// is sent or safely queued.
import { type ContactMessage, EMPTY_CONTACT_MESSAGE } from '@shared/site/contact-message';
import { z } from 'zod';

const DRAFT_KEY = 'rarefinds.contact-draft';

// A draft is unfinished by nature: any text per field, checked only on submit.
const draftText = z.string().catch('');
const draftSchema = z.object({
  name: draftText,
  email: draftText,
  subject: draftText,
  message: draftText,
}) satisfies z.ZodType<ContactMessage>;

export function readDraft(): ContactMessage {
  try {
    const raw = localStorage.getItem(DRAFT_KEY);
    if (!raw) return EMPTY_CONTACT_MESSAGE;
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : EMPTY_CONTACT_MESSAGE;
  } catch {
    return EMPTY_CONTACT_MESSAGE;
  }
}

export function writeDraft(draft: ContactMessage): void {
  try {
    const empty = Object.values(draft).every((value) => value === '');
    if (empty) localStorage.removeItem(DRAFT_KEY);
    else localStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage can be full or disabled; the form still holds the text.
  }
}

export const clearDraft = (): void => writeDraft(EMPTY_CONTACT_MESSAGE);
