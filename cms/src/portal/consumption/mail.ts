/**
 * E-mails of the consumption programming (protocol to the client, request to program the day,
 * quarterly request, decision), each also written as a notification to the contract's users.
 * Sent through Strapi's email plugin (SMTP, or .eml files in the outbox without SMTP).
 */
import type { Core } from '@strapi/strapi';
import { formatVolume } from '../../domain/consumption/volumes';
import { CONSUMPTION_MESSAGES, SITUATION_LABELS } from '../../domain/consumption/messages';
import { baseHourLabel } from '../../domain/consumption/rules';
import { brDate } from '../../domain/invoices/reference';
import { portalError } from '../core/http';
import { escapeHtml, sendPortalMail, siteUrl } from '../core/mail';
import { notify } from '../notifications/notify';
import { companyName, litresOf, type Company, type ProgrammingRow } from './store';

const volume = (value: string | null) => (value === null ? '—' : formatVolume(litresOf(value) ?? 0n));

interface Letter {
  subject: string;
  lines: string[];
  table?: string[][];
  link?: { label: string; href: string };
}

/** The address a company's e-mails go to. */
export const recipientOf = (company: Company) => company.contract.contractOwnerEmail || company.contract.sapEmail;

async function deliver(strapi: Core.Strapi, company: Company, letter: Letter, failure: string): Promise<void> {
  const to = recipientOf(company);
  if (!to) throw portalError(422, failure);
  try {
    await sendPortalMail(strapi, {
      to,
      subject: letter.subject,
      name: companyName(company),
      parts: [
        ...letter.lines,
        ...(letter.table?.length ? [{ table: letter.table }] : []),
        ...(letter.link ? [{ action: letter.link.label, href: letter.link.href }] : []),
      ],
    });
  } catch (error) {
    strapi.log.error(`consumption e-mail to contract ${company.contract.id} failed: ${(error as Error).message}`);
    throw portalError(502, failure);
  }
  await notify(
    strapi,
    { contractId: company.contract.id },
    { title: letter.subject, description: letter.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('') },
  );
}

const areaLink = (slug: string) => ({ label: 'Abrir a programação de consumo', href: `${siteUrl()}/area-cliente/${slug}` });

export function sendProtocolEmail(
  strapi: Core.Strapi,
  company: Company,
  protocol: string,
  createdAt: string,
  items: { date: string; volume: string }[],
) {
  return deliver(
    strapi,
    company,
    {
      subject: `Protocolo de programação ${protocol} - Necta Gás Natural`,
      lines: [
        `Segue o protocolo ${protocol} da programação de consumo enviada em ${brDate(createdAt.slice(0, 10))} para o contrato ${company.contract.consumerCode}.`,
      ],
      table: [['Dia', 'Volume solicitado'], ...items.map((i) => [brDate(i.date), volume(i.volume)])],
      link: areaLink('protocolos-programacao'),
    },
    CONSUMPTION_MESSAGES.protocolSendFailed,
  );
}

export function sendProgrammingRequestEmail(strapi: Core.Strapi, company: Company, date: string) {
  return deliver(
    strapi,
    company,
    {
      subject: 'Programação de consumo pendente - Necta Gás Natural',
      lines: [
        `Ainda não recebemos a programação de consumo de ${brDate(date)} do contrato ${company.contract.consumerCode}.`,
        `Envie o volume do dia pela área do cliente até as 11h00 (QDC ${volume(company.industrial.qdc)}, hora base ${baseHourLabel(company.industrial.consumptionBaseHour ?? 360)}).`,
      ],
      link: areaLink('programacao-consumo'),
    },
    CONSUMPTION_MESSAGES.requestEmailFailed,
  );
}

export function sendQuarterlyRequestEmail(strapi: Core.Strapi, company: Company, quarterLabel: string, from: string, to: string) {
  return deliver(
    strapi,
    company,
    {
      subject: `Programação trimestral ${quarterLabel} - Necta Gás Natural`,
      lines: [
        `Pedimos que envie a programação de consumo do contrato ${company.contract.consumerCode} para o trimestre ${quarterLabel} (de ${brDate(from)} a ${brDate(to)}).`,
      ],
      link: areaLink('programacao-consumo'),
    },
    CONSUMPTION_MESSAGES.quarterlyFailed,
  );
}

export function sendDecisionEmail(strapi: Core.Strapi, company: Company, row: ProgrammingRow) {
  const lines = [
    `A solicitação ${row.protocol ?? ''} de ${brDate(row.date)} do contrato ${company.contract.consumerCode} foi analisada: ${SITUATION_LABELS[row.situation]}.`,
    `Volume solicitado: ${volume(row.volume)}.`,
  ];
  if (row.situation === 1 || row.situation === 5) lines.push(`Volume aprovado: ${volume(row.acceptedVolume)}.`);
  return deliver(
    strapi,
    company,
    {
      subject: `Programação de consumo ${SITUATION_LABELS[row.situation]?.toLowerCase()} - Necta Gás Natural`,
      lines,
      link: areaLink('protocolos-programacao'),
    },
    CONSUMPTION_MESSAGES.decisionFailed,
  );
}
