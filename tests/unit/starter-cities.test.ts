/** The starter content names the cities the spec lists (spec 04 §9), no more and no fewer. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CITIES } from '@domain/constants';

// Spec 04 §9, "Cities in the default text", written here so that a drift of the code shows.
const SPEC_CITIES = [
  'Araçatuba',
  'Araraquara',
  'Bauru',
  'Descalvado',
  'Ibitinga',
  'Itápolis',
  'Lençóis Paulista',
  'Lins',
  'Marília',
  'Matão',
  'Pederneiras',
  'Porto Ferreira',
  'Ribeirão Preto',
  'São Carlos',
  'Valparaíso',
];

const siteFile = (name: string) => JSON.parse(readFileSync(new URL(`../../site/${name}`, import.meta.url), 'utf8'));

describe('cities of the starter content', () => {
  it('has the 15 cities of the spec in the shared list', () => {
    expect([...CITIES].sort()).toEqual([...SPEC_CITIES].sort());
  });

  it('seeds a city with condominiums for each city of the spec', () => {
    const cities = (siteFile('cities.json') as { name: string; locations: unknown[] }[]).map((c) => c.name);
    expect([...cities].sort()).toEqual([...SPEC_CITIES].sort());
  });

  it('seeds a COLLECTIVE and two INDIVIDUAL condominiums at least in Araraquara and in São Carlos (contracting flow)', () => {
    const cities = siteFile('cities.json') as { name: string; locations: { name: string; type: string; cep: string }[] }[];
    for (const name of ['Araraquara', 'São Carlos']) {
      const types = cities.find((c) => c.name === name)!.locations.map((l) => l.type);
      expect(types.filter((t) => t === 'COLLECTIVE').length, name).toBeGreaterThanOrEqual(1);
      expect(types.filter((t) => t === 'INDIVIDUAL').length, name).toBeGreaterThanOrEqual(2);
    }
    for (const city of cities) for (const location of city.locations) expect(location.cep, location.name).toMatch(/^\d{8}$/);
  });

  it('lists every city in the default "Onde estamos" text of the landing footer and of its catalogue instance', () => {
    for (const file of ['landing-footer.json', 'catalogue/landing-page-footer.json']) {
      const text = JSON.stringify(siteFile(file));
      for (const city of SPEC_CITIES) expect(text, `${file} names ${city}`).toContain(city);
    }
  });
});
