// Text rules (text-rules.ts) as zod schemas, for the forms and wire formats checked with zod. Kept apart
// from the rules themselves so code that needs only the rules (the deal sync's worker) carries no zod.
import { z } from 'zod';
import { hasNoNul } from './text-rules';

/** Trimmed text of at most `max` characters, without NUL characters. */
export const boundedText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `use at most ${max} characters`)
    .refine(hasNoNul, 'must not contain NUL characters');
