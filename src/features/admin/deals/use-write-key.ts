// The Idempotency-Key of a console write: made when the operator acts, and kept while they send the very
// same write again (its answer was lost on the way, the connection dropped), so the server applies it once.
// Any other write gets a new key; once a write has its answer the key is spent.
import { useMemo, useRef } from 'react';

export interface WriteKeys {
  /** The key for the write described by `signature` (what it does, to what, with which data). */
  keyFor: (signature: string) => string;
  /** The last write was answered: the next one, even the same again, is a new write. */
  answered: () => void;
}

export function useWriteKeys(): WriteKeys {
  const last = useRef<{ signature: string; key: string } | null>(null);
  return useMemo(
    () => ({
      keyFor(signature) {
        if (last.current?.signature !== signature) last.current = { signature, key: crypto.randomUUID() };
        return last.current.key;
      },
      answered() {
        last.current = null;
      },
    }),
    [],
  );
}
