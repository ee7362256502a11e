/**
 * Request-body schemas of the portal routes (valibot), built on the same domain rules the
 * server validates with, so each field's message is the catalogue's. A route names its schema
 * in its config (`publicRoute(…, { schema: 'auth.login' })`); the route-table tests read this
 * registry to change one field at a time and expect exactly that field's message.
 * `example` is a well-formed body (its values need not exist in the database).
 */
import * as v from 'valibot';
import { codeAndDocumentErrors } from './code-and-document';
import { connectionRequestErrors } from './connection/schemas';
import { documentRequestErrors } from './cpf-cnpj';
import { passwordPairFields } from './common-passwords';
import { PASSWORD_MESSAGES, PASSWORD_MISMATCH } from './password';
import { profileUpdateErrors } from './profile';
import { preferenceErrors } from './collections/paperless/rules';
import { alertSettingsErrors } from './insights/consumption/rules';
import { createTokenErrors } from './access-tokens/rules';
import { SECOND_FACTOR_MESSAGES, normalizeRecoveryCode, normalizeTotpCode } from './second-factor';
import { signInErrors } from './sign-in';
import { signUpErrors } from './sign-up';
import { accountRequestErrors, consentErrors, dpoContactErrors, exportRequestErrors } from './privacy/rules';
import { groupErrors, platformUserErrors, userFormErrors } from './administration/rules';
import { reconnectionErrors, suspensionErrors, temporaryBlockErrors } from './service/rules';
import * as consumption from './consumption/requests';
import { agreementRequestErrors, simulationRequestErrors } from './collections/negotiation/requests';
import { receiptErrors } from './collections/receipt/rules';
import { selfReadingErrors } from './insights/self-reading/rules';
import { enrolmentErrors, returnUploadErrors } from './collections/direct-debit/rules';
import { DUE_DATE_MESSAGES, isDueDay } from './collections/due-date/rules';
import { authoriseErrors } from './collections/pix/automatic/views';
import { noticeErrors as curtailmentNoticeErrors } from './curtailment/rules';

/** A whole-body rule whose errors are reported per field (rules that look at several fields). */
const fieldsOf = (rule: (body: Record<string, unknown>) => Record<string, string>) =>
  v.pipe(
    v.looseObject({}),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const body = dataset.value as Record<string, unknown>;
      for (const [key, message] of Object.entries(rule(body)))
        addIssue({ message, path: [{ type: 'object', origin: 'value', input: body, key, value: body[key] }] });
    }),
  );

export interface RequestSchema {
  schema: v.GenericSchema;
  example: Record<string, unknown>;
  /** The refusal also carries the field errors as `details.errors` (the contracting flow's island reads them there). */
  errorsToo?: true;
  /** The refusal's top message when it is not the first field's (the logged password update's mismatch toast). */
  topMessage?: (fields: Record<string, string>) => string | undefined;
}

/** A text the use case reads as given (`stringField`): a string or a number, else empty. */
const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** The current password, as the use cases read it: any non-empty string (no trimming: spaces are a password to check). */
const currentPassword =
  (field: string) =>
  (body: Record<string, unknown>): Record<string, string> =>
    text(body[field]) ? {} : { [field]: PASSWORD_MESSAGES.currentRequired };

/** The logged password update (spec 02 §2.9): the pair first, then the current password unless a reset link's `t` proves the user. */
function updatePasswordFields(body: Record<string, unknown>): Record<string, string> {
  const pair = passwordPairFields(body, { password: 'password', confirmation: 'confirmpassword' }, 'update');
  if (Object.keys(pair).length) return pair;
  return text(body.t) ? {} : currentPassword('currentPassword')(body);
}

/** The second factor's sign-in step: a code or a recovery code first, then the challenge of the password step. */
function secondFactorLoginFields(body: Record<string, unknown>): Record<string, string> {
  if (!normalizeTotpCode(body.code) && !normalizeRecoveryCode(body.recoveryCode)) return { code: SECOND_FACTOR_MESSAGES.codeRequired };
  const challenge = text(body.challenge);
  return challenge && challenge.length <= 200 ? {} : { challenge: SECOND_FACTOR_MESSAGES.challengeExpired };
}

/** A code of the authenticator app (six digits once normalised). */
const totpCode = (body: Record<string, unknown>): Record<string, string> =>
  normalizeTotpCode(body.code) ? {} : { code: SECOND_FACTOR_MESSAGES.codeRequired };

/** The setup and disabling read the password only as a string (`typeof … === 'string'`). */
const ownPassword = (body: Record<string, unknown>): Record<string, string> =>
  typeof body.password === 'string' && body.password ? {} : { password: PASSWORD_MESSAGES.currentRequired };

export const REQUEST_SCHEMAS = {
  'auth.login': {
    schema: fieldsOf((body) => signInErrors(body)),
    example: { email: 'pessoa@exemplo.test', password: 'Qualquer@123', keepConnected: false },
  },
  'auth.register': {
    schema: fieldsOf((body) => signUpErrors(body)),
    example: {
      name: 'Pessoa de Teste',
      email: 'nova.pessoa@exemplo.test',
      password: 'Segura@2024',
      consumerCod: '999999999',
      cpfcnpj: '529.982.247-25',
      provider: 'manual',
    },
  },
  'auth.forgot-password': {
    schema: fieldsOf((body) => documentRequestErrors(body)),
    example: { cpfcnpj: '529.982.247-25' },
  },
  'auth.customer-code': {
    schema: fieldsOf((body) => documentRequestErrors(body)),
    example: { cpfcnpj: '529.982.247-25' },
  },
  'auth.additional-data': {
    schema: fieldsOf((body) => codeAndDocumentErrors(body)),
    example: { consumerCod: '999999999', cpfcnpj: '529.982.247-25', active: true, emailVerified: true },
  },
  'auth.reset-password': {
    schema: fieldsOf((body) => passwordPairFields(body, { password: 'password', confirmation: 'confirmpassword' }, 'reset')),
    example: { password: 'Segura@2024', confirmpassword: 'Segura@2024' },
  },
  'auth.create-password': {
    schema: fieldsOf((body) => passwordPairFields(body, { password: 'password', confirmation: 'passwordConfirmation' }, 'create')),
    example: { password: 'Segura@2024', passwordConfirmation: 'Segura@2024' },
  },
  // Second factor (PORTAL-API.md §2b). The sign-in step takes `code` or `recoveryCode`.
  'auth.second-factor-login': {
    schema: fieldsOf(secondFactorLoginFields),
    example: { challenge: 'desafio-de-teste', code: '123456', keepConnected: false },
  },
  'auth.second-factor-setup': {
    schema: fieldsOf(ownPassword),
    example: { password: 'Errada@0000' },
  },
  'auth.second-factor-enable': {
    // That the enrolment is sealed for this user and not expired needs the server key and the clock (use case).
    schema: fieldsOf((body) => ({
      ...totpCode(body),
      ...(typeof body.enrolment === 'string' && body.enrolment ? {} : { enrolment: SECOND_FACTOR_MESSAGES.noPendingSetup }),
    })),
    example: { code: '123456', enrolment: 'v1.aaaa.bbbb.cccc' },
  },
  'auth.second-factor-disable': {
    schema: fieldsOf((body) => ({ ...ownPassword(body), ...totpCode(body) })),
    example: { password: 'Errada@0000', code: '123456' },
  },
  'auth.update-password': {
    schema: fieldsOf(updatePasswordFields),
    // A mismatch answers the spec's toast on top, the field keeps the form's text (spec 02 §5).
    topMessage: (fields) =>
      !fields.password && fields.confirmpassword && fields.confirmpassword !== PASSWORD_MESSAGES.required
        ? PASSWORD_MISMATCH.reset
        : undefined,
    example: { currentPassword: 'Errada@0000', password: 'Segura@2024', confirmpassword: 'Segura@2024' },
  },
  // POST /api/user/login/reauth: the current password before a login e-mail change.
  'user.login-reauth': {
    schema: fieldsOf(currentPassword('currentPassword')),
    example: { currentPassword: 'Errada@0000' },
  },
  // PATCH /api/user/sap/data (spec 01 §5). "Different from the current e-mail" needs the
  // database, so only the server checks it.
  'user.sap-data': {
    schema: fieldsOf((body) => profileUpdateErrors(body)),
    example: {
      faturaEmail: true,
      telefone: '(14) 9 9123-4567',
      email: 'novo.cadastro@exemplo.test',
      emailConfirmation: 'novo.cadastro@exemplo.test',
    },
  },
  // PUT /api/collections/paperless/preferences (issue 24 §5): the paperless e-mails wanted.
  'collections.paperless-preferences': {
    schema: fieldsOf(preferenceErrors),
    example: { novaFatura: true, lembreteVencimento: true, confirmacaoPagamento: false },
  },
  // POST /api/access-tokens (issue 26 §6): a personal access token's name, scopes and expiry in days.
  'access-tokens.create': {
    schema: fieldsOf(createTokenErrors),
    example: { name: 'ERP da fábrica', scopes: ['consumption:read'], expiresInDays: 90 },
  },
  // PUT /api/insights/consumption/alert (issue 25 §2): the high-consumption alert's choices.
  'insights.consumption-alert': {
    schema: fieldsOf(alertSettingsErrors),
    example: { ativo: true, percentual: 30, email: true },
  },
  // POST /api/services/connection (spec 04 §3, §5): the request's fields, one schema per type
  // (cms/src/domain/connection/schemas.ts). The call is multipart (files under `files` and
  // `selfie`); a JSON body is read the same way, without files, so a BUSINESS request (no files
  // required) is a complete example.
  'connection.request': {
    schema: fieldsOf((body) => connectionRequestErrors(body)),
    errorsToo: true,
    example: {
      type: 'BUSINESS',
      name: 'Maria',
      fullName: 'Maria Aparecida Souza',
      address: 'Avenida Bento de Abreu',
      number: '1410',
      complement: 'Sala 2',
      phone: '(16) 9 9123-4567',
      email: 'maria.souza@exemplo.test',
      cep: '14801-010',
      socialReason: 'Padaria Pão Quente Ltda',
      cnpj: '11.222.333/0001-81',
      segment: 'Padaria',
      averageConsumption: '150,01 A 500,00',
    },
  },
  // LGPD self-service (PORTAL-API.md §13): the same rules the privacy use cases check.
  'privacy.export': {
    schema: fieldsOf((body) => exportRequestErrors(body)),
    example: { format: 'zip' },
  },
  'privacy.consent': {
    schema: fieldsOf((body) => consentErrors(body)),
    example: { category: 'marketing-email', granted: true },
  },
  'privacy.request': {
    schema: fieldsOf((body) => accountRequestErrors(body)),
    example: { kind: 'DELETION', confirm: true },
  },
  // Issue 24 §3, débito automático (docs/collections-direct-debit.md): the bank of the list is checked by the use case.
  'collections.direct-debit': {
    schema: fieldsOf((body) => enrolmentErrors(body, null)),
    example: { bankCode: '001', agency: '1234', account: '123456', accountDigit: '7', consent: true },
  },
  'collections.direct-debit-return': {
    schema: fieldsOf((body) => returnUploadErrors(body)),
    example: { fileName: 'RETORNO.TXT', content: 'A2…' },
  },
  // Issue 24 §2 (docs/collections-pix-automatico.md): the customer's optional ceiling, in cents.
  'collections.pix-automatico': {
    schema: fieldsOf((body) => authoriseErrors(body)),
    example: { ceilingCents: 50000 },
  },
  // Issue 24 §5 (docs/collections-due-date.md): one of the due days of spec 04 §5.
  'collections.due-date': {
    schema: fieldsOf((body): Record<string, string> => (isDueDay(body.dueDay) ? {} : { dueDay: DUE_DATE_MESSAGES.invalidDay })),
    example: { dueDay: 18 },
  },
  'privacy.dpo-contact': {
    schema: fieldsOf((body) => dpoContactErrors(body)),
    example: { name: 'Pessoa de Teste', email: 'pessoa@exemplo.test', message: 'Quero saber quais dados vocês guardam.' },
  },
  // Spec 02, administration (PORTAL-API.md "Administration"): profiles, platform users, secondary users.
  'admin.group': {
    schema: fieldsOf((body) => groupErrors(body)),
    example: { nome: 'Perfil de Teste', subGrupos: [{ nome: 'Atendimento', roles: [{ id: 10, name: 'faturas.ver' }] }] },
  },
  'admin.platform-user': {
    schema: fieldsOf((body) => platformUserErrors(body)),
    example: { email: 'pessoa.staff@exemplo.test', name: 'Pessoa de Teste', cpfCnpj: '529.982.247-25', profile: 1, type: 'INDIVIDUAL' },
  },
  'admin.secondary-user': {
    schema: fieldsOf((body) => userFormErrors(body)),
    example: { name: 'Pessoa de Teste', cpfCnpj: '529.982.247-25', email: 'pessoa.secundaria@exemplo.test' },
  },
  // Spec 02, service requests (PORTAL-API.md §15). The reconnection is multipart: `date` is the
  // JSON text of {date, period} and `phone` a JSON text too (plain text is accepted as well).
  'service.reconnection': {
    schema: fieldsOf((body) => reconnectionErrors(body)),
    example: { date: '{"date":"2026-12-01","period":"MORNING"}', phone: '"(16) 9 9123-4567"' },
  },
  // "Já paguei" (docs/collections-suspension.md): multipart, the file under `file`; the date's
  // shape here, that it is not after today needs the clock (use case).
  'collections.receipt': {
    schema: fieldsOf((body) => receiptErrors(body)),
    example: { paymentDate: '2026-03-02' },
  },
  'insights.self-reading': {
    schema: fieldsOf((body) => selfReadingErrors(body)),
    example: { reading: '1234.5', confirm: 'false' },
  },
  'insights.contest': {
    schema: fieldsOf((body) => selfReadingErrors(body)),
    example: { reading: '1234.5' },
  },
  'service.supply-suspension': {
    schema: fieldsOf((body) => suspensionErrors(body)),
    example: {
      motive: 'Mudei de Endereço - Vou morar em Bauru',
      date: { date: '2026-12-01', period: 'AFTERNOON' },
      phone: '(16) 9 9123-4567',
    },
  },
  // The date's shape here; that it is tomorrow or later and no weekend needs the clock (use case).
  'service.temporary-block': {
    schema: fieldsOf((body) => temporaryBlockErrors(body)),
    example: { reason: 'Viagem', date: '2026-12-01', newAddress: 'Rua Treze de Maio, 100 - Bauru' },
  },
  // Spec 03 (PORTAL-API.md §17): the consumption-schedule bodies, checked with the same rules.
  'consumption.schedule': {
    schema: fieldsOf((body) => consumption.scheduleRequestErrors(body)),
    example: { dates: [{ date: '2026-12-01', volume: '12000' }] },
  },
  'consumption.approve': {
    schema: fieldsOf((body) => consumption.approveErrors(body)),
    example: { sendEmail: false, approvedVolume: '1000', situation: 5 },
  },
  'consumption.reprove': { schema: fieldsOf((body) => consumption.reproveErrors(body)), example: { sendEmail: false } },
  'consumption.available-volume': {
    schema: fieldsOf((body) => consumption.availableVolumeErrors(body)),
    example: { availableVolume: '1000' },
  },
  'consumption.projected-volume': {
    schema: fieldsOf((body) => consumption.projectedVolumeErrors(body)),
    example: { consumptionBaseHour: '06:00', partialConsumedVolume: '500' },
  },
  'consumption.axis-projection': {
    schema: fieldsOf((body) => consumption.axisProjectionErrors(body)),
    example: { axisId: 1, partialConsumedVolume: '500' },
  },
  'consumption.axis-stage': {
    schema: fieldsOf((body) => consumption.axisStageErrors(body)),
    example: { axisId: 1, stage: 'defined-axel' },
  },
  'consumption.axis-final': { schema: fieldsOf((body) => consumption.axisFinalErrors(body)), example: { axisId: 1, finalVolume: 1000 } },
  'consumption.quarterly': { schema: fieldsOf((body) => consumption.quarterlyErrors(body)), example: { contractId: 'abc123' } },
  'negotiation.simulate': { schema: fieldsOf(simulationRequestErrors), example: { bills: ['123456789'] } },
  'negotiation.accept': {
    schema: fieldsOf(agreementRequestErrors),
    example: { bills: ['123456789'], instalments: 3, acceptTerms: true },
  },
  // POST /api/curtailment/notices (issue 26 §4; docs/curtailment.md): the restriction, its contracts or axis, times and reason.
  'curtailment.issue': {
    schema: fieldsOf(curtailmentNoticeErrors),
    example: {
      contractIds: ['abc123'],
      kind: 'PERCENT',
      percent: '80',
      startsAt: '2030-01-10T14:00',
      endsAt: '2030-01-12T06:00',
      reason: 'Manutenção no city gate',
      ackHours: 4,
    },
  },
} satisfies Record<string, RequestSchema>;

export type RequestSchemaId = keyof typeof REQUEST_SCHEMAS;

/**
 * The schemas parsed before the controller by the middleware `global::portal-input`: each is its
 * use case's first check (the same whole-body rule, the same order of fields), so a malformed
 * body gets the answer the use case gave. Where the use case's rule also needs the server, the
 * edge parses the shape and the use case keeps that one check: the temporary block's date against
 * the clock (spec 02 §5: tomorrow or later, no weekend), the profile's new e-mail against the
 * registered one, the sign-up's free e-mail and CPF/CNPJ and its contract, the current password
 * against its hash, the second factor's challenge, enrolment and code against the server's
 * records. Every body of the table is parsed here (the route-table tests list any that is not).
 */
export const PARSED_AT_EDGE: ReadonlySet<RequestSchemaId> = new Set<RequestSchemaId>([
  'auth.login',
  'auth.register',
  'auth.reset-password',
  'auth.create-password',
  'auth.update-password',
  'auth.second-factor-login',
  'auth.second-factor-setup',
  'auth.second-factor-enable',
  'auth.second-factor-disable',
  'user.login-reauth',
  'auth.forgot-password',
  'auth.customer-code',
  'auth.additional-data',
  'privacy.export',
  'privacy.consent',
  'privacy.request',
  'collections.direct-debit',
  'collections.direct-debit-return',
  'collections.pix-automatico',
  'privacy.dpo-contact',
  'collections.due-date',
  'admin.group',
  'admin.platform-user',
  'admin.secondary-user',
  'collections.receipt',
  'insights.self-reading',
  'insights.contest',
  'service.reconnection',
  'service.supply-suspension',
  'service.temporary-block',
  'user.sap-data',
  'collections.paperless-preferences',
  'insights.consumption-alert',
  'access-tokens.create',
  'connection.request',
  'consumption.schedule',
  'consumption.approve',
  'consumption.reprove',
  'consumption.available-volume',
  'consumption.projected-volume',
  'consumption.axis-projection',
  'consumption.axis-stage',
  'consumption.axis-final',
  'consumption.quarterly',
  'negotiation.simulate',
  'negotiation.accept',
  'curtailment.issue',
]);

/** The first message of each top-level field a schema refuses in `value` (empty when it passes): bodies and queries alike. */
export function messagesByField(schema: v.GenericSchema, value: unknown): Record<string, string> {
  const result = v.safeParse(schema, value);
  const out: Record<string, string> = {};
  if (!result.success)
    for (const issue of result.issues) {
      const key = issue.path?.[0]?.key;
      if (typeof key === 'string' && !(key in out)) out[key] = issue.message;
    }
  return out;
}

/** The message a body gets for each field, as the schema says (empty when the body is valid). */
export function fieldMessages(id: RequestSchemaId, body: unknown): Record<string, string> {
  return messagesByField(REQUEST_SCHEMAS[id].schema, body);
}
