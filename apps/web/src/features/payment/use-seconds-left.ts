import { useEffect, useState } from 'react';
import { secondsUntil } from './countdown';

/** The seconds left until a deadline, re-read every second until it is reached. */
export function useSecondsLeft(deadline: string): number {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsUntil(deadline, now);
  const reached = left <= 0;
  useEffect(() => {
    if (reached) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline, reached]);
  return left;
}
