import { useEffect, useState } from 'react';
import { EXPIRED_LABEL, formatCountdown } from './countdown';

/** The time left until `expiresAt` (ms since epoch), re-rendered every second; null shows the default 5:00. */
export function useCountdown(expiresAt: number | null): { label: string; expired: boolean } {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (expiresAt === null) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [expiresAt]);
  const label = formatCountdown(expiresAt === null ? null : expiresAt - now);
  return { label, expired: label === EXPIRED_LABEL };
}
