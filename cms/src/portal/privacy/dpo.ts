/** The encarregado (DPO, LGPD art. 41) as the site settings name them, with the domain's defaults. */
import type { Core } from '@strapi/strapi';
import { CUSTOMER_SERVICE_PHONE } from '../../domain/constants';
import { SITE_SETTING_UID } from './store';

export const DEFAULT_DPO = { name: 'Ana Paula Ferreira', email: 'privacidade@necta.local', phone: CUSTOMER_SERVICE_PHONE } as const;

export async function dpoContact(strapi: Core.Strapi): Promise<{ name: string; email: string; phone: string }> {
  const row = (await strapi.db.query(SITE_SETTING_UID).findOne({ select: ['dpoName', 'dpoEmail', 'dpoPhone'] })) as {
    dpoName?: string | null;
    dpoEmail?: string | null;
    dpoPhone?: string | null;
  } | null;
  return {
    name: row?.dpoName?.trim() || DEFAULT_DPO.name,
    email: row?.dpoEmail?.trim() || DEFAULT_DPO.email,
    phone: row?.dpoPhone?.trim() || DEFAULT_DPO.phone,
  };
}
