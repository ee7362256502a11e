/** POST /api/collections/direct-debit: asks for débito automático with the consent (docs/collections-direct-debit.md). */
import { COLLECTIONS_DIRECT_DEBIT_ENDPOINTS } from '@domain/endpoints/collections-direct-debit';
import type { EnrolmentInput } from '@domain/collections/direct-debit/rules';
import { call, endpointOf } from '~/lib/api-call';

const ENROL = endpointOf(COLLECTIONS_DIRECT_DEBIT_ENDPOINTS, 'POST', '/collections/direct-debit');

export const enrolDirectDebit = (contractId: string, input: EnrolmentInput) => call(ENROL, { body: { ...input, contractId } });
