import { useState } from 'react';
import { alertError } from '../api/client';

/**
 * A destructive action asked first (delete, withdraw): `asking` is what waits for the person's
 * confirmation (null: nothing), `ask` opens the question for a target and `cancel` closes it;
 * `confirm` runs the action on it, alerts a refusal (the server's Korean message) and closes.
 */
export function useConfirmed<T>(run: (target: T) => Promise<unknown>) {
  const [asking, setAsking] = useState<T | null>(null);
  const confirm = async () => {
    if (asking === null) return;
    try {
      await run(asking);
    } catch (e) {
      alertError(e);
    }
    setAsking(null);
  };
  return { asking, ask: setAsking, cancel: () => setAsking(null), confirm };
}
