/**
 * Privacy requests (LGPD self-service): a customer's deletion or anonymization request from the client
 * area, anyone's message to the encarregado from the site, and the staff's moves in the admin
 * (OPEN → IN_REVIEW → APPROVED | REJECTED → DONE), each recorded in `history` (who, when,
 * from, to). Approving a deletion or anonymization runs the anonymization (./anonymize.ts) and
 * closes the request (DONE) in the same transaction as the approval.
 */
import { randomInt } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { normalizeDocument, redactCpfCnpj } from '../../domain/cpf-cnpj';
import { ACCESS_MESSAGES } from '../../domain/messages';
import { normalizeEmail } from '../../domain/email';
import {
  accountRequestErrors,
  canMoveRequest,
  dpoContactErrors,
  isOpenRequest,
  makeProtocol,
  PRIVACY_MESSAGES,
  REQUEST_KIND_LABELS,
  REQUEST_STATUSES,
  type PrivacyRequestKind,
  type PrivacyRequestStatus,
  type RequestAuditEntry,
} from '../../domain/privacy/rules';
import type { PrivacyRequestView } from '../../domain/privacy/types';
import type { UserScope } from '../core/access';
import { now } from '../core/clock';
import { badRequest, conflict, type Body } from '../core/http';
import { captchaEnabled, verifyCaptcha } from '../core/captcha';
import { anonymizeAccount } from './anonymize';
import { dpoContact } from './dpo';
import { sendPrivacyMail } from './mail';
import { PRIVACY_REQUEST_UID } from './store';

export interface RequestRow {
  id: number;
  documentId: string;
  protocol: string;
  kind: PrivacyRequestKind;
  requestStatus: PrivacyRequestStatus;
  userId: number | null;
  name: string | null;
  email: string | null;
  message: string | null;
  requestedAt: string;
  history: RequestAuditEntry[] | null;
}

const iso = (value: unknown) => new Date(value as string).toISOString();

export const requestView = (row: RequestRow): PrivacyRequestView => ({
  id: row.documentId,
  protocol: row.protocol,
  kind: row.kind,
  status: row.requestStatus,
  requestedAt: iso(row.requestedAt),
  history: Array.isArray(row.history) ? row.history : [],
});

export async function requestRows(strapi: Core.Strapi, userId: number): Promise<RequestRow[]> {
  return (await strapi.db
    .query(PRIVACY_REQUEST_UID)
    .findMany({ where: { userId }, orderBy: [{ requestedAt: 'desc' }, { id: 'desc' }] })) as RequestRow[];
}

async function newProtocol(strapi: Core.Strapi): Promise<string> {
  for (;;) {
    const protocol = makeProtocol(now(), (max) => randomInt(max));
    if (!(await strapi.db.query(PRIVACY_REQUEST_UID).findOne({ where: { protocol }, select: ['id'] }))) return protocol;
  }
}

function firstError(fields: Record<string, string>): void {
  const first = Object.values(fields)[0];
  if (first) throw badRequest(first, fields);
}

/** POST /api/privacy/requests { kind, confirm: true, details? } — the caller's own account only. */
export async function createAccountRequest(
  strapi: Core.Strapi,
  state: UserScope,
  body: Body<'privacy.request'>,
): Promise<{ data: PrivacyRequestView; message: string }> {
  const { user } = state;
  firstError(accountRequestErrors(body));
  const kind = body.kind as PrivacyRequestKind;
  const row = (await strapi.db.transaction(async () => {
    const open = (await requestRows(strapi, user.id)).find((r) => r.kind !== 'DPO_CONTACT' && isOpenRequest(r.requestStatus));
    if (open) throw conflict(PRIVACY_MESSAGES.requestDuplicate);
    const at = now();
    return strapi.db.query(PRIVACY_REQUEST_UID).create({
      data: {
        protocol: await newProtocol(strapi),
        kind,
        requestStatus: 'OPEN',
        userId: user.id,
        name: user.name,
        email: user.email,
        cpfCnpj: user.cpfCnpj,
        message: typeof body.details === 'string' && body.details.trim() ? body.details.trim() : null,
        source: 'area-cliente',
        requestedAt: at,
        history: [{ at: at.toISOString(), by: 'Cliente (área do cliente)', from: null, to: 'OPEN' }],
      },
    });
  })) as RequestRow;
  try {
    await sendPrivacyMail(strapi, user.email, PRIVACY_MESSAGES.requestSubject, user.name, [
      `Recebemos a sua solicitação de ${REQUEST_KIND_LABELS[kind].toLowerCase()}. Protocolo: ${row.protocol}.`,
      'Nossa equipe vai analisar o pedido e você pode acompanhar o status na área do cliente, em Atualização cadastral › Privacidade e dados.',
      'As faturas e os registros de cobrança e pagamento são guardados por 5 anos, por obrigação legal (Código Tributário Nacional, arts. 173 e 174).',
    ]);
  } catch (error) {
    strapi.log.error(`privacy: request e-mail not sent: ${(error as Error).message}`);
  }
  return { data: requestView(row), message: PRIVACY_MESSAGES.requestCreated };
}

/** POST /api/privacy/dpo-contact (public): a message to the encarregado, with protocol and an e-mail copy. */
export async function createDpoContact(
  strapi: Core.Strapi,
  body: Body<'privacy.dpo-contact'>,
  captchaToken: string,
  remoteIp: string,
): Promise<{ data: { protocol: string }; message: string }> {
  firstError(dpoContactErrors(body));
  if (captchaEnabled() && !(await verifyCaptcha(captchaToken, remoteIp))) throw badRequest(ACCESS_MESSAGES.captchaFailed);
  const name = String(body.name).trim();
  const email = normalizeEmail(body.email);
  const message = String(body.message).trim();
  const cpfCnpj = typeof body.cpfCnpj === 'string' && body.cpfCnpj.trim() ? normalizeDocument(body.cpfCnpj) : null;
  const at = now();
  const row = (await strapi.db.transaction(async () =>
    strapi.db.query(PRIVACY_REQUEST_UID).create({
      data: {
        protocol: await newProtocol(strapi),
        kind: 'DPO_CONTACT',
        requestStatus: 'OPEN',
        userId: null,
        name,
        email,
        cpfCnpj,
        message,
        source: 'site',
        requestedAt: at,
        history: [{ at: at.toISOString(), by: 'Formulário do site', from: null, to: 'OPEN' }],
      },
    }),
  )) as RequestRow;
  const dpo = await dpoContact(strapi);
  try {
    // The sender's copy carries the protocol and fixed text only, never what the form received:
    // anyone can type any address in the form, and the portal must not carry their text to it.
    await sendPrivacyMail(strapi, email, PRIVACY_MESSAGES.dpoSubject, null, [
      `Recebemos a sua mensagem ao encarregado pelo tratamento de dados pessoais da Necta (${dpo.name}). Protocolo: ${row.protocol}.`,
      `Responderemos neste e-mail. Se preferir, escreva para ${dpo.email} informando o protocolo.`,
    ]);
    await sendPrivacyMail(strapi, dpo.email, `Nova mensagem ao encarregado - protocolo ${row.protocol}`, dpo.name, [
      `Protocolo: ${row.protocol}`,
      `Nome: ${name}`,
      `E-mail: ${email}`,
      // Masked in the e-mail; the full document is in the request record of the CMS panel.
      ...(cpfCnpj ? [`CPF/CNPJ: ${redactCpfCnpj(cpfCnpj)}`] : []),
      'Mensagem:',
      message,
      'Acompanhe em Solicitação de privacidade (LGPD), no painel do CMS.',
    ]);
  } catch (error) {
    strapi.log.error(`privacy: DPO e-mail not sent: ${(error as Error).message}`);
  }
  return { data: { protocol: row.protocol }, message: PRIVACY_MESSAGES.dpoSent };
}

// --- the staff's moves in the admin (lifecycles of privacy-request) -----------------------------

interface AdminUser {
  id?: number;
  firstname?: string | null;
  lastname?: string | null;
  email?: string | null;
}

/** Who is making the change: the admin user of the request being served, else the system. */
function actor(strapi: Core.Strapi): string {
  const ctx = strapi.requestContext?.get?.() as { state?: { user?: AdminUser } } | undefined;
  const user = ctx?.state?.user;
  if (!user?.email) return 'Sistema';
  const name = [user.firstname, user.lastname].filter(Boolean).join(' ');
  return name ? `${name} <${user.email}>` : user.email;
}

const fail = (message: string) => new errors.ApplicationError(message);

/**
 * beforeUpdate: an admin save may change `requestStatus` (one step of the flow), `decisionNote`
 * and nothing that identifies the request: protocol, kind, owner, request date and history are
 * kept as stored; a status change is appended to the history.
 */
export async function guardRequestUpdate(strapi: Core.Strapi, where: unknown, data: Record<string, unknown> | undefined): Promise<void> {
  if (!data || !where) return;
  const rows = (await strapi.db.query(PRIVACY_REQUEST_UID).findMany({ where: where as Record<string, unknown> })) as RequestRow[];
  if (rows.length !== 1) {
    if ('requestStatus' in data) throw fail(PRIVACY_MESSAGES.invalidTransition);
    return;
  }
  const row = rows[0]!;
  for (const key of ['protocol', 'kind', 'userId', 'requestedAt', 'source', 'history'] as const) delete data[key];
  const next = data.requestStatus as PrivacyRequestStatus | undefined;
  if (next === undefined || next === row.requestStatus) {
    delete data.requestStatus;
    return;
  }
  if (!(REQUEST_STATUSES as readonly string[]).includes(next) || !canMoveRequest(row.requestStatus, next))
    throw fail(PRIVACY_MESSAGES.invalidTransition);
  const at = now();
  data.history = [...(row.history ?? []), { at: at.toISOString(), by: actor(strapi), from: row.requestStatus, to: next }];
}

/** afterUpdate: an approved deletion or anonymization is carried out at once and the request closed. */
export async function afterRequestUpdate(
  strapi: Core.Strapi,
  result: { id?: number } | undefined,
  data: Record<string, unknown> | undefined,
): Promise<void> {
  // Only the save that moved the request to APPROVED (later writes of the same row do nothing).
  if (!result?.id || data?.requestStatus !== 'APPROVED') return;
  const row = (await strapi.db.query(PRIVACY_REQUEST_UID).findOne({ where: { id: result.id } })) as RequestRow | null;
  if (!row || row.requestStatus !== 'APPROVED' || row.kind === 'DPO_CONTACT' || !row.userId) return;
  await strapi.db.transaction(async () => {
    await anonymizeAccount(strapi, row.userId!);
    // Through the query engine (same transaction): beforeUpdate records APPROVED → DONE.
    await strapi.db.query(PRIVACY_REQUEST_UID).update({ where: { id: row.id }, data: { requestStatus: 'DONE' } });
  });
}
