/**
 * POST /api/collections/pix-automatico: asks for Pix Automático with the customer's optional
 * ceiling (cents) and, for journey 4, the open bill paid with the same QR.
 */
import { COLLECTIONS_PIX_AUTOMATICO_ENDPOINTS } from '@domain/endpoints/collections-pix-automatico';
import { call, endpointOf } from '~/lib/api-call';

const AUTHORISE = endpointOf(COLLECTIONS_PIX_AUTOMATICO_ENDPOINTS, 'POST', '/collections/pix-automatico');

export const authorisePixAutomatico = (contractId: string, ceilingCents: number | null, payBill: string | null = null) =>
  call(AUTHORISE, {
    body: { contractId, ...(ceilingCents === null ? {} : { ceilingCents }), ...(payBill === null ? {} : { payBill }) },
  });
