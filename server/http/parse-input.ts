// Validates a request's query or params with zod and turns every problem into one clear 400 message.
import type { z } from 'zod';
import { badRequest } from './http-error.ts';

function describeIssue(issue: z.core.$ZodIssue, where: string): string {
  if (issue.code === 'unrecognized_keys') {
    return `Unknown ${where} parameter${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}.`;
  }
  const name = issue.path.join('.') || where;
  return `The ${where} parameter '${name}' is invalid: ${issue.message}.`;
}

export function parseInput<T extends z.ZodType>(
  schema: T,
  input: unknown,
  where: 'query' | 'path',
): z.output<T> {
  // A repeated parameter arrives as a list; say so plainly instead of reporting a type mismatch.
  const repeated = Object.entries((input ?? {}) as Record<string, unknown>).find(([, value]) =>
    Array.isArray(value),
  );
  if (repeated) throw badRequest(`The ${where} parameter '${repeated[0]}' must be given once.`);
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw badRequest(result.error.issues.map((issue) => describeIssue(issue, where)).join(' '));
}
