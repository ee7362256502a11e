/**
 * `GET /api/collections/declarations` (docs/collections-declaration.md): the contract's ended
 * years and the state of each one's discharge declaration (Lei nº 12.007/2009). Fresh on open.
 */
import useSWR from 'swr';
import type { DeclarationListView } from '@domain/collections/declaration/types';
import { COLLECTIONS_DECLARATION_ENDPOINTS } from '@domain/endpoints/collections-declaration';
import { call, endpointOf } from '~/lib/api-call';

const LIST = endpointOf(COLLECTIONS_DECLARATION_ENDPOINTS, 'GET', '/collections/declarations');

export type DeclarationsKey = readonly ['collections/declarations', string];

export const declarationsKey = (contractId: string | null | undefined): DeclarationsKey | null =>
  contractId ? (['collections/declarations', contractId] as const) : null;

export const fetchDeclarations = (contractId: string) => call(LIST, { query: { contractId } }) as Promise<DeclarationListView>;

export function useDeclarations(contractId: string | null | undefined) {
  return useSWR<DeclarationListView, unknown, DeclarationsKey | null>(declarationsKey(contractId), ([, id]) => fetchDeclarations(id), {
    revalidateOnFocus: false,
  });
}
