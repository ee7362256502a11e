/** The site settings single entry (brand name, phones), read at build time. */
import { getEntry } from 'astro:content';

export interface SiteSettings {
  brandName: string;
  Numero_Emergencia: string | null;
}

export async function siteSettings(): Promise<SiteSettings> {
  const data = ((await getEntry('settings', 'main'))?.data ?? {}) as Record<string, unknown>;
  return {
    brandName: typeof data.brandName === 'string' && data.brandName ? data.brandName : 'Necta',
    Numero_Emergencia: typeof data.Numero_Emergencia === 'string' && data.Numero_Emergencia ? data.Numero_Emergencia : null,
  };
}
