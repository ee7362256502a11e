import type { Core } from '@strapi/strapi';
import { recordStaffChange } from '../core/records';
import { recordAttendantChange } from '../core/records';
import { CHANGED_FIELD_LABELS } from '../../domain/audit/attendant-changes';
import { normalizeEmail } from '../../domain/email';
import { PROFILE_MESSAGES, phoneDigits, profileUpdateErrors } from '../../domain/profile';
import type { SapDataUpdateView, SapDataView } from '../../domain/profile-types';
import { isCustomerRole } from '../../domain/roles';
import type { UserContractScope } from '../core/access';
import { forbidden, unprocessable, type Body } from '../core/http';
import { CONTRACT_UID, USER_UID, type ContractRow, type UserRow } from '../core/types';
import { throwIfErrors } from '../core/validate';

/**
 * The account holder of the contract in use: the caller itself when the contract is linked to
 * its account (a customer), else — staff serving the contract — the linked account whose e-mail
 * is the contract owner's, or the first linked account.
 */
export async function holderOf(strapi: Core.Strapi, caller: UserRow, contract: ContractRow): Promise<UserRow | null> {
  if (caller.contracts?.some((c) => c.id === contract.id)) return caller;
  const linked = (await strapi.db
    .query(USER_UID)
    .findMany({ where: { contracts: { id: contract.id } }, orderBy: { id: 'asc' } })) as UserRow[];
  return linked.find((u) => u.email === contract.contractOwnerEmail) ?? linked[0] ?? null;
}

/** The registration e-mail of a contract (spec 01 §2.7): the SAP e-mail, else the owner's. */
export const registrationEmailOf = (contract: ContractRow) => contract.sapEmail ?? contract.contractOwnerEmail;

/**
 * GET /api/user/sap (spec 01 §7): SAP data of the contract in use. Invoice-by-e-mail and phone
 * are the account holder's: the caller's own for a customer, the contract owner's for staff.
 */
export async function sapData(strapi: Core.Strapi, caller: UserRow, contract: ContractRow): Promise<SapDataView> {
  const holder = await holderOf(strapi, caller, contract);
  return {
    email: registrationEmailOf(contract),
    name: contract.sapName ?? contract.consumerName,
    portalPJ: Boolean(contract.portalPJ),
    vigencia: contract.vigencia,
    faturaEmail: Boolean(holder?.invoiceByEmail),
    telefone: holder?.phone ?? null,
    loginEmail: holder?.email ?? null,
  };
}

/**
 * PATCH /api/user/sap/data (spec 01 §2.7, §5): invoice-by-e-mail and phone of the account
 * holder, and — when `email` is given — the contract's registration e-mail (`sapEmail`, where
 * invoices are sent), with its confirmation. Every field is checked before anything is written;
 * one transaction writes them all.
 */
export async function updateSapData(
  strapi: Core.Strapi,
  state: UserContractScope,
  body: Body<'user.sap-data'>,
): Promise<SapDataUpdateView> {
  const { user: caller, contract } = state;
  throwIfErrors(profileUpdateErrors(body, registrationEmailOf(contract)));
  const holder = await holderOf(strapi, caller, contract);
  if (!holder) throw unprocessable(PROFILE_MESSAGES.noAccountHolder);
  const newEmail = typeof body.email === 'string' && body.email !== '' ? normalizeEmail(body.email) : null;
  // A secondary user of an industry account edits its own preferences, not the contract's e-mail.
  if (newEmail && isCustomerRole(caller.portalRole) && caller.accountOwner) throw forbidden(PROFILE_MESSAGES.ownerOnly);
  const faturaEmail = body.faturaEmail as boolean;
  const telefone = typeof body.telefone === 'string' ? phoneDigits(body.telefone) || null : (holder.phone ?? null);
  await strapi.db.transaction(async () => {
    await strapi.db.query(USER_UID).update({ where: { id: holder.id }, data: { invoiceByEmail: faturaEmail, phone: telefone } });
    if (newEmail) await strapi.db.query(CONTRACT_UID).update({ where: { id: contract.id }, data: { sapEmail: newEmail } });
    // Staff changing a customer's data leave a record the customer's data export lists (LGPD self-service).
    if (holder.id !== caller.id && !isCustomerRole(caller.portalRole)) {
      const fields = [
        ...(faturaEmail !== Boolean(holder.invoiceByEmail) ? ['faturaEmail'] : []),
        ...(telefone !== (holder.phone ?? null) ? ['telefone'] : []),
        ...(newEmail ? ['emailCadastro'] : []),
      ];
      if (fields.length) await recordStaffChange(strapi, { userId: holder.id, staff: caller, contractCode: contract.consumerCode, fields });
      // The attendant audit (spec 02): the e-mail and the other registration data, one record each.
      if (newEmail)
        await recordAttendantChange(strapi, {
          attendant: caller,
          contract,
          action: 'EMAIL',
          description: `${CHANGED_FIELD_LABELS.emailCadastro} alterado`,
          details: { fields: ['emailCadastro'] },
        });
      const others = fields.filter((f) => f !== 'emailCadastro');
      if (others.length)
        await recordAttendantChange(strapi, {
          attendant: caller,
          contract,
          action: 'PROFILE',
          description: `Alterado: ${others.map((f) => CHANGED_FIELD_LABELS[f] ?? f).join(', ')}`,
          details: { fields: others },
        });
    }
  });
  return { success: true, data: { faturaEmail, telefone } };
}
