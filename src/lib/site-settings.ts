/** The site settings single entry (brand name, phones), read at build time. */
import { getEntry } from 'astro:content';
import { CUSTOMER_SERVICE_PHONE } from '@domain/constants';
import { SUPPORT_EMAIL } from '@domain/connection/constants';

export interface SiteSettings {
  brandName: string;
  Numero_Emergencia: string | null;
  /** Shown in the contracting flow's success modals (spec 04 §8). */
  customerServicePhone: string;
  supportEmail: string;
  /** The encarregado (DPO, LGPD art. 41) and the contacts the privacy pages show. */
  dpo: { name: string; email: string; phone: string };
}

const text = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() ? value.trim() : fallback);

export async function siteSettings(): Promise<SiteSettings> {
  const data = ((await getEntry('settings', 'main'))?.data ?? {}) as Record<string, unknown>;
  return {
    brandName: typeof data.brandName === 'string' && data.brandName ? data.brandName : 'Necta',
    Numero_Emergencia: typeof data.Numero_Emergencia === 'string' && data.Numero_Emergencia ? data.Numero_Emergencia : null,
    customerServicePhone:
      typeof data.customerServicePhone === 'string' && data.customerServicePhone ? data.customerServicePhone : CUSTOMER_SERVICE_PHONE,
    supportEmail: typeof data.supportEmail === 'string' && data.supportEmail ? data.supportEmail : SUPPORT_EMAIL,
    dpo: {
      name: text(data.dpoName, 'Ana Paula Ferreira'),
      email: text(data.dpoEmail, 'privacidade@necta.local'),
      phone: text(data.dpoPhone, '0800 773 6099'),
    },
  };
}
