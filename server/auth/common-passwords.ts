// The most common passwords, refused at sign-up, reset and change without asking any outside service:
// the head of the frequency-ranked list that @zxcvbn-ts/language-common ships (from leaked password sets).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export const COMMON_PASSWORD_COUNT = 3000;

let common: ReadonlySet<string> | undefined;

function loadCommonPasswords(): ReadonlySet<string> {
  const path = createRequire(import.meta.url).resolve('@zxcvbn-ts/language-common/src/passwords.json');
  const ranked: string[] = JSON.parse(readFileSync(path, 'utf8'));
  return new Set(ranked.slice(0, COMMON_PASSWORD_COUNT).map((password) => password.toLowerCase()));
}

/** Case-blind: 'Password' is as guessable as 'password'. */
export function isCommonPassword(password: string): boolean {
  common ??= loadCommonPasswords();
  return common.has(password.toLowerCase());
}
