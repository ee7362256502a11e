/**
 * The two e-mails of a connection request (PORTAL-API.md §11f): the customer's receipt (protocol,
 * what happens next, the 0800 line and the support e-mail) and the sales team's copy of the
 * request (CONNECTION_SALES_EMAIL). Sent through Strapi's email plugin like every portal e-mail
 * (SMTP, or .eml files in the outbox).
 */
import type { Core } from '@strapi/strapi';
import { CUSTOMER_SERVICE_PHONE } from '../../domain/constants';
import { CONTACT_BUSINESS_DAYS } from '../../domain/connection/constants';
import { supportEmail } from '../core/contacts';
import { CONNECTION_MESSAGES } from '../../domain/connection/messages';
import type { ConnectionRequestValues } from '../../domain/connection/schemas';
import { redactCpfCnpj } from '../../domain/cpf-cnpj';
import { escapeHtml, sendPortalMail } from '../core/mail';

const TYPE_LABELS: Record<ConnectionRequestValues['type'], string> = {
  BUSINESS: 'Comércio / Indústria',
  INDIVIDUAL_RESIDENTIAL: 'Residência em condomínio (medição individual)',
  STREET_HOUSE: 'Residência / administração de condomínio',
  AUTOMOBILE: 'GNV (empresa)',
};

const FIELD_LABELS: Record<string, string> = {
  name: 'Nome',
  fullName: 'Nome completo',
  email: 'E-mail',
  phone: 'Telefone',
  cep: 'CEP',
  address: 'Endereço',
  number: 'Número',
  complement: 'Complemento',
  socialReason: 'Razão social',
  cnpj: 'CNPJ',
  segment: 'Segmento',
  averageConsumption: 'Consumo médio',
  cityName: 'Cidade',
  locationName: 'Condomínio',
  rg: 'RG',
  cpf: 'CPF',
  birthDate: 'Data de nascimento',
  invoiceEmail: 'E-mail para fatura',
  dueDate: 'Dia de vencimento',
  who: 'Quem solicita',
  personType: 'Tipo de pessoa',
  cpfCnpj: 'CPF/CNPJ',
};

function display(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if ((key === 'cnpj' || key === 'cpf' || key === 'cpfCnpj') && typeof value === 'string') return redactCpfCnpj(value);
  if (key === 'birthDate' && typeof value === 'string') return value.split('-').reverse().join('/');
  if (key === 'personType') return value === 'PJ' ? 'Pessoa jurídica' : 'Pessoa física';
  return String(value);
}

/** The sales team's internal copy: no greeting, the request's fields as a table. */
const page = (paragraphs: string[]) => `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#1f2933">
${paragraphs.join('\n')}
</body></html>`;

/** The customer's receipt. `notFound`: the condominium was not in the list ('Vamos entrar em contato com você'). */
export async function sendCustomerReceipt(strapi: Core.Strapi, request: ConnectionRequestValues, protocol: string): Promise<void> {
  const notFound = request.type === 'STREET_HOUSE' && Boolean(request.locationName);
  const title = notFound ? CONNECTION_MESSAGES.notFoundTitle : CONNECTION_MESSAGES.successTitle;
  // Protocol and fixed text only: the address was typed in a public form, so nothing the
  // sender wrote (not even the name) is carried to it.
  const body = notFound
    ? `Recebemos o seu contato. Vamos verificar o endereço informado e responderemos em até ${CONTACT_BUSINESS_DAYS} dias úteis.`
    : `Recebemos a sua solicitação de ligação de gás natural. Nossa equipe vai verificar a cobertura da rede no endereço informado e responderá em até ${CONTACT_BUSINESS_DAYS} dias úteis.`;
  await sendPortalMail(strapi, {
    to: request.email,
    subject: `${CONNECTION_MESSAGES.mailSubjectCustomer} - ${protocol}`,
    parts: [{ heading: title }, body, { strong: `Número do protocolo: ${protocol}` }],
    footer: `Dúvidas? Fale com a nossa central de atendimento: ${CUSTOMER_SERVICE_PHONE} ou ${supportEmail()}.`,
  });
}

/** A file of the request, attached to the sales team's copy. */
export interface SalesAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * The sales team's copy: every field of the request, with its files attached — the team that
 * handles the request is the one that needs the documents; they are no longer in the CMS admin
 * (private storage, docs/security.md). Administrators of the portal can also download them
 * (GET /api/services/connection/requests/:protocol/files/:position).
 */
export async function sendSalesCopy(
  strapi: Core.Strapi,
  to: string,
  request: ConnectionRequestValues,
  protocol: string,
  files: SalesAttachment[],
): Promise<void> {
  const rows = Object.entries(request)
    .filter(([key]) => key !== 'type')
    .map(([key, value]) => [FIELD_LABELS[key] ?? key, display(key, value)] as const)
    .filter(([, value]) => value);
  const intro = `Nova solicitação de ligação pelo site: ${TYPE_LABELS[request.type]}. Protocolo ${protocol}.`;
  const fileLine = files.length
    ? `Arquivos anexos a esta mensagem (documentos pessoais: não encaminhe e apague quando não forem mais necessários): ${files.map((f) => f.filename).join(', ')}`
    : 'Sem arquivos anexos.';
  const text = [intro, '', ...rows.map(([label, value]) => `${label}: ${value}`), '', fileLine].join('\n');
  const html = page([
    `<p>${escapeHtml(intro)}</p>`,
    `<table style="border-collapse:collapse">${rows
      .map(
        ([label, value]) =>
          `<tr><th style="text-align:left;padding:4px 12px 4px 0">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
      )
      .join('')}</table>`,
    `<p>${escapeHtml(fileLine)}</p>`,
  ]);
  await strapi
    .plugin('email')
    .service('email')
    .send({
      to,
      replyTo: request.email,
      subject: `${CONNECTION_MESSAGES.mailSubjectSales} ${protocol} - ${TYPE_LABELS[request.type]}`,
      text,
      html,
      attachments: files.map((f) => ({ filename: f.filename, contentType: f.contentType, content: f.content })),
    });
}
