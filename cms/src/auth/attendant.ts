/**
 * Attendant service (spec 02 §2.7): contract search and the service session, which lives on
 * the attendant's own portal session so it ends with the login that started it.
 */
import type { Core } from '@strapi/strapi';
import { cpfCnpjError, onlyDigits } from '../domain/cpf-cnpj';
import { isValidConsumerCode, normalizeConsumerCode } from '../domain/consumer-code';
import { ACCESS_MESSAGES } from '../domain/messages';
import { badRequest, notFound } from './http';
import { CONTRACT_UID, SESSION_UID, USER_UID, type ContractRow, type SessionRow, type UserRow } from './types';
import { contractView, findContractByDocumentId } from './users';

const SEARCH_LIMIT = 50;

export async function searchContracts(strapi: Core.Strapi, query: Record<string, unknown>) {
  const rawDocument = typeof query.cpfcnpj === 'string' ? query.cpfcnpj : '';
  const rawCode = typeof query.consumerCode === 'string' ? query.consumerCode : '';
  if (!onlyDigits(rawDocument) && !normalizeConsumerCode(rawCode)) throw badRequest(ACCESS_MESSAGES.searchNeedsOne);
  const where: Record<string, unknown> = {};
  if (onlyDigits(rawDocument)) {
    const error = cpfCnpjError(rawDocument);
    if (error) throw badRequest(error, { cpfcnpj: error });
    where.consumerCpfCnpj = onlyDigits(rawDocument);
  }
  if (normalizeConsumerCode(rawCode)) {
    if (!isValidConsumerCode(rawCode))
      throw badRequest(ACCESS_MESSAGES.consumerCodeNotFound, { consumerCode: ACCESS_MESSAGES.consumerCodeNotFound });
    where.consumerCode = normalizeConsumerCode(rawCode);
  }
  const contracts = (await strapi.db
    .query(CONTRACT_UID)
    .findMany({ where, orderBy: { consumerCode: 'asc' }, limit: SEARCH_LIMIT })) as ContractRow[];
  if (contracts.length === 0) {
    const documentKnown = where.consumerCpfCnpj
      ? (await strapi.db.query(CONTRACT_UID).count({ where: { consumerCpfCnpj: where.consumerCpfCnpj } })) > 0
      : true;
    throw notFound(documentKnown ? ACCESS_MESSAGES.consumerCodeNotFound : ACCESS_MESSAGES.documentNotCustomer);
  }
  return contracts.map(contractView);
}

export async function startService(strapi: Core.Strapi, session: SessionRow, contractId: unknown) {
  const contract = typeof contractId === 'string' ? await findContractByDocumentId(strapi, contractId) : null;
  if (!contract) throw notFound(ACCESS_MESSAGES.contractNotFound, { contractId: ACCESS_MESSAGES.contractNotFound });
  const startedAt = new Date();
  await strapi.db
    .query(SESSION_UID)
    .update({ where: { id: session.id }, data: { attendantContract: contract.id, serviceStartedAt: startedAt } });
  return { contract: contractView(contract), startedAt: startedAt.toISOString() };
}

export async function endService(strapi: Core.Strapi, session: SessionRow): Promise<void> {
  await strapi.db.query(SESSION_UID).update({ where: { id: session.id }, data: { attendantContract: null, serviceStartedAt: null } });
}

/**
 * GET /api/user/sap (spec 01 §7): SAP data of the contract in use. Invoice-by-e-mail and phone
 * are the account holder's: the caller's own for a customer, the contract owner's for staff.
 */
export async function sapData(strapi: Core.Strapi, caller: UserRow, contract: ContractRow) {
  let holder: UserRow | null = caller.contracts?.some((c) => c.id === contract.id) ? caller : null;
  if (!holder) {
    const linked = (await strapi.db
      .query(USER_UID)
      .findMany({ where: { contracts: { id: contract.id } }, orderBy: { id: 'asc' } })) as UserRow[];
    holder = linked.find((u) => u.email === contract.contractOwnerEmail) ?? linked[0] ?? null;
  }
  return {
    email: contract.sapEmail ?? contract.contractOwnerEmail,
    name: contract.sapName ?? contract.consumerName,
    portalPJ: Boolean(contract.portalPJ),
    vigencia: contract.vigencia,
    faturaEmail: Boolean(holder?.invoiceByEmail),
    telefone: holder?.phone ?? null,
  };
}
