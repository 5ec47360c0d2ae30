// One time-out shared by every network step of one link (each DNS lookup and each request of its redirects):
// a step gets what is left of it, and a step past it fails. A DNS lookup cannot be aborted, so each step is
// raced against the time-out as well. The link checker and the watch reader both read pages this way.
import { AddressRefused } from './address-guard.ts';
import { describeRequestError } from './link-verdict.ts';

export interface StepErrors {
  /** What a step throws when the address guard refused the address. */
  refused: (message: string) => Error;
  /** What a step throws when it got no answer in time (or at all), with the reason in words. */
  noAnswer: (reason: string) => Error;
}

/** A runner of steps within `timeoutMs` in all. */
export function createStepTimer(timeoutMs: number, errors: StepErrors) {
  let spent = 0;
  return async <T>(step: (signal: AbortSignal) => Promise<T>): Promise<T> => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), Math.max(timeoutMs - spent, 0));
    const started = Date.now();
    try {
      return await Promise.race([
        step(controller.signal),
        new Promise<never>((_, reject) =>
          controller.signal.addEventListener('abort', () => reject(new Error('time-out')), { once: true }),
        ),
      ]);
    } catch (error) {
      if (error instanceof AddressRefused) throw errors.refused(error.message);
      throw errors.noAnswer(describeRequestError(error, controller.signal.aborted, timeoutMs));
    } finally {
      clearTimeout(timer);
      spent += Date.now() - started;
    }
  };
}
