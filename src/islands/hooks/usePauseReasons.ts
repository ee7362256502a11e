import { useCallback, useState } from 'react';

/** Why an automatic rotation holds still: pointer over it, keyboard focus inside, or the pause button. */
export type PauseReason = 'hover' | 'focus' | 'user';

/**
 * The set of reasons currently holding a rotation. Keeping reasons apart (instead of one
 * boolean) means leaving with the mouse does not resume a rotation the user paused by hand.
 */
export function usePauseReasons() {
  const [reasons, setReasons] = useState<ReadonlySet<PauseReason>>(new Set());
  const setReason = useCallback(
    (reason: PauseReason, on: boolean) =>
      setReasons((current) => {
        if (current.has(reason) === on) return current;
        const next = new Set(current);
        if (on) next.add(reason);
        else next.delete(reason);
        return next;
      }),
    [],
  );
  return { paused: reasons.size > 0, userPaused: reasons.has('user'), setReason };
}
