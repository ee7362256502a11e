/** Customer accounts made by the factories, with their own contracts. */
import type { Core } from '@strapi/strapi';
import { AVATAR_URL_MAX, safeAvatarUrl } from '../../../domain/avatar';
import { CUSTOMER_ROLES } from '../../../domain/roles';
import { badRequest, notFound } from '../../core/http';
import { USER_UID } from '../../core/types';
import { createPortalUser } from '../../core/users';
import { contractsByDocumentId, defaultSegment, makeContract } from './contracts';
import { companyName, ensureEmailFree, freshDocument, personName, phone, uniqueEmail } from './generated';
import { setFactoryPassword } from './password';
import { bool, documentIds, integer, oneOf, optionalEmail, password, positiveId, rejectUnknown, text, type Body } from './input';
import { DOCUMENTS, FACTORY_PASSWORD, MAX_CONTRACTS, SEGMENTS, SITUATIONS, type MadeContract, type MadeUser } from './made';

const CUSTOMER_FIELDS = [
  'contracts',
  'situation',
  'active',
  'email',
  'password',
  'name',
  'role',
  'document',
  'contractSituation',
  'segment',
  'emailVerified',
  'invoiceByEmail',
  'notificationAccess',
  'phone',
  'linkContracts',
  'accountOwnerId',
  'avatarUrl',
] as const;

/**
 * A customer account (client, industry, gnv or individual) with `contracts` new contracts in
 * its own document (default 1), optionally also linked to existing contracts
 * (`linkContracts`: documentIds) and made a secondary user of `accountOwnerId`. Defaults: an
 * active, confirmed account with password `Test@12345`; `active: false` and no contracts is
 * an account that has not finished registration; `situation: 'PENDING', password: null` a
 * secondary user who has not created a password yet.
 */
export async function createCustomer(strapi: Core.Strapi, body: Body) {
  rejectUnknown(body, CUSTOMER_FIELDS);
  const role = oneOf(body, 'role', CUSTOMER_ROLES, 'client');
  const contractsCount = integer(body, 'contracts', 1, 0, MAX_CONTRACTS);
  const situation = oneOf(body, 'situation', SITUATIONS, 'ACTIVE');
  const active = bool(body, 'active', situation === 'ACTIVE');
  const emailVerified = bool(body, 'emailVerified', situation !== 'PENDING');
  const documentKind = oneOf(body, 'document', DOCUMENTS, role === 'industry' || role === 'gnv' ? 'cnpj' : 'cpf');
  const contractSituation = oneOf(body, 'contractSituation', SITUATIONS, 'ACTIVE');
  const segmentChoice = oneOf(body, 'segment', SEGMENTS);
  const linkIds = documentIds(body, 'linkContracts');
  const accountOwnerId = positiveId(body, 'accountOwnerId');
  const signInPassword = password(body);
  const email = optionalEmail(body) ?? uniqueEmail();
  const phoneNumber = text(body, 'phone', 11) ?? phone();
  if (!/^\d{10,11}$/.test(phoneNumber)) throw badRequest('phone deve ter 10 ou 11 dígitos', { phone: 'phone deve ter 10 ou 11 dígitos' });
  const avatarText = text(body, 'avatarUrl', AVATAR_URL_MAX);
  const avatarUrl = avatarText === undefined ? null : safeAvatarUrl(avatarText);
  if (avatarText !== undefined && !avatarUrl)
    throw badRequest('avatarUrl deve ser https em googleusercontent.com', {
      avatarUrl: 'avatarUrl deve ser https em googleusercontent.com',
    });

  return strapi.db.transaction(async () => {
    await ensureEmailFree(strapi, email);
    if (accountOwnerId && !(await strapi.db.query(USER_UID).findOne({ where: { id: accountOwnerId }, select: ['id'] }))) {
      throw notFound(`Usuário ${accountOwnerId} não encontrado`, { accountOwnerId: 'Usuário não encontrado' });
    }
    const linked = await contractsByDocumentId(strapi, linkIds);
    const cpfCnpj = await freshDocument(strapi, documentKind);
    const name = text(body, 'name', 150) ?? (cpfCnpj.length === 14 ? companyName() : personName());
    const made: MadeContract[] = [];
    for (let i = 0; i < contractsCount; i++) {
      made.push(
        await makeContract(strapi, {
          cpfCnpj,
          ownerEmail: email,
          name,
          situation: contractSituation,
          segment: segmentChoice ?? defaultSegment(role, cpfCnpj),
        }),
      );
    }
    const contracts = [...made, ...linked];
    // An account that has not finished registration holds no document or code yet.
    const registered = active || contracts.length > 0;
    const consumerCode = registered ? (contracts[0]?.consumerCode ?? null) : null;
    const created = await createPortalUser(strapi, {
      email,
      // FACTORY_PASSWORD's hash is shared (./password.ts); any other goes through the portal's hashing.
      ...(signInPassword && signInPassword !== FACTORY_PASSWORD ? { password: signInPassword } : {}),
      confirmed: emailVerified,
      name,
      cpfCnpj: registered ? cpfCnpj : null,
      consumerCode,
      portalRole: role,
      situation,
      active,
      emailVerified,
      phone: phoneNumber,
      invoiceByEmail: bool(body, 'invoiceByEmail', false),
      notificationAccess: bool(body, 'notificationAccess', true),
      contracts: contracts.map((c) => c.id),
      selectedContract: contracts.length === 1 ? contracts[0]!.id : null,
      accountOwner: accountOwnerId ?? null,
      avatarUrl,
    });
    if (signInPassword === FACTORY_PASSWORD) await setFactoryPassword(strapi, created.id);
    const user: MadeUser = {
      id: created.id,
      documentId: created.documentId,
      email,
      password: signInPassword,
      name,
      role,
      cpfCnpj: registered ? cpfCnpj : null,
      consumerCode,
      situation,
      active,
    };
    return { user, contracts };
  });
}
