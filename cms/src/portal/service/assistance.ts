/** Technical assistance partners (spec 02 §2, assistencia-tecnica): the published entries editors keep in the CMS. */
import type { Core } from '@strapi/strapi';
import type { AssistancePartnerView } from '../../domain/service/types';
import { ASSISTANCE_PARTNER_UID } from './store';

export async function listAssistancePartners(strapi: Core.Strapi): Promise<{ data: AssistancePartnerView[] }> {
  const rows = await strapi.documents(ASSISTANCE_PARTNER_UID).findMany({
    status: 'published',
    sort: [{ order: 'asc' }, { name: 'asc' }],
    limit: 200,
  });
  return {
    data: rows.map((r) => ({
      name: r.name ?? '',
      phone: r.phone ?? '',
      whatsapp: r.whatsapp || null,
      email: r.email || null,
      website: r.website || null,
      cities: r.cities ?? '',
      description: r.description || null,
    })),
  };
}
