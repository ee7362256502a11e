/**
 * Everything the portal holds about one user, by kind (the archive's dados.json and one CSV
 * per kind). Only the user's own rows: an account owner gets the contracts it holds or is
 * linked to, with their invoices and payments; a secondary user of an industry account gets
 * its own account, logins, notifications, consents and requests (the contracts and bills are
 * the account owner's data). Secrets (password hash, tokens, session ids) never leave.
 */
import type { Core } from '@strapi/strapi';
import type { ExportKind } from '../../domain/privacy/rules';
import { isoDay } from '../core/db';
import { INVOICE_UID, normalizeRow, statusOf, visibleAt, type InvoiceRow } from '../core/invoice-rows';
import { NOTIFICATION_UID } from '../notifications/notify';
import { USER_UID, type UserRow } from '../core/types';
import { consentRows } from './consents';
import { requestRows } from './requests';
import { attributesOf, hasContentType, OPTIONAL_SOURCES, ownerWhere } from './store';
import { ACCOUNT_CHANGE_UID, LOGIN_RECORD_UID } from '../core/records';

type Row = Record<string, unknown>;
export type UserData = Partial<Record<ExportKind, Row[]>>;

const iso = (value: unknown) => (value === null || value === undefined || value === '' ? null : new Date(value as string).toISOString());

export async function collectUserData(strapi: Core.Strapi, userId: number): Promise<UserData> {
  const user = (await strapi.db.query(USER_UID).findOne({
    where: { id: userId },
    populate: { contracts: true, accountOwner: { select: ['id'] }, profile: { select: ['name'] } },
  })) as (UserRow & { createdAt?: string; updatedAt?: string }) | null;
  if (!user) return {};
  const isOwner = !user.accountOwner;
  const contracts = isOwner ? (user.contracts ?? []) : [];
  const contractIds = contracts.map((c) => c.id);

  const data: UserData = {};
  data.conta = [
    {
      nome: user.name,
      email: user.email,
      usuario: user.username,
      cpfCnpj: user.cpfCnpj,
      codigoCliente: user.consumerCode,
      telefone: user.phone,
      perfil: user.portalRole,
      situacao: user.situation,
      titularDaConta: isOwner,
      cadastroConcluido: Boolean(user.active),
      emailConfirmado: Boolean(user.emailVerified),
      faturaPorEmail: Boolean(user.invoiceByEmail),
      notificacoes: Boolean(user.notificationAccess),
      acessoPor: user.provider,
      fotoDoPerfil: user.avatarUrl ?? null,
      grupoDePermissoes: (user.profile as { name?: string } | null | undefined)?.name ?? null,
      criadoEm: iso(user.createdAt),
      atualizadoEm: iso(user.updatedAt),
    },
  ];

  data.contratos = contracts.map((c) => ({
    codigoCliente: c.consumerCode,
    titular: c.consumerName,
    cpfCnpjTitular: c.consumerCpfCnpj,
    endereco: c.consumerAddress,
    cidade: c.city,
    idCliente: c.consumerId,
    nomeCadastro: c.sapName,
    emailCadastro: c.sapEmail,
    emailTitular: c.contractOwnerEmail,
    portalPJ: c.portalPJ,
    vigencia: isoDay(c.vigencia),
    validade: isoDay(c.validity),
    situacao: c.situation,
    segmento: c.segment,
    qdc: c.qdc === null ? null : Number(c.qdc),
  }));

  const invoices = contractIds.length
    ? (
        (await strapi.db.query(INVOICE_UID).findMany({
          // A programmed bill is the customer's from its date on, as in the invoice list.
          where: { contract: { id: { $in: contractIds } }, ...visibleAt() },
          populate: { contract: { select: ['consumerCode'] } },
          orderBy: [{ issueDate: 'asc' }, { id: 'asc' }],
        })) as InvoiceRow[]
      ).map(normalizeRow)
    : [];
  data.faturas = invoices.map((i) => ({
    numero: i.numDoc,
    codigoCliente: i.contract?.consumerCode ?? null,
    mesReferencia: i.referenceMonth,
    emissao: i.issueDate,
    vencimento: i.dueDate,
    valorCentavos: i.amountCents,
    leituraAnterior: i.previousReading,
    leituraAtual: i.currentReading,
    consumoM3: i.consumptionM3,
    negociada: Boolean(i.negotiated),
    situacao: statusOf(i),
  }));
  data.pagamentos = invoices
    .filter((i) => i.paymentDate || i.paidAt)
    .map((i) => ({
      fatura: i.numDoc,
      dataPagamento: i.paymentDate,
      registradoEm: iso(i.paidAt),
      forma: i.paymentMethod,
      valorCentavos: i.amountCents,
      idPix: i.pixEndToEndId,
    }));

  const notifications = (await strapi.db
    .query(NOTIFICATION_UID)
    .findMany({ where: { userId }, orderBy: [{ sentAt: 'asc' }, { id: 'asc' }] })) as {
    title: string;
    description: string;
    sentAt: string;
    readedAt: string | null;
  }[];
  data.notificacoes = notifications.map((n) => ({
    titulo: n.title,
    descricao: n.description,
    enviadaEm: iso(n.sentAt),
    lidaEm: iso(n.readedAt),
  }));

  const logins = (await strapi.db.query(LOGIN_RECORD_UID).findMany({ where: { userId }, orderBy: [{ at: 'asc' }, { id: 'asc' }] })) as {
    at: string;
    address: string | null;
    method: string;
  }[];
  data.acessos = logins.map((l) => ({ data: iso(l.at), endereco: l.address, forma: l.method }));

  const changes = (await strapi.db.query(ACCOUNT_CHANGE_UID).findMany({ where: { userId }, orderBy: [{ at: 'asc' }, { id: 'asc' }] })) as {
    at: string;
    contractCode: string | null;
    staffRole: string | null;
    staffUserId: number;
    fields: unknown;
  }[];
  data.alteracoes_atendimento = changes.map((c) => ({
    data: iso(c.at),
    contrato: c.contractCode,
    atendente: `${c.staffRole ?? 'atendente'} #${c.staffUserId}`,
    campos: Array.isArray(c.fields) ? c.fields.join(' ') : c.fields,
  }));

  data.consentimentos = (await consentRows(strapi, userId)).map((c) => ({
    categoria: c.category,
    concedido: Boolean(c.granted),
    data: c.changedAt,
    origem: c.source,
  }));

  data.solicitacoes_privacidade = (await requestRows(strapi, userId)).map((r) => ({
    protocolo: r.protocol,
    tipo: r.kind,
    status: r.requestStatus,
    solicitadaEm: iso(r.requestedAt),
    detalhes: r.message,
    historico: r.history ?? [],
  }));

  for (const source of OPTIONAL_SOURCES) {
    if (!hasContentType(strapi, source.uid)) continue;
    const where = ownerWhere(strapi, source.uid, userId, contractIds);
    if (!where) continue;
    const attrs = attributesOf(strapi, source.uid);
    const select = Object.entries(attrs)
      .filter(
        ([, a]) =>
          a.type !== 'relation' &&
          a.type !== 'media' &&
          a.type !== 'component' &&
          a.type !== 'dynamiczone' &&
          a.type !== 'password' &&
          !a.private,
      )
      .map(([name]) => name);
    const rows = (await strapi.db.query(source.uid as never).findMany({ where, select: ['id', 'createdAt', ...select] })) as Row[];
    data[source.kind] = rows.map(({ id: _id, ...rest }) => rest);
  }
  return data;
}
