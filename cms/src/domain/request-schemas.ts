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
import { cpfCnpjError, documentRequestErrors } from './cpf-cnpj';
import { isValidConsumerCode } from './consumer-code';
import { EMAIL_MESSAGES, isValidEmail } from './email';
import { ACCESS_MESSAGES } from './messages';
import { PASSWORD_MESSAGES, passwordError } from './password';
import { profileUpdateErrors } from './profile';
import { SECOND_FACTOR_MESSAGES } from './second-factor';
import { signInErrors } from './sign-in';
import { accountRequestErrors, consentErrors, dpoContactErrors, exportRequestErrors } from './privacy/rules';
import { groupErrors, platformUserErrors, userFormErrors } from './administration/rules';
import { reconnectionErrors, suspensionErrors, temporaryBlockErrors } from './service/rules';
import * as consumption from './consumption/requests';

const check = (rule: (value: string) => string | null) =>
  v.pipe(
    v.optional(v.unknown()),
    v.rawCheck(({ dataset, addIssue }) => {
      const value = dataset.value;
      const error = typeof value === 'string' || typeof value === 'number' ? rule(String(value)) : rule('');
      if (error) addIssue({ message: error });
    }),
  );

const required = (message: string) => check((value) => (value.trim() ? null : message));
const document = () => check((value) => cpfCnpjError(value));
const consumerCode = () =>
  check((value) => {
    if (!value.trim()) return ACCESS_MESSAGES.fieldRequired;
    return isValidConsumerCode(value) && !/[^\d\s.-]/.test(value) ? null : ACCESS_MESSAGES.invalidCodeOrDocument;
  });
const password = () => check((value) => passwordError(value));
const email = (requiredMessage: string) =>
  check((value) => (!value.trim() ? requiredMessage : isValidEmail(value.trim().toLowerCase()) ? null : EMAIL_MESSAGES.invalidFormat));

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
}

export const REQUEST_SCHEMAS = {
  'auth.login': {
    schema: fieldsOf((body) => signInErrors(body)),
    example: { email: 'pessoa@exemplo.test', password: 'Qualquer@123', keepConnected: false },
  },
  'auth.register': {
    schema: v.looseObject({
      name: required(ACCESS_MESSAGES.fieldRequired),
      email: email(ACCESS_MESSAGES.fieldRequired),
      password: password(),
      consumerCod: consumerCode(),
      cpfcnpj: document(),
    }),
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
    schema: v.looseObject({ password: password(), confirmpassword: required(PASSWORD_MESSAGES.required) }),
    example: { password: 'Segura@2024', confirmpassword: 'Segura@2024' },
  },
  'auth.create-password': {
    schema: v.looseObject({ password: password(), passwordConfirmation: required(PASSWORD_MESSAGES.required) }),
    example: { password: 'Segura@2024', passwordConfirmation: 'Segura@2024' },
  },
  // Second factor (PORTAL-API.md §2b). The sign-in step takes `code` or `recoveryCode`.
  'auth.second-factor-login': {
    schema: v.looseObject({ challenge: required(SECOND_FACTOR_MESSAGES.challengeExpired) }),
    example: { challenge: 'desafio-de-teste', code: '123456', keepConnected: false },
  },
  'auth.second-factor-setup': {
    schema: v.looseObject({ password: required(PASSWORD_MESSAGES.currentRequired) }),
    example: { password: 'Errada@0000' },
  },
  'auth.second-factor-enable': {
    schema: v.looseObject({
      code: required(SECOND_FACTOR_MESSAGES.codeRequired),
      enrolment: required(SECOND_FACTOR_MESSAGES.noPendingSetup),
    }),
    example: { code: '123456', enrolment: 'v1.aaaa.bbbb.cccc' },
  },
  'auth.second-factor-disable': {
    schema: v.looseObject({ password: required(PASSWORD_MESSAGES.currentRequired), code: required(SECOND_FACTOR_MESSAGES.codeRequired) }),
    example: { password: 'Errada@0000', code: '123456' },
  },
  'auth.update-password': {
    schema: v.looseObject({
      currentPassword: required(PASSWORD_MESSAGES.currentRequired),
      password: password(),
      confirmpassword: required(PASSWORD_MESSAGES.required),
    }),
    example: { currentPassword: 'Errada@0000', password: 'Segura@2024', confirmpassword: 'Segura@2024' },
  },
  // POST /api/user/login/reauth: the current password before a login e-mail change.
  'user.login-reauth': {
    schema: v.looseObject({ currentPassword: required(PASSWORD_MESSAGES.currentRequired) }),
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
} satisfies Record<string, RequestSchema>;

export type RequestSchemaId = keyof typeof REQUEST_SCHEMAS;

/**
 * The schemas parsed before the controller by the middleware `global::portal-input`: each is its
 * use case's first check (the same whole-body rule, the same order of fields), so a malformed
 * body gets the answer the use case gave. Where the use case's rule also needs the server, the
 * edge parses the shape and the use case keeps that one check: the temporary block's date
 * against the clock (spec 02 §5: tomorrow or later, no weekend), the profile's new e-mail
 * against the registered one. The others (sign-up and the password bodies, whose use cases also
 * check the common-password list, the provider or the order of code and challenge) are still
 * checked in their use case only.
 */
export const PARSED_AT_EDGE: ReadonlySet<RequestSchemaId> = new Set<RequestSchemaId>([
  'auth.login',
  'auth.forgot-password',
  'auth.customer-code',
  'auth.additional-data',
  'privacy.export',
  'privacy.consent',
  'privacy.request',
  'privacy.dpo-contact',
  'admin.group',
  'admin.platform-user',
  'admin.secondary-user',
  'service.reconnection',
  'service.supply-suspension',
  'service.temporary-block',
  'user.sap-data',
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
]);

/** The message a body gets for each field, as the schema says (empty when the body is valid). */
export function fieldMessages(id: RequestSchemaId, body: unknown): Record<string, string> {
  const result = v.safeParse(REQUEST_SCHEMAS[id].schema, body);
  const out: Record<string, string> = {};
  if (!result.success)
    for (const issue of result.issues) {
      const key = issue.path?.[0]?.key;
      if (typeof key === 'string' && !(key in out)) out[key] = issue.message;
    }
  return out;
}
