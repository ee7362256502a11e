/** `GET /api/contract/send?email` (spec 01 §7): e-mails the contract. */
import { CONTRACT_DOCUMENT_ENDPOINTS } from '@domain/endpoints/contract-document';
import { call, endpointOf } from '~/lib/api-call';

const SEND_CONTRACT = endpointOf(CONTRACT_DOCUMENT_ENDPOINTS, 'GET', '/contract/send');

export const sendContract = (contractId: string, email: string) => call(SEND_CONTRACT, { query: { contractId, email } });
