// The current time for texts that count from it ("2 hours ago"), moving on as time passes so they stay true
// while a page stays open.
import { useEffect, useState } from 'react';

/**
 * Now, re-read every `everyMs` (a minute by default) while the component is on screen. `from` is the first
 * render's moment (a page's own, so the first render writes what the server wrote); the present follows
 * at once.
 */
export function useNow(everyMs = 60_000, from?: Date): Date {
  const [now, setNow] = useState(() => from ?? new Date());
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
