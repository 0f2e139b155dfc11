import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `ms` milliseconds (compared by JSON, so objects built anew each render settle). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the value
  }, [key, ms]);
  return settled;
}
