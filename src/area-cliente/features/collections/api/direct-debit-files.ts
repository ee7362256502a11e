/** GET /api/collections/direct-debit/files: the remessas and retornos exchanged with the banks (administrators). */
import useSWR from 'swr';
import { COLLECTIONS_DIRECT_DEBIT_ENDPOINTS } from '@domain/endpoints/collections-direct-debit';
import { call, endpointOf, urlOf } from '~/lib/api-call';

const LIST = endpointOf(COLLECTIONS_DIRECT_DEBIT_ENDPOINTS, 'GET', '/collections/direct-debit/files');
const FILE = endpointOf(COLLECTIONS_DIRECT_DEBIT_ENDPOINTS, 'GET', '/collections/direct-debit/files/:id/file');

export const DIRECT_DEBIT_FILES_KEY = 'collections/direct-debit/files';

export const fetchDirectDebitFiles = () => call(LIST, {});

/** Polled while a file is waiting or being processed. */
export function useDirectDebitFiles() {
  return useSWR(DIRECT_DEBIT_FILES_KEY, fetchDirectDebitFiles, {
    revalidateOnFocus: false,
    refreshInterval: (data) => (data?.data.some((f) => f.status === 'WAITING' || f.status === 'PROCESSING') ? 2000 : 0),
  });
}

export const directDebitFileUrl = (id: number) => urlOf(FILE, { params: { id } });
