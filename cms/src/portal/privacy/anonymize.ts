/**
 * Anonymization of a customer's account (LGPD art. 16 and 18 IV/VI), run when staff
 * approve a deletion or anonymization request. One transaction:
 *
 * - the account is closed (blocked, DEACTIVATE, no password, sessions and e-mailed links
 *   deleted) and its name, e-mail, username, CPF/CNPJ, code and phone replaced or cleared;
 * - contracts the customer holds (same document, account owner) lose their personal fields
 *   (holder's name, document, e-mails, SAP ids) and are deactivated; every contract is unlinked;
 * - notifications, login records, data exports are deleted; consents keep only the (now
 *   anonymous) account id; privacy requests of the account, or sent from the site with its
 *   e-mail or document, lose name, e-mail, document and message;
 * - invoices are not touched: number, dates, amounts, consumption and payment are fiscal
 *   records kept for 5 years (CTN arts. 173/174), tied to the consumer code and the
 *   installation address, which stay with the supply point;
 * - rows of the optional content types (connection and service requests, consumption
 *   programming) owned by the user lose their text fields;
 * - Avisos written by staff (`portal_notices`) are left as they are: a sent Aviso cannot be
 *   changed, its text is the staff's and its link to the account names no one once the account
 *   is anonymous.
 */
import type { Core } from '@strapi/strapi';
import { normalizeDocument } from '../../domain/cpf-cnpj';
import { normalizeEmail } from '../../domain/email';
import { removeFilesOf } from '../core/private-files';
import { CONTRACT_UID, SESSION_UID, TOKEN_UID, USER_UID, type UserRow } from '../core/types';
import { NOTIFICATION_UID } from '../notifications/notify';
import { LOGIN_RECORD_UID } from '../core/records';
import { attributesOf, DATA_EXPORT_UID, hasContentType, OPTIONAL_SOURCES, ownerWhere, PRIVACY_REQUEST_UID } from './store';

export const ANONYMOUS_NAME = 'Titular anonimizado';
export const anonymousEmail = (userId: number) => `anonimizado-${userId}@anonimizado.invalid`;

export async function anonymizeAccount(strapi: Core.Strapi, userId: number): Promise<void> {
  await strapi.db.transaction(async () => {
    const user = (await strapi.db.query(USER_UID).findOne({
      where: { id: userId },
      populate: { contracts: true, accountOwner: { select: ['id'] } },
    })) as UserRow | null;
    if (!user) return;
    const document = user.cpfCnpj ? normalizeDocument(user.cpfCnpj) : '';
    const email = normalizeEmail(user.email);
    const contracts = user.contracts ?? [];
    const held = contracts.filter((c) => !user.accountOwner && document && normalizeDocument(c.consumerCpfCnpj) === document);

    for (const contract of held)
      await strapi.db.query(CONTRACT_UID).update({
        where: { id: contract.id },
        data: {
          consumerName: ANONYMOUS_NAME,
          consumerCpfCnpj: '',
          sapName: null,
          sapEmail: null,
          contractOwnerEmail: null,
          consumerId: null,
          situation: 'DEACTIVATE',
        },
      });

    await strapi.db.query(USER_UID).update({
      where: { id: userId },
      data: {
        username: anonymousEmail(userId),
        email: anonymousEmail(userId),
        name: ANONYMOUS_NAME,
        cpfCnpj: null,
        consumerCode: null,
        phone: null,
        avatarUrl: null,
        password: null,
        resetPasswordToken: null,
        confirmationToken: null,
        provider: 'local',
        blocked: true,
        confirmed: false,
        situation: 'DEACTIVATE',
        active: false,
        emailVerified: false,
        invoiceByEmail: false,
        notificationAccess: false,
        contracts: [],
        selectedContract: null,
      },
    });

    // deleteMany takes plain columns only: the rows linked to the user are found first.
    for (const uid of [SESSION_UID, TOKEN_UID]) {
      const ids = ((await strapi.db.query(uid).findMany({ where: { user: { id: userId } }, select: ['id'] })) as { id: number }[]).map(
        (r) => r.id,
      );
      if (ids.length) await strapi.db.query(uid).deleteMany({ where: { id: { $in: ids } } });
    }
    await strapi.db.query(NOTIFICATION_UID).deleteMany({ where: { userId } });
    await strapi.db.query(LOGIN_RECORD_UID).deleteMany({ where: { userId } });
    const exportIds = ((await strapi.db.query(DATA_EXPORT_UID).findMany({ where: { userId }, select: ['id'] })) as { id: number }[]).map(
      (r) => r.id,
    );
    await removeFilesOf(strapi, DATA_EXPORT_UID, exportIds);
    await strapi.db.query(DATA_EXPORT_UID).deleteMany({ where: { userId } });

    const requestWhere: Record<string, unknown>[] = [{ userId }];
    if (email) requestWhere.push({ email });
    if (document) requestWhere.push({ cpfCnpj: document });
    const requests = (await strapi.db.query(PRIVACY_REQUEST_UID).findMany({ where: { $or: requestWhere }, select: ['id'] })) as {
      id: number;
    }[];
    for (const r of requests)
      // The request's own lifecycle guard leaves these fields alone (only status/history are guarded).
      await strapi.db
        .query(PRIVACY_REQUEST_UID)
        .update({ where: { id: r.id }, data: { name: null, email: null, cpfCnpj: null, message: null } });

    const contractIds = contracts.map((c) => c.id);
    for (const source of OPTIONAL_SOURCES) {
      if (!hasContentType(strapi, source.uid)) continue;
      const where = ownerWhere(strapi, source.uid, userId, contractIds);
      if (!where) continue;
      const cleared: Record<string, unknown> = {};
      for (const [name, attr] of Object.entries(attributesOf(strapi, source.uid)))
        if (['string', 'text', 'email', 'richtext', 'json', 'blocks'].includes(attr.type)) cleared[name] = null;
      const ids = ((await strapi.db.query(source.uid as never).findMany({ where, select: ['id'] })) as { id: number }[]).map((r) => r.id);
      if (ids.length && Object.keys(cleared).length)
        await strapi.db.query(source.uid as never).updateMany({ where: { id: { $in: ids } }, data: cleared });
      // Identity documents, selfies and payment proofs of those rows are deleted with the data.
      await removeFilesOf(strapi, source.uid, ids);
    }
  });
}
