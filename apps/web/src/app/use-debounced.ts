import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `delay` ms: a search asks the API per pause, not per keystroke. */
export const useDebounced = (value: string, delay: number) => {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return debounced;
};
