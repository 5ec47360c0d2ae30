// What another app shares into the installed app: the manifest's share_target opens
// /submit?url=…&title=…&text=… (src/shared/site/web-manifest.ts). Many apps put the link inside the text and
// leave url empty, so a link found in the text counts as the link.

import type { SubmissionDraft } from '@shared/community/submission';
import { firstLinkIn, storeFromLink } from '@shared/deal/deal-link';
import { SHARE_TARGET } from '@shared/site/web-manifest';

const SHARE_PARAMS = SHARE_TARGET.params;

/** The form fields a share fills in; null when the page was not opened by a share. */
export function sharedFields(params: URLSearchParams): Partial<SubmissionDraft> | null {
  const url = params.get(SHARE_PARAMS.url)?.trim() ?? '';
  const title = params.get(SHARE_PARAMS.title)?.trim() ?? '';
  const text = params.get(SHARE_PARAMS.text)?.trim() ?? '';
  if (!url && !title && !text) return null;
  const link = url || firstLinkIn(text) || '';
  // The text without the link it carried, when there is more to it.
  const rest = link ? text.replace(link, '').trim() : text;
  const fields: Partial<SubmissionDraft> = {};
  if (link) {
    fields.link = link;
    fields.store = storeFromLink(link);
  }
  if (title) fields.title = title;
  if (rest) fields.description = rest;
  return fields;
}
