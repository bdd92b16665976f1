import { useEffect, useState } from 'react';

/**
 * The time now on the server's clock: the device's clock moved by the offset the response showed when it arrived
 * (`serverTime` against react-query's `dataUpdatedAt`), so a device whose clock is wrong still counts down right.
 * Re-rendered every `tickMs`.
 */
export const useServerNow = (serverTime: string | undefined, receivedAt: number, tickMs = 1000): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), tickMs);
    return () => window.clearInterval(timer);
  }, [tickMs]);
  return now + (serverTime ? Date.parse(serverTime) - receivedAt : 0);
};
