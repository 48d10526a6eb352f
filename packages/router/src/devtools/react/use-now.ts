import { useEffect, useState } from 'react';

/** `Date.now()`, refreshed every `everyMs` while the component is mounted (ages, live values). */
export function useNow(everyMs = 500): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
