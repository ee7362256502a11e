/** DELETE /api/attendant/session (spec 02 §7; PORTAL-API.md §6): ends the service in progress. */
import { ATTENDANCE_ENDPOINTS } from '@domain/endpoints/attendance';
import { call, endpointOf } from '~/lib/api-call';

const END = endpointOf(ATTENDANCE_ENDPOINTS, 'DELETE', '/attendant/session');

export const endService = () => call(END, {});
