// The small checks that the hand-written readers of our own answers share (canonical-deal-wire.ts,
// price-history-wire.ts): each says whether a parsed JSON value has the shape asked for.

/** A JSON object's fields, not yet checked. */
export type Fields = Record<string, unknown>;

/** A JSON object (not null, not an array). */
export const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A finite number from `min` to `max`. */
export const isNumberIn = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;
