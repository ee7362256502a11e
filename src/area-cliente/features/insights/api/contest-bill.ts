/** POST /api/insights/invoices/:numDoc/contest (docs/insights-self-reading.md): multipart with `reading` and `file` (the meter's photo). */
import type { ReadingSentAnswer } from '@domain/insights/self-reading/types';
import { INSIGHTS_SELF_READING_ENDPOINTS } from '@domain/endpoints/insights-self-reading';
import { endpointOf, fillPath } from '~/lib/api-call';
import { sendFormWithProgress } from '~/lib/file-upload';

const CONTEST = endpointOf(INSIGHTS_SELF_READING_ENDPOINTS, 'POST', '/insights/invoices/:numDoc/contest');

export interface ContestRequest {
  contractId: string;
  numDoc: string;
  reading: string;
  file: File;
}

export function contestBill(request: ContestRequest, onProgress: (fraction: number) => void): Promise<ReadingSentAnswer> {
  const form = new FormData();
  form.append('reading', request.reading);
  form.append('file', request.file, request.file.name);
  return sendFormWithProgress<ReadingSentAnswer>(
    fillPath(CONTEST.path, { numDoc: request.numDoc }),
    form,
    (percent) => onProgress(percent / 100),
    { contractId: request.contractId },
  );
}
