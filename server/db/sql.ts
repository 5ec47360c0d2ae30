// The SQL helpers every repository shares, written once:
//   rowsOf          the rows of a raw `db.execute(sql…)`, whichever driver ran it (PGlite and node-postgres
//                   answer with `{ rows }`; a driver that answers with the array itself is read as well).
//   containsPattern user text as a LIKE/ILIKE pattern that finds it anywhere. LIKE reads % and _ as
//                   wildcards and \ as its escape character: each is escaped, so a search for "50%_off"
//                   means those characters, never "50, anything, off". The pattern is still sent as a
//                   bound parameter, like all user input.

/** The rows of a raw statement's result. */
export const rowsOf = <T = Record<string, unknown>>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/** `text` with LIKE's wildcards (% _) and its escape character (\) taken literally. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, '\\$&');

/** `text` as a LIKE pattern that matches it anywhere, its own % _ and \ taken literally. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;
