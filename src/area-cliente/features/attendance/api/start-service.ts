/** PATCH /api/attendant/session (spec 02 §7; PORTAL-API.md §6): starts serving a contract. */
import { ATTENDANCE_ENDPOINTS } from '@domain/endpoints/attendance';
import { call, endpointOf } from '~/lib/api-call';

const START = endpointOf(ATTENDANCE_ENDPOINTS, 'PATCH', '/attendant/session');

export const startService = (contractId: string) => call(START, { body: { contractId } });
