/**
 * `global::portal-access` — the one policy every portal route declares:
 *   config: { auth: false, policies: [{ name: 'global::portal-access', config: { roles?, permissions?, screen?, ownership?, allowInactive? } }] }
 * 401 without a valid session, 403 for a wrong role/permission/screen or a simplified-invoice
 * token elsewhere, 404 (not 403) for a contract that is not the caller's. On success
 * `ctx.state.portal` holds { session, user, permissions, contract }.
 */
import type { Core } from '@strapi/strapi';
import createError from 'http-errors';
import type { Context } from 'koa';
import { authorize, isPortalError, type AccessConfig } from '../auth/access';

export default async (policyContext: Context, config: AccessConfig, { strapi }: { strapi: Core.Strapi }) => {
  try {
    policyContext.state.portal = await authorize(strapi, policyContext, config ?? {});
    return true;
  } catch (error) {
    if (!isPortalError(error)) throw error;
    // An http-errors error: Strapi's route guard rewrites its own 401/403 classes into bare
    // "Unauthorized"/"Forbidden", while this one reaches the error middleware with our
    // status, name and catalogue message (the same module instance Strapi formats).
    throw createError(error.status, error.message, { name: error.name, details: {} });
  }
};
