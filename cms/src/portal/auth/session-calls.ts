/**
 * The signed-in person's own calls (PORTAL-API.md §2–§4): sign-out, providers, `me`, the
 * client-area menu, contract selection and the simplified-invoice session.
 */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { menuFor } from '../../domain/menu';
import { ACCESS_MESSAGES } from '../../domain/messages';
import type { ContractScope, UserContractScope, UserScope } from '../core/access';
import { badRequest, unauthorized } from '../core/http';
import { resolveSession, revokeSession } from '../core/sessions';
import { USER_UID } from '../core/types';
import { loadUser, meView } from '../core/users';
import { captchaEnabled } from '../core/captcha';
import { googleConfigured } from './google';

export async function logout(strapi: Core.Strapi, ctx: Context) {
  const session = await resolveSession(strapi, ctx);
  if (!session) throw unauthorized(ACCESS_MESSAGES.sessionExpired);
  await revokeSession(strapi, session.id);
  return { ok: true };
}

/** Sign-in options the login page shows: Google when its credentials are set (portal/auth/google.ts). */
export function providers() {
  return { google: googleConfigured(), captcha: captchaEnabled() };
}

export function me({ user, session }: UserScope) {
  return { data: meView(user, session) };
}

export function menu({ user, permissions }: UserScope) {
  return { data: menuFor({ role: user.portalRole, permissions, isAccountOwner: !user.accountOwner }) };
}

/** Answers `me` again, fresh from the database (after a change to the account). */
export async function freshMe(strapi: Core.Strapi, { user, session }: UserScope) {
  return { data: meView((await loadUser(strapi, user.id))!, session) };
}

export async function selectContract(strapi: Core.Strapi, state: UserContractScope, body: Record<string, unknown>) {
  if (typeof body.contractId !== 'string')
    throw badRequest(ACCESS_MESSAGES.contractNotFound, { contractId: ACCESS_MESSAGES.fieldRequired });
  await strapi.db.query(USER_UID).update({ where: { id: state.user.id }, data: { selectedContract: state.contract.id } });
  return freshMe(strapi, state);
}

export function simplifiedSession({ contract }: ContractScope) {
  return {
    data: { consumerName: contract.consumerName, consumerCode: contract.consumerCode, consumerCpfCnpj: contract.consumerCpfCnpj },
  };
}
