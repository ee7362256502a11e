/** One record per successful portal sign-in (date and client address), read by the data export. */
import type { Core } from '@strapi/strapi';
import { now } from '../core/clock';
import { LOGIN_RECORD_UID } from './store';

export async function recordLogin(strapi: Core.Strapi, userId: number, address: string, method: 'password' | 'google'): Promise<void> {
  try {
    await strapi.db.query(LOGIN_RECORD_UID).create({ data: { userId, at: now(), address: address.slice(0, 64) || null, method } });
  } catch (error) {
    // A sign-in never fails because its record could not be written.
    strapi.log.error(`privacy: login record of user ${userId} not written: ${(error as Error).message}`);
  }
}
