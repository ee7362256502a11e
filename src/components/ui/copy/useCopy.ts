import { useCallback, useEffect, useRef, useState } from 'react';

export type CopyState = 'idle' | 'copying' | 'copied' | 'error';

/** The copy feedback of spec 01 §9, to the letter. */
export const COPY_TEXTS = {
  copying: 'Copiando...',
  copied: 'Copiado!',
  copyFailed: 'Ocorreu um erro',
} as const;

/** Spec 01 §9: 'Copiado!' (or 'Ocorreu um erro') stays 5 s. */
export const COPY_FEEDBACK_MS = 5_000;

/** A copy button's text: its own label at rest, then 'Copiando...', 'Copiado!' or 'Ocorreu um erro'. */
export function copyButtonLabel(state: CopyState, idleLabel: string): string {
  if (state === 'copying') return COPY_TEXTS.copying;
  if (state === 'copied') return COPY_TEXTS.copied;
  if (state === 'error') return COPY_TEXTS.copyFailed;
  return idleLabel;
}

/**
 * Copies a text to the clipboard and reports 'copying', then 'copied' or 'error' for
 * `holdMs` before going back to idle. `reset` goes back to idle at once (e.g. another item shown).
 */
export function useCopy(holdMs: number = COPY_FEEDBACK_MS) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const copy = useCallback(
    async (text: string) => {
      if (timer.current) clearTimeout(timer.current);
      setState('copying');
      let next: CopyState = 'copied';
      try {
        if (!navigator.clipboard) throw new Error('no clipboard');
        await navigator.clipboard.writeText(text);
      } catch {
        next = 'error';
      }
      setState(next);
      timer.current = setTimeout(() => setState('idle'), holdMs);
    },
    [holdMs],
  );
  const reset = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setState('idle');
  }, []);
  return { state, copy, reset };
}
