/** GET /api/collections/direct-debit (docs/collections-direct-debit.md): the contract's débito automático. */
import useSWR from 'swr';
import { COLLECTIONS_DIRECT_DEBIT_ENDPOINTS } from '@domain/endpoints/collections-direct-debit';
import { call, endpointOf } from '~/lib/api-call';

const SHOW = endpointOf(COLLECTIONS_DIRECT_DEBIT_ENDPOINTS, 'GET', '/collections/direct-debit');

export type DirectDebitKey = readonly ['collections/direct-debit', string];

export const directDebitKey = (contractId: string | null | undefined): DirectDebitKey | null =>
  contractId ? (['collections/direct-debit', contractId] as const) : null;

export const fetchDirectDebit = (contractId: string) => call(SHOW, { query: { contractId } });

export function useDirectDebit(contractId: string | null | undefined) {
  return useSWR(directDebitKey(contractId), ([, id]) => fetchDirectDebit(id), { revalidateOnFocus: false });
}
