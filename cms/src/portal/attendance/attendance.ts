/**
 * Attendant service (spec 02 §2.7): contract search and the service session, which lives on
 * the attendant's own portal session so it ends with the login that started it.
 */
import type { Core } from '@strapi/strapi';
import { cpfCnpjError, normalizeDocument } from '../../domain/cpf-cnpj';
import { isValidConsumerCode, normalizeConsumerCode } from '../../domain/consumer-code';
import { ACCESS_MESSAGES } from '../../domain/messages';
import { badRequest, notFound } from '../core/http';
import { CONTRACT_UID, SESSION_UID, type ContractRow, type SessionRow, type UserRow } from '../core/types';
import { recordAttendantChange } from '../core/records';
import { contractView, findContractByDocumentId } from '../core/users';

const SEARCH_LIMIT = 50;

export async function searchContracts(strapi: Core.Strapi, query: Record<string, unknown>) {
  const rawDocument = typeof query.cpfcnpj === 'string' ? query.cpfcnpj : '';
  const rawCode = typeof query.consumerCode === 'string' ? query.consumerCode : '';
  const document = normalizeDocument(rawDocument);
  if (!document && !normalizeConsumerCode(rawCode)) throw badRequest(ACCESS_MESSAGES.searchNeedsOne);
  const where: Record<string, unknown> = {};
  if (document) {
    const error = cpfCnpjError(rawDocument);
    if (error) throw badRequest(error, { cpfcnpj: error });
    where.consumerCpfCnpj = document;
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

export async function startService(strapi: Core.Strapi, session: SessionRow, contractId: unknown, attendant?: UserRow | null) {
  const contract = typeof contractId === 'string' ? await findContractByDocumentId(strapi, contractId) : null;
  if (!contract) throw notFound(ACCESS_MESSAGES.contractNotFound, { contractId: ACCESS_MESSAGES.contractNotFound });
  const startedAt = new Date();
  await strapi.db.transaction(async () => {
    // A service still open on another contract ends here (audited as such).
    const previous = session.attendantContract;
    if (attendant && previous && previous.id !== contract.id)
      await recordAttendantChange(strapi, { attendant, contract: previous, action: 'SERVICE_END' });
    await strapi.db
      .query(SESSION_UID)
      .update({ where: { id: session.id }, data: { attendantContract: contract.id, serviceStartedAt: startedAt } });
    if (attendant) await recordAttendantChange(strapi, { attendant, contract, action: 'SERVICE_START' });
  });
  return { contract: contractView(contract), startedAt: startedAt.toISOString() };
}

export async function endService(strapi: Core.Strapi, session: SessionRow, attendant?: UserRow | null): Promise<void> {
  await strapi.db.transaction(async () => {
    await strapi.db.query(SESSION_UID).update({ where: { id: session.id }, data: { attendantContract: null, serviceStartedAt: null } });
    // Idempotent: ending when no service is open records nothing.
    if (attendant && session.attendantContract)
      await recordAttendantChange(strapi, { attendant, contract: session.attendantContract, action: 'SERVICE_END' });
  });
}
