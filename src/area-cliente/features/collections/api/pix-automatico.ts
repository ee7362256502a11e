/** GET /api/collections/pix-automatico (docs/collections-pix-automatico.md): the contract's Pix Automático. */
import useSWR from 'swr';
import { COLLECTIONS_PIX_AUTOMATICO_ENDPOINTS } from '@domain/endpoints/collections-pix-automatico';
import { call, endpointOf } from '~/lib/api-call';

const SHOW = endpointOf(COLLECTIONS_PIX_AUTOMATICO_ENDPOINTS, 'GET', '/collections/pix-automatico');

export const pixAutomaticoKey = (contractId: string | null | undefined) =>
  contractId ? (['collections/pix-automatico', contractId] as const) : null;

export function usePixAutomatico(contractId: string | null | undefined) {
  return useSWR(pixAutomaticoKey(contractId), ([, id]) => call(SHOW, { query: { contractId: id } }), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
