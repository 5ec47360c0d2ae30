// The current time for texts that count from it ("2 hours ago"), moving on as time passes so they stay true
// while a page stays open.
import { useEffect, useState } from 'react';

/** Now, re-read every `everyMs` (a minute by default) while the component is on screen. */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
