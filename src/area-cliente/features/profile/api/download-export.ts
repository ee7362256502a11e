/** GET /api/privacy/exports/{id}/file (PORTAL-API.md §13): the archive, at the same-origin path the export's status gives. */
import { api } from '~/lib/api-client';

export const downloadExport = (path: string) => api.get<Blob>(path, { responseType: 'blob', headers: { accept: 'application/zip' } });
