/**
 * Cities and condominiums of the contracting flow (spec 04 §3, §4.4; PORTAL-API.md §11f).
 * Cities: those with at least one condominium, and the cities of spec 04 §9 (CITIES) — an
 * editor's city without condominiums stays out of the list until it gets one.
 */
import type { Core } from '@strapi/strapi';
import { CITIES } from '../../domain/constants';
import type { LocationType } from '../../domain/connection/constants';
import { CONNECTION_MESSAGES } from '../../domain/connection/messages';
import { asText, cityKey } from '../../domain/connection/rules';
import type { CityView, LocationView } from '../../domain/connection/types';
import { connectionError } from './errors';
import { CITY_UID, findCity, LOCATION_UID, type CityRow } from '../core/places';

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });
const SPEC_CITIES = new Set(CITIES.map(cityKey));

interface LocationRow {
  id: number;
  name: string;
  address: string;
  number: string | null;
  cep: string | null;
  type: LocationType | null;
  city: CityRow | null;
}

export async function listCities(strapi: Core.Strapi): Promise<{ data: CityView[] }> {
  const [cities, locations] = await Promise.all([
    strapi.db.query(CITY_UID).findMany({ select: ['id', 'name'] }) as Promise<CityRow[]>,
    strapi.db.query(LOCATION_UID).findMany({ select: ['id'], populate: { city: { select: ['id'] } } }) as Promise<
      { city: { id: number } | null }[]
    >,
  ]);
  const withLocations = new Set(locations.map((l) => l.city?.id).filter(Boolean));
  const seen = new Set<string>();
  const data = cities
    .filter((c) => withLocations.has(c.id) || SPEC_CITIES.has(cityKey(c.name)))
    .filter((c) => !seen.has(cityKey(c.name)) && seen.add(cityKey(c.name)))
    .map((c) => ({ name: c.name }))
    .sort((a, b) => collator.compare(a.name, b.name));
  return { data };
}

export async function locationsOf(strapi: Core.Strapi, city: CityRow): Promise<LocationView[]> {
  const rows = (await strapi.db.query(LOCATION_UID).findMany({
    where: { city: { id: city.id } },
    select: ['id', 'name', 'address', 'number', 'cep', 'type'],
  })) as LocationRow[];
  return rows
    .map((l) => ({
      id: l.id,
      name: l.name,
      address: l.address,
      number: l.number ?? null,
      cep: l.cep ?? null,
      type: l.type ?? 'INDIVIDUAL',
      city: { name: city.name },
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

export async function listLocations(strapi: Core.Strapi, query: Record<string, unknown>): Promise<{ data: LocationView[] }> {
  const name = asText(query.cityName);
  if (!name || name.length > 200)
    throw connectionError(400, CONNECTION_MESSAGES.cityRequired, { cityName: CONNECTION_MESSAGES.cityRequired });
  const city = await findCity(strapi, name);
  return { data: city ? await locationsOf(strapi, city) : [] };
}
