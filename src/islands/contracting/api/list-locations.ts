/** GET /api/services/connection/locations?cityName= (spec 04 §7): a city's condominiums; the name goes uppercased. */
import useSWR from 'swr';
import { CONNECTION_ENDPOINTS } from '@domain/endpoints/connection';
import { call, endpointOf } from '~/lib/api-call';

const LOCATIONS = endpointOf(CONNECTION_ENDPOINTS, 'GET', '/services/connection/locations');

export const locationsKey = (cityName: string) => ['services/connection/locations', cityName.toUpperCase()] as const;

export const fetchLocations = (cityName: string) =>
  call(LOCATIONS, { query: { cityName: cityName.toUpperCase() } }).then((r) => r.data ?? []);

/** The chosen city's condominiums (none asked while no city is chosen). */
export function useLocations(cityName: string) {
  return useSWR(cityName ? locationsKey(cityName) : null, ([, city]) => fetchLocations(city), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
