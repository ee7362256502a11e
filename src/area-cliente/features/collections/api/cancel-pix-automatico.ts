/** DELETE /api/collections/pix-automatico: cancels the contract's Pix Automático and its charges not yet paid. */
import { COLLECTIONS_PIX_AUTOMATICO_ENDPOINTS } from '@domain/endpoints/collections-pix-automatico';
import { call, endpointOf } from '~/lib/api-call';

const CANCEL = endpointOf(COLLECTIONS_PIX_AUTOMATICO_ENDPOINTS, 'DELETE', '/collections/pix-automatico');

export const cancelPixAutomatico = (contractId: string) => call(CANCEL, { query: { contractId } });
