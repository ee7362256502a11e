/**
 * What clients and staff are told of a curtailment notice (docs/curtailment.md): at issue the
 * contract's users in the portal and its administrator by e-mail; at its early end the users in
 * the portal; and when nobody acknowledged it in time, the account's other users and the gas
 * programmers by e-mail (escalation.ts).
 */
import type { Core } from '@strapi/strapi';
import { restrictionText, saoPauloStamp } from '../../domain/curtailment/rules';
import { escapeHtml, sendPortalMail, siteUrl } from '../core/mail';
import { dateOf, litresOfLimit, type ContractInfo, type NoticeRow, type TargetRow } from './store';

const SCREEN = '/area-cliente/programacao-consumo';

export const ISSUED_TITLE = 'Aviso de restrição de fornecimento';
export const WITHDRAWN_TITLE = 'Restrição de fornecimento encerrada';
export const ESCALATED_TITLE = 'Aviso de restrição sem ciência no prazo';

/** The notice's facts in one sentence each, for one contract. */
export function noticeLines(row: NoticeRow, target: TargetRow, contract: ContractInfo): string[] {
  const start = saoPauloStamp(dateOf(row.startsAt)!);
  const end = dateOf(row.endsAt);
  return [
    `Contrato ${contract.consumerCode}: retirada limitada a ${restrictionText(row.kind, row.percent, litresOfLimit(target.limitVolume))}.`,
    end
      ? `Vigência: de ${start} até ${saoPauloStamp(end)} (horário de Brasília).`
      : `Vigência: a partir de ${start} (horário de Brasília), sem término previsto.`,
    `Motivo: ${row.reason}`,
    `Confirme a ciência na Programação de consumo até ${saoPauloStamp(dateOf(target.ackDeadline)!)}.`,
  ];
}

/** The notification's description (HTML, sanitized again by notify). */
export const noticeHtml = (lines: string[]) => lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('');

export async function sendIssuedMail(
  strapi: Core.Strapi,
  to: { email: string; name: string | null },
  row: NoticeRow,
  target: TargetRow,
  contract: ContractInfo,
): Promise<void> {
  await sendPortalMail(strapi, {
    to: to.email,
    subject: `${ISSUED_TITLE} - Necta Gás Natural`,
    name: to.name,
    parts: [
      { heading: ISSUED_TITLE },
      'A Necta Gás Natural restringiu o fornecimento de gás do seu contrato, conforme as condições de fornecimento (Deliberação ARSESP 732/2017).',
      { lines: noticeLines(row, target, contract) },
      'Programações acima do limite nos dias da restrição não são aceitas.',
      { action: 'Confirmar ciência', href: `${siteUrl()}${SCREEN}` },
    ],
  });
}

export async function sendEscalationMail(
  strapi: Core.Strapi,
  to: { email: string; name: string | null },
  staff: boolean,
  row: NoticeRow,
  target: TargetRow,
  contract: ContractInfo,
): Promise<void> {
  const name = contract.sapName || contract.consumerName || contract.consumerCode;
  await sendPortalMail(strapi, {
    to: to.email,
    subject: `${ESCALATED_TITLE} - ${contract.consumerCode} - Necta Gás Natural`,
    name: to.name,
    parts: [
      { heading: ESCALATED_TITLE },
      `Ninguém de ${name} confirmou a ciência do aviso de restrição de fornecimento até ${saoPauloStamp(dateOf(target.ackDeadline)!)}.`,
      { lines: noticeLines(row, target, contract).slice(0, 3) },
      staff
        ? 'Entre em contato com o cliente para confirmar que ele conhece a restrição.'
        : 'Confirme a ciência na Programação de consumo e avise os responsáveis pela operação.',
      {
        action: staff ? 'Ver os avisos de restrição' : 'Confirmar ciência',
        href: `${siteUrl()}${staff ? '/area-cliente/avisos-restricao' : SCREEN}`,
      },
    ],
  });
}
