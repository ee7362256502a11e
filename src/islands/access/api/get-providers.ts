/**
 * GET /session/providers (PORTAL-API.md §11e): whether Google sign-in is on and whether the CMS
 * verifies a captcha — one setting drives both the widget and the server's check.
 */
import useSWR from 'swr';
import { api } from '~/lib/api-client';

export interface Providers {
  google: boolean;
  captcha: boolean;
}

export const PROVIDERS_KEY = '/session/providers';

export const fetchProviders = () => api.get<Providers>(PROVIDERS_KEY);

/** Until the answer comes (or when it fails) neither is on. */
const NONE: Providers = { google: false, captcha: false };

export function useProviders(): Providers {
  const { data } = useSWR(PROVIDERS_KEY, fetchProviders, { revalidateOnFocus: false, shouldRetryOnError: false });
  return data ?? NONE;
}
