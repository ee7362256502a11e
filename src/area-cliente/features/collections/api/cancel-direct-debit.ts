/** DELETE /api/collections/direct-debit: cancels the contract's débito automático. */
import { COLLECTIONS_DIRECT_DEBIT_ENDPOINTS } from '@domain/endpoints/collections-direct-debit';
import { call, endpointOf } from '~/lib/api-call';

const CANCEL = endpointOf(COLLECTIONS_DIRECT_DEBIT_ENDPOINTS, 'DELETE', '/collections/direct-debit');

export const cancelDirectDebit = (contractId: string) => call(CANCEL, { query: { contractId } });
