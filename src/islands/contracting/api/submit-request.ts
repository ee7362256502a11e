/** POST /api/services/connection (spec 04 §7): the request as multipart — its fields, documents and selfie. */
import type { ConnectionType } from '@domain/connection/constants';
import { CONNECTION_ENDPOINTS } from '@domain/endpoints/connection';
import { call, endpointOf } from '~/lib/api-call';

const SUBMIT = endpointOf(CONNECTION_ENDPOINTS, 'POST', '/services/connection');

export function submitRequest(type: ConnectionType, fields: Record<string, string>, uploads: { files?: File[]; selfie?: File[] } = {}) {
  const form = new FormData();
  form.set('type', type);
  for (const [key, value] of Object.entries(fields)) if (value !== '') form.set(key, value);
  for (const file of uploads.files ?? []) form.append('files', file, file.name);
  for (const file of uploads.selfie ?? []) form.append('selfie', file, file.name);
  return call(SUBMIT, { body: form });
}
