import { useEffect, useState } from 'react';

/** Milliseconds left until `until` (ISO), ticking every second; 0 once past. */
export function useRemaining(until: string | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return until ? Math.max(0, Date.parse(until) - now) : 0;
}

/** `m:ss` of `ms`. */
export const minutesSeconds = (ms: number): string => {
  const s = Math.ceil(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};
