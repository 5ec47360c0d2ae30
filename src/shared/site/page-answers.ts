// A page the server draws from its database is drawn from answers to its screens' questions, and the app's
// first render must draw from the same answers to draw the very same page (docs/decisions/0021). The page
// does not carry them: it names them (`PageAnswersReference`, script#page-answers), and the app's takeover
// fetches them from the server (docs/decisions/0034). Each answer is filed under the key of the question
// that asked for it; the questions are the deal cache's (src/lib/db/deal-queries.ts).

/** The id of the JSON script that names them. */
export const PAGE_ANSWERS_SCRIPT_ID = 'page-answers';

/** Where the server answers with a drawn page's answers. */
export const PAGE_ANSWERS_PATH = '/api/page-answers';

/** What the page carries in script#page-answers. */
export interface PageAnswersReference {
  /** When the server drew the page (ISO): the moment its prices and "Expires in" texts are from. */
  at: string;
  /** Where its answers are: PAGE_ANSWERS_PATH with the page's address and the answers' version. */
  href: string;
}

/** The answers as the server sends them. */
export interface PackedPageAnswers {
  /**
   * The answers, each deal in them written once: a deal that several answers hold (a home page lists some
   * deals in more than one row) stands in them as { $deal: id }.
   */
  answers: Record<string, unknown>;
  deals: Record<string, unknown>;
}

/**
 * The address of a page's answers: `page` is the page's address (path and query, as the server drew it),
 * `version` names the answers' content, so one address always means the same answers.
 */
export const pageAnswersHref = (page: string, version: string): string =>
  `${PAGE_ANSWERS_PATH}?page=${encodeURIComponent(page)}&v=${encodeURIComponent(version)}`;

const DEAL_REFERENCE = '$deal';

/** The answers as the server sends them: `isDeal` tells the deals among their values (by identity). */
export function packPageAnswers(
  answers: Record<string, unknown>,
  isDeal: (value: object) => value is { id: string },
): PackedPageAnswers {
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
  return { answers: pack(answers) as Record<string, unknown>, deals };
}

/** The answers with every deal in place again (one object per deal, however often it is listed). */
export function unpackPageAnswers({ answers, deals }: PackedPageAnswers): Record<string, unknown> {
  const unpack = (value: unknown): unknown => {
    if (value === null || typeof value !== 'object') return value;
    if (Array.isArray(value)) return value.map(unpack);
    const reference = (value as Record<string, unknown>)[DEAL_REFERENCE];
    if (typeof reference === 'string') return deals[reference];
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, unpack(field)]));
  };
  return unpack(answers) as Record<string, unknown>;
}
