/**
 * The cities and condominiums (locations) editors keep and the contracting flow offers
 * (spec 04 §3, §4.4): portal/connection lists them, the installations upload (portal/batches,
 * spec 02 §2.10) adds to them.
 */
import type { Core } from '@strapi/strapi';
import { cityKey } from '../../domain/connection/rules';

export const CITY_UID = 'api::city.city';
export const LOCATION_UID = 'api::location.location';

export interface CityRow {
  id: number;
  name: string;
}

/** The city row whose name matches without case or accents ('ARARAQUARA', 'sao carlos'), or null. */
export async function findCity(strapi: Core.Strapi, name: unknown): Promise<CityRow | null> {
  const key = cityKey(name);
  if (!key) return null;
  const cities = (await strapi.db.query(CITY_UID).findMany({ select: ['id', 'name'] })) as CityRow[];
  return cities.find((c) => cityKey(c.name) === key) ?? null;
}
