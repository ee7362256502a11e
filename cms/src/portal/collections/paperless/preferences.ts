/**
 * GET and PUT /api/collections/paperless/preferences: the paperless e-mails the contract's
 * account holder wants (new bill = the spec's "Receber fatura por e-mail", reminder before the
 * due date, payment confirmation). A customer edits its own; staff serving the contract edit the
 * holder's, as the profile's PATCH /api/user/sap/data does (and leave the same records).
 */
import type { Core } from '@strapi/strapi';
import {
  PAPERLESS_MESSAGES,
  effectivePreferences,
  preferenceErrors,
  type PaperlessPreferences,
} from '../../../domain/collections/paperless/rules';
import { PROFILE_MESSAGES } from '../../../domain/profile';
import { isCustomerRole } from '../../../domain/roles';
import type { UserContractScope } from '../../core/access';
import { unprocessable } from '../../core/http';
import { recordAttendantChange, recordStaffChange } from '../../core/records';
import { USER_UID } from '../../core/types';
import { throwIfErrors } from '../../core/validate';
import { PREFERENCE_UID, holderFor, storedPreferences } from './holders';

export async function getPreferences(strapi: Core.Strapi, scope: UserContractScope): Promise<{ data: PaperlessPreferences }> {
  const holder = await holderFor(strapi, scope.user, scope.contract);
  if (!holder) throw unprocessable(PROFILE_MESSAGES.noAccountHolder);
  const stored = (await storedPreferences(strapi, [holder.id])).get(holder.id) ?? null;
  return { data: effectivePreferences(Boolean(holder.invoiceByEmail), stored) };
}

export async function updatePreferences(
  strapi: Core.Strapi,
  scope: UserContractScope,
  body: Record<string, unknown>,
): Promise<{ data: PaperlessPreferences; message: string }> {
  throwIfErrors(preferenceErrors(body));
  const { user: caller, contract } = scope;
  const holder = await holderFor(strapi, caller, contract);
  if (!holder) throw unprocessable(PROFILE_MESSAGES.noAccountHolder);
  const invoiceByEmail = typeof body.novaFatura === 'boolean' ? body.novaFatura : Boolean(holder.invoiceByEmail);
  const reminder = body.lembreteVencimento as boolean;
  const confirmation = body.confirmacaoPagamento as boolean;
  const before = effectivePreferences(
    Boolean(holder.invoiceByEmail),
    (await storedPreferences(strapi, [holder.id])).get(holder.id) ?? null,
  );
  await strapi.db.transaction(async () => {
    if (invoiceByEmail !== Boolean(holder.invoiceByEmail))
      await strapi.db.query(USER_UID).update({ where: { id: holder.id }, data: { invoiceByEmail } });
    const prefs = strapi.db.query(PREFERENCE_UID);
    const row = (await prefs.findOne({ where: { userId: holder.id }, select: ['id'] })) as { id: number } | null;
    if (row) await prefs.update({ where: { id: row.id }, data: { reminder, confirmation } });
    else await prefs.create({ data: { userId: holder.id, reminder, confirmation } });
    // Staff changing a customer's choices leave the records the profile's changes leave.
    if (holder.id !== caller.id && !isCustomerRole(caller.portalRole)) {
      const fields = [
        ...(invoiceByEmail !== before.novaFatura ? ['faturaEmail'] : []),
        ...(reminder !== before.lembreteVencimento ? ['lembreteVencimento'] : []),
        ...(confirmation !== before.confirmacaoPagamento ? ['confirmacaoPagamento'] : []),
      ];
      if (fields.length) {
        await recordStaffChange(strapi, { userId: holder.id, staff: caller, contractCode: contract.consumerCode, fields });
        await recordAttendantChange(strapi, {
          attendant: caller,
          contract,
          action: 'PROFILE',
          description: `Alterado: preferências de e-mail da fatura digital`,
          details: { fields },
        });
      }
    }
  });
  return {
    data: { novaFatura: invoiceByEmail, lembreteVencimento: reminder, confirmacaoPagamento: confirmation },
    message: PAPERLESS_MESSAGES.saved,
  };
}
