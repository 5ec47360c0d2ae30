// The shapes of follow and mute requests (PUT and DELETE /api/follows and /api/mutes), checked by the server
// routes with zod and by the account page's keyword form before it sends. Kept apart from follows.ts so the
// screens that only hide muted deals load no zod.
import { z } from 'zod';
import { CATEGORIES } from '../deal/categories';
import { searchTerms } from '../deal/search-terms';
import { FOLLOW_KINDS, FOLLOW_LIMITS, keywordKey, MUTE_KINDS, mutesEverything } from './follows';

export const FOLLOW_FIELD_ERRORS = {
  kind: 'Choose what to follow: a store, a category or a member.',
  muteKind: 'Choose what to mute: a store, a category or a keyword.',
  store: 'A store is named by its address, for example best-buy.',
  category: 'Choose one of the site’s categories.',
  member: 'Name the member by their id.',
  keywordLength: `A muted keyword needs ${FOLLOW_LIMITS.keywordMin} to ${FOLLOW_LIMITS.keywordMax} characters.`,
  keywordWord: 'A muted keyword needs at least one letter or digit.',
  keywordTooBroad:
    'That keyword is in nearly every deal: muting it would hide them all. Try a more specific word.',
};

const CATEGORY_SLUGS = new Set<string>(CATEGORIES.map((category) => category.slug));
const STORE_SLUG = /^[a-z0-9-]{1,80}$/;

/** The problem with a target of this kind, or undefined; `adding` also refuses keywords too broad to add. */
function targetProblem(kind: string, target: string, adding: boolean): string | undefined {
  if (kind === 'store') return STORE_SLUG.test(target) ? undefined : FOLLOW_FIELD_ERRORS.store;
  if (kind === 'category') return CATEGORY_SLUGS.has(target) ? undefined : FOLLOW_FIELD_ERRORS.category;
  if (kind === 'member') return target.length > 0 ? undefined : FOLLOW_FIELD_ERRORS.member;
  if (target.length < FOLLOW_LIMITS.keywordMin || target.length > FOLLOW_LIMITS.keywordMax)
    return FOLLOW_FIELD_ERRORS.keywordLength;
  if (searchTerms(target).length === 0) return FOLLOW_FIELD_ERRORS.keywordWord;
  if (adding && mutesEverything(target)) return FOLLOW_FIELD_ERRORS.keywordTooBroad;
  return undefined;
}

const requestSchema = <Kinds extends readonly [string, ...string[]]>(
  kinds: Kinds,
  kindError: string,
  adding: boolean,
) =>
  z
    .strictObject({
      kind: z.enum(kinds, kindError),
      target: z
        .string()
        .trim()
        .max(FOLLOW_LIMITS.targetMax, `use at most ${FOLLOW_LIMITS.targetMax} characters`),
    })
    .superRefine((request, context) => {
      const problem = targetProblem(request.kind, request.target, adding);
      if (problem) context.addIssue({ code: 'custom', path: ['target'], message: problem });
    })
    // A keyword is kept as its search words, so "Sony", " sony " and "SÓNY" are one mute.
    .transform((request) =>
      request.kind === 'keyword' ? { ...request, target: keywordKey(request.target) } : request,
    );

/** PUT /api/follows. */
export const followRequestSchema = requestSchema(FOLLOW_KINDS, FOLLOW_FIELD_ERRORS.kind, true);
/** DELETE /api/follows. */
export const unfollowRequestSchema = requestSchema(FOLLOW_KINDS, FOLLOW_FIELD_ERRORS.kind, false);
/** PUT /api/mutes. */
export const muteRequestSchema = requestSchema(MUTE_KINDS, FOLLOW_FIELD_ERRORS.muteKind, true);
/** DELETE /api/mutes: a keyword refused today may have been kept under older rules. */
export const unmuteRequestSchema = requestSchema(MUTE_KINDS, FOLLOW_FIELD_ERRORS.muteKind, false);
