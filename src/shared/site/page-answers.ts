// A page the server draws from its database carries the answers its screens were drawn from, so the app's
// first render can draw the very same page (docs/decisions/0021). Each answer is filed under the key of
// the question that asked for it; the questions are the deal cache's (src/lib/db/deal-queries.ts).

/** The id of the JSON script that carries them. */
export const PAGE_ANSWERS_SCRIPT_ID = 'page-answers';

export interface PageAnswersData {
  /** When the server answered (ISO): the moment the page's prices are from. */
  at: string;
  /**
   * The answers, each deal in them written once: a deal that several answers hold (a home page lists some
   * deals in more than one row) stands in them as { $deal: id }.
   */
  answers: Record<string, unknown>;
  deals: Record<string, unknown>;
}

const DEAL_REFERENCE = '$deal';

/**
 * The answers as the page carries them: `isDeal` tells the deals among their values (by identity), which
 * are written once, in `deals`.
 */
export function packPageAnswers(
  at: Date,
  answers: Record<string, unknown>,
  isDeal: (value: object) => value is { id: string },
): PageAnswersData {
  const deals: Record<string, unknown> = {};
  const pack = (value: unknown): unknown => {
    if (value === null || typeof value !== 'object') return value;
    if (Array.isArray(value)) return value.map(pack);
    if (isDeal(value)) {
      deals[value.id] = value;
      return { [DEAL_REFERENCE]: value.id };
    }
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, pack(field)]));
  };
  return { at: at.toISOString(), answers: pack(answers) as Record<string, unknown>, deals };
}

/** The answers with every deal in place again (one object per deal, however often it is listed). */
export function unpackPageAnswers({ answers, deals }: PageAnswersData): Record<string, unknown> {
  const unpack = (value: unknown): unknown => {
    if (value === null || typeof value !== 'object') return value;
    if (Array.isArray(value)) return value.map(unpack);
    const reference = (value as Record<string, unknown>)[DEAL_REFERENCE];
    if (typeof reference === 'string') return deals[reference];
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, unpack(field)]));
  };
  return unpack(answers) as Record<string, unknown>;
}
