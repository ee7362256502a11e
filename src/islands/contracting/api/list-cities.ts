/** GET /api/services/connection/cities (spec 04 §7; PORTAL-API.md §11f): the cities with condominiums. */
import useSWR from 'swr';
import { CONNECTION_ENDPOINTS } from '@domain/endpoints/connection';
import { call, endpointOf } from '~/lib/api-call';

const CITIES = endpointOf(CONNECTION_ENDPOINTS, 'GET', '/services/connection/cities');

export const CITIES_KEY = 'services/connection/cities';

export const fetchCities = () => call(CITIES, {}).then((r) => r.data ?? []);

/** Read once per page view (no refocus or retry: a failure shows the page's load error). */
export function useCities() {
  return useSWR(CITIES_KEY, fetchCities, { revalidateOnFocus: false, shouldRetryOnError: false });
}
