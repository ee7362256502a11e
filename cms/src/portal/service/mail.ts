/**
 * The customer learns the protocol twice (spec 02): by e-mail (Strapi's email plugin, SMTP or
 * the .eml outbox, like every portal e-mail) and as a notification to the contract's accounts.
 * Failures are logged: the request is saved and answered either way.
 */
import type { Core } from '@strapi/strapi';
import { CUSTOMER_SERVICE_PHONE } from '../../domain/constants';
import { isValidEmail } from '../../domain/email';
import { PERIOD_LABELS, type ServiceKind } from '../../domain/service/constants';
import type { Slot } from '../../domain/service/rules';
import { escapeHtml, sendPortalMail, siteUrl } from '../core/mail';
import { USER_UID, type ContractRow } from '../core/types';
import { registeredEmail } from '../core/documents';
import { notify } from '../notifications/notify';

export const SERVICE_TITLES: Record<ServiceKind, string> = {
  RECONNECTION: 'Religação de gás agendada',
  SUSPENSION: 'Suspensão de fornecimento agendada',
  TEMPORARY_BLOCK: 'Bloqueio temporário solicitado',
};

const SCREENS: Record<ServiceKind, string> = {
  RECONNECTION: 'religacao-gas',
  SUSPENSION: 'suspensao-fornecimento',
  TEMPORARY_BLOCK: 'bloqueio-temporario',
};

const brDate = (iso: string) => iso.split('-').reverse().join('/');

export interface Receipt {
  contract: ContractRow;
  customerId: number | null;
  kind: ServiceKind;
  protocol: string;
  slot: Slot | null;
  /** Start date of a temporary block. */
  date: string | null;
}

export function receiptLines(receipt: Receipt): string[] {
  const lines = [`Número do protocolo: ${receipt.protocol}`, `Código do cliente: ${receipt.contract.consumerCode}`];
  if (receipt.slot) lines.push(`Data: ${brDate(receipt.slot.date)} — ${PERIOD_LABELS[receipt.slot.period]}`);
  if (receipt.kind === 'TEMPORARY_BLOCK' && receipt.date) lines.push(`Início do bloqueio: ${brDate(receipt.date)}`);
  return lines;
}

export async function sendServiceReceipt(strapi: Core.Strapi, receipt: Receipt): Promise<void> {
  const title = SERVICE_TITLES[receipt.kind];
  const lines = receiptLines(receipt);
  const footer = `Para cancelar ou tirar dúvidas, ligue para a central de atendimento: ${CUSTOMER_SERVICE_PHONE}.`;
  try {
    await notify(
      strapi,
      { contractId: receipt.contract.id },
      { title, description: `<p>${lines.map(escapeHtml).join('<br>')}</p><p>${escapeHtml(footer)}</p>` },
    );
  } catch (error) {
    strapi.log.error(`service request ${receipt.protocol}: notification failed: ${(error as Error).message}`);
  }
  try {
    const user = receipt.customerId
      ? ((await strapi.db.query(USER_UID).findOne({ where: { id: receipt.customerId }, select: ['email', 'name'] })) as {
          email: string;
          name: string | null;
        } | null)
      : null;
    const to = user?.email && isValidEmail(user.email) ? user.email : registeredEmail(receipt.contract);
    if (!to || !isValidEmail(to)) {
      strapi.log.warn(`service request ${receipt.protocol}: no e-mail address for the customer`);
      return;
    }
    await sendPortalMail(strapi, {
      to,
      subject: `${title} - Protocolo ${receipt.protocol}`,
      name: user?.name,
      parts: [
        { heading: title },
        { lines },
        { action: 'Acompanhe pela área do cliente', href: `${siteUrl()}/area-cliente/${SCREENS[receipt.kind]}`, style: 'link' },
      ],
      footer,
    });
  } catch (error) {
    strapi.log.error(`service request ${receipt.protocol}: e-mail failed: ${(error as Error).message}`);
  }
}
