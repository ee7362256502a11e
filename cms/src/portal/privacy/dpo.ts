/**
 * The encarregado (DPO, LGPD art. 41): name and phone as the site settings show them, the e-mail
 * from the server's settings (DPO_EMAIL, portal/core/contacts.ts), never from editable content.
 */
import type { Core } from '@strapi/strapi';
import { CUSTOMER_SERVICE_PHONE } from '../../domain/constants';
import { DEFAULT_DPO_EMAIL, dpoEmail } from '../core/contacts';
import { SITE_SETTING_UID } from './store';

export const DEFAULT_DPO = { name: 'Ana Paula Ferreira', email: DEFAULT_DPO_EMAIL, phone: CUSTOMER_SERVICE_PHONE } as const;

export async function dpoContact(strapi: Core.Strapi): Promise<{ name: string; email: string; phone: string }> {
  const row = (await strapi.db.query(SITE_SETTING_UID).findOne({ select: ['dpoName', 'dpoPhone'] })) as {
    dpoName?: string | null;
    dpoPhone?: string | null;
  } | null;
  return {
    name: row?.dpoName?.trim() || DEFAULT_DPO.name,
    email: dpoEmail(),
    phone: row?.dpoPhone?.trim() || DEFAULT_DPO.phone,
  };
}
