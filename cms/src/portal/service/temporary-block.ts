/**
 * Temporary block (spec 02 §2.6; path designed here, PORTAL-API.md §15): POST
 * /api/services/temporary-block {reason, date, newAddress?} → {data: {protocol}}. The start
 * date is tomorrow or later and never a weekend, checked on the server clock.
 */
import type { Core } from '@strapi/strapi';
import { SERVICE_MESSAGES as M } from '../../domain/service/messages';
import { temporaryBlockErrors } from '../../domain/service/rules';
import type { ProtocolAnswer, VerifyAnswer } from '../../domain/service/types';
import type { UserContractScope } from '../core/access';
import { now } from '../core/clock';
import { badRequest, unprocessable, type Body } from '../core/http';
import { createServiceRequest } from './create';
import { openRequest } from './store';

export async function verifyTemporaryBlock(strapi: Core.Strapi, portal: UserContractScope): Promise<VerifyAnswer> {
  const contract = portal.contract;
  return { data: await openRequest(strapi, contract, 'TEMPORARY_BLOCK'), meta: { contractActive: contract.situation === 'ACTIVE' } };
}

export async function requestTemporaryBlock(
  strapi: Core.Strapi,
  portal: UserContractScope,
  body: Body<'service.temporary-block'>,
): Promise<ProtocolAnswer> {
  const errors = temporaryBlockErrors(body, now());
  if (Object.keys(errors).length) throw badRequest(Object.values(errors)[0]!, errors);
  const contract = portal.contract;
  if (contract.situation !== 'ACTIVE') throw unprocessable(M.noActiveInstallation);
  if (await openRequest(strapi, contract, 'TEMPORARY_BLOCK')) throw unprocessable(M.openRequest);
  const address = typeof body.newAddress === 'string' ? body.newAddress.trim() : '';
  const protocol = await createServiceRequest(strapi, portal, {
    kind: 'TEMPORARY_BLOCK',
    data: { blockReason: body.reason, date: body.date, newAddress: address || null, motive: String(body.reason) },
  });
  return { data: { protocol, date: body.date as string, period: null } };
}
