import { useFailureToast } from '~/components/ui/toast';
import { invoiceListFailure } from '../model/list-failure';

/**
 * Toasts a failed invoice list once (spec 04 §8): the home's cards read the same SWR entry, so
 * one failure is one error object — toasted the first time a card sees it.
 */
export function useListFailureToast(error: unknown): void {
  useFailureToast(error, invoiceListFailure);
}
