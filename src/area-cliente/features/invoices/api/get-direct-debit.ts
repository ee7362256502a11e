/**
 * GET /api/collections/direct-debit (docs/collections-direct-debit.md): the contract's débito
 * automático, read by the current-invoice card to say when the bill will be debited or why the
 * debit failed. A failure here shows nothing (the card's own data stands).
 */
import useSWR from 'swr';
import { COLLECTIONS_DIRECT_DEBIT_ENDPOINTS } from '@domain/endpoints/collections-direct-debit';
import { call, endpointOf } from '~/lib/api-call';

const SHOW = endpointOf(COLLECTIONS_DIRECT_DEBIT_ENDPOINTS, 'GET', '/collections/direct-debit');

export const billDirectDebitKey = (contractId: string | null | undefined) =>
  contractId ? (['invoices/direct-debit', contractId] as const) : null;

export function useBillDirectDebit(contractId: string | null | undefined) {
  return useSWR(billDirectDebitKey(contractId), ([, id]) => call(SHOW, { query: { contractId: id } }), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
