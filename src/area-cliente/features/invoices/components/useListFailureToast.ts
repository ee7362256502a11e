import { useEffect } from 'react';
import { toast } from '~/components/ui/toast';
import { invoiceListFailure } from '../model/list-failure';

/**
 * Toasts a failed invoice list once (spec 04 §8): the home's cards read the same SWR entry, so
 * one failure is one error object — each is toasted the first time a card sees it.
 */
const toasted = new WeakSet<object>();

export function useListFailureToast(error: unknown): void {
  useEffect(() => {
    if (!error || typeof error !== 'object' || toasted.has(error)) return;
    toasted.add(error);
    toast.error(invoiceListFailure(error));
  }, [error]);
}
