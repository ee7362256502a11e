/**
 * The registered e-mail that prefills the send panels (spec 01 §5): `GET /api/user/sap`
 * (PORTAL-API.md §6) for the contract in use.
 */
import useSWR from 'swr';
import { api } from '~/lib/api-client';

export interface SapData {
  email?: string | null;
  name?: string | null;
}

export type SapKey = readonly ['user/sap', string];

export function useRegisteredEmail(contractId: string | null | undefined) {
  return useSWR<{ data?: SapData }, unknown, SapKey | null>(
    contractId ? (['user/sap', contractId] as const) : null,
    ([path]) => api.get<{ data?: SapData }>(path),
    { revalidateOnFocus: false },
  );
}
