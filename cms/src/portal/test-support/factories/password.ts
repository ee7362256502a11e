/**
 * The factories' default password (FACTORY_PASSWORD) is hashed once per CMS process and that
 * bcrypt hash (cost 10, as every portal hash) is written to each account made with it, after the
 * user is created: the same two steps as the portal's own hashing (`registerPasswordHashing`,
 * core/password-hash.ts). A test run makes thousands of accounts, and hashing each anew was about
 * a tenth of the test CMS's CPU. Signing in still compares at full cost, as in production; an
 * account made with another password, and every account the portal's own flows create (sign-up,
 * staff, secondary users), is hashed by the portal's hashing.
 */
import type { Core } from '@strapi/strapi';
import { DEFAULT_ROUNDS, hashPassword } from '../../core/password-hash';
import { USER_UID } from '../../core/types';
import { FACTORY_PASSWORD } from './made';

let factoryHash: Promise<string> | null = null;

/** Gives the factory-made user `id` the sign-in password FACTORY_PASSWORD. */
export async function setFactoryPassword(strapi: Core.Strapi, id: number): Promise<void> {
  if (!factoryHash) {
    factoryHash = hashPassword(FACTORY_PASSWORD, DEFAULT_ROUNDS);
    factoryHash.catch(() => (factoryHash = null));
  }
  await strapi.db.query(USER_UID).update({ where: { id }, data: { password: await factoryHash } });
}
