import { useEffect } from 'react';
import { toast } from './toast-store';

/** Every failure object toasted so far (several screens may read one SWR entry, one error). */
const toasted = new WeakSet<object>();

/**
 * Toasts a failed data call once: the first component that sees the error object toasts it, the
 * others (the same SWR entry read by several cards) do not.
 *
 * @example
 * const { error } = useGroups();
 * useFailureToast(error, 'Erro ao buscar os perfis');
 */
export function useFailureToast(error: unknown, message: string | ((error: unknown) => string)): void {
  useEffect(() => {
    if (!error || typeof error !== 'object' || toasted.has(error)) return;
    toasted.add(error);
    toast.error(typeof message === 'function' ? message(error) : message);
  }, [error, message]);
}
