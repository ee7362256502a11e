/**
 * GET /api/services/connection/verify?cpfCnpj= (spec 04 §4.3, §7; PORTAL-API.md §11f): what the
 * portal knows of a CPF/CNPJ, as an encrypted internal code the web server decrypts.
 *
 * realData: 0 a portal account holds the document; 3 a contract has it (no account); 4 every
 * contract of it is DEACTIVATE (a former customer, no account: the flow continues); 1 unknown.
 */
import type { Core } from '@strapi/strapi';
import { REAL_DATA, type RealData } from '../../domain/connection/constants';
import { CONNECTION_MESSAGES } from '../../domain/connection/messages';
import type { VerifyAnswer } from '../../domain/connection/types';
import { encodeVerifyCode, isVerifyKey } from '../../domain/connection/verify-code';
import { cpfCnpjError, normalizeDocument } from '../../domain/cpf-cnpj';
import { ACCESS_MESSAGES } from '../../domain/messages';
import { captchaEnabled, verifyCaptcha } from '../core/captcha';
import { CONTRACT_UID, USER_UID } from '../core/types';
import { connectionError } from './errors';

/** realData of a document, from the database. */
export async function realDataOf(strapi: Core.Strapi, document: string): Promise<RealData> {
  const [account, contracts] = await Promise.all([
    strapi.db.query(USER_UID).findOne({ where: { cpfCnpj: document }, select: ['id'] }),
    strapi.db.query(CONTRACT_UID).findMany({ where: { consumerCpfCnpj: document }, select: ['id', 'situation'] }) as Promise<
      { situation: string }[]
    >,
  ]);
  if (account) return REAL_DATA.account;
  if (contracts.length === 0) return REAL_DATA.newCustomer;
  return contracts.every((c) => c.situation === 'DEACTIVATE') ? REAL_DATA.formerCustomer : REAL_DATA.installation;
}

export async function verifyDocument(
  strapi: Core.Strapi,
  query: Record<string, unknown>,
  captchaToken: string,
  remoteIp: string,
): Promise<VerifyAnswer> {
  const raw = typeof query.cpfCnpj === 'string' ? query.cpfCnpj : '';
  // The shared CPF/CNPJ rule decides (cpfCnpjError), on the value as typed.
  if (raw.length > 32 || cpfCnpjError(raw) !== null)
    throw connectionError(400, CONNECTION_MESSAGES.checkDocument, { cpfCnpj: CONNECTION_MESSAGES.checkDocument });
  if (captchaEnabled() && !(await verifyCaptcha(captchaToken, remoteIp))) throw connectionError(400, ACCESS_MESSAGES.captchaFailed);
  const document = normalizeDocument(raw);
  const key = process.env.CONNECTION_VERIFY_KEY ?? '';
  if (!isVerifyKey(key)) {
    strapi.log.error('CONNECTION_VERIFY_KEY is missing or is not 64 hexadecimal characters: document verification is off');
    throw connectionError(503, CONNECTION_MESSAGES.verifyFailed);
  }
  return { internalCode: await encodeVerifyCode({ realData: await realDataOf(strapi, document) }, key) };
}
