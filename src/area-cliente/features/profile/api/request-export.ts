/** POST /api/privacy/exports (PORTAL-API.md §13): asks for an archive of the account's data. */
import { PRIVACY_ENDPOINTS } from '@domain/endpoints/privacy';
import type { ExportView } from '@domain/privacy/types';
import { call, endpointOf } from '~/lib/api-call';

const REQUEST = endpointOf(PRIVACY_ENDPOINTS, 'POST', '/privacy/exports');

export const requestExport = () => call(REQUEST, { body: { format: 'zip' } }) as Promise<{ data: ExportView; message: string }>;
