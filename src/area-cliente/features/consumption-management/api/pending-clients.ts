/** `GET /api/consumption-schedule/dashboard/pending-clients` (spec 03 §7; PORTAL-API.md §17). */
import useSWR from 'swr';
import type { PendingClientsAnswer } from '@domain/consumption/types';
import { api } from '~/lib/api-client';

export type Query = Record<string, string | undefined>;
export const pendingClientsKey = (query: Query = {}) => ['consumption/dashboard/pending-clients', JSON.stringify(query)] as const;
export const fetchPendingClients = (query: Query = {}) =>
  api.get<{ data: PendingClientsAnswer }>('consumption-schedule/dashboard/pending-clients', { query }).then((r) => r.data);

export function usePendingClients(query: Query = {}) {
  return useSWR(pendingClientsKey(query), () => fetchPendingClients(query), { refreshInterval: 60_000, keepPreviousData: true });
}
