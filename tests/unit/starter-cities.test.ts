/** The starter content names the cities the spec lists (spec 04 §9), no more and no fewer. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CITIES } from '@domain/constants';

const siteFile = (name: string) => JSON.parse(readFileSync(new URL(`../../site/${name}`, import.meta.url), 'utf8'));

describe('cities of the starter content', () => {
  it('seeds a city with condominiums for each city of the spec', () => {
    const cities = (siteFile('cities.json') as { name: string; locations: unknown[] }[]).map((c) => c.name);
    expect([...cities].sort()).toEqual([...CITIES].sort());
  });

  it('lists every city in the default "Onde estamos" text of the landing footer and of its catalogue instance', () => {
    for (const file of ['landing-footer.json', 'catalogue/landing-page-footer.json']) {
      const text = JSON.stringify(siteFile(file));
      for (const city of CITIES) expect(text, `${file} names ${city}`).toContain(city);
    }
  });
});
