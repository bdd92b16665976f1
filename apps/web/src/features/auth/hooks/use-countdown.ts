import { useEffect, useState } from 'react';

/** Counts down from `seconds` once started; `restart` begins again. */
export const useCountdown = (seconds: number) => {
  const [endsAt, setEndsAt] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((endsAt - now) / 1000));
  useEffect(() => {
    if (remaining === 0) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [remaining]);
  const restart = () => {
    const start = Date.now();
    setNow(start);
    setEndsAt(start + seconds * 1000);
  };
  return { remaining, restart };
};

export const formatCountdown = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
