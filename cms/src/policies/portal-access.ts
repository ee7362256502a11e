/**
 * `global::portal-access` — the one policy every portal route declares:
 *   config: { auth: false, policies: [{ name: 'global::portal-access', config: { roles?, permissions?, screen?, ownership?, allowInactive? } }] }
 * 401 without a valid session, 403 for a wrong role/permission/screen or a simplified-invoice
 * token elsewhere, 404 (not 403) for a contract that is not the caller's. On success
 * `ctx.state.portal` holds { session, user, permissions, contract }.
 * Refusals are http-errors (portal/core/http): Strapi's route guard would rewrite its own
 * 401/403 classes into bare "Unauthorized"/"Forbidden", while these reach its error
 * middleware with our status, name and catalogue message.
 */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { authorize, type AccessConfig } from '../portal/core/access';

export default async (policyContext: Context, config: AccessConfig, { strapi }: { strapi: Core.Strapi }) => {
  policyContext.state.portal = await authorize(strapi, policyContext, config ?? {});
  return true;
};
