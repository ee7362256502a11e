/** POST /api/collections/direct-debit/returns: a bank's retorno file, checked whole before it is queued. */
import { COLLECTIONS_DIRECT_DEBIT_ENDPOINTS } from '@domain/endpoints/collections-direct-debit';
import { call, endpointOf } from '~/lib/api-call';

const UPLOAD = endpointOf(COLLECTIONS_DIRECT_DEBIT_ENDPOINTS, 'POST', '/collections/direct-debit/returns');

export const uploadDebitReturn = (fileName: string, content: string) => call(UPLOAD, { body: { fileName, content } });
