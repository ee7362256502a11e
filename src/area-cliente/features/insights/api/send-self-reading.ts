/**
 * POST /api/insights/self-reading (docs/insights-self-reading.md): multipart with `reading`
 * (m³ as the meter shows it), `confirm` ("true" after the customer confirms a reading out of the
 * expected range) and `file` (the meter's photo, JPG or PNG), through the shared upload helper.
 */
import type { ReadingSentAnswer } from '@domain/insights/self-reading/types';
import { INSIGHTS_SELF_READING_ENDPOINTS } from '@domain/endpoints/insights-self-reading';
import { endpointOf } from '~/lib/api-call';
import { sendFormWithProgress } from '~/lib/file-upload';

const SEND = endpointOf(INSIGHTS_SELF_READING_ENDPOINTS, 'POST', '/insights/self-reading');

export interface SelfReadingRequest {
  contractId: string;
  reading: string;
  confirm: boolean;
  file: File;
}

export function sendSelfReading(request: SelfReadingRequest, onProgress: (fraction: number) => void): Promise<ReadingSentAnswer> {
  const form = new FormData();
  form.append('reading', request.reading);
  form.append('confirm', request.confirm ? 'true' : 'false');
  form.append('file', request.file, request.file.name);
  return sendFormWithProgress<ReadingSentAnswer>(SEND.path, form, (percent) => onProgress(percent / 100), {
    contractId: request.contractId,
  });
}
