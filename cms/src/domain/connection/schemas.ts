/**
 * One valibot schema per request type of POST /api/services/connection (spec 04 §3, §5),
 * built on ./rules: the server validates every request with them and the island's forms import
 * the same schemas (`@domain/connection/schemas`). Field names are the request's (spec 04 §3).
 * Each field accepts what a form holds (masked text, or a number for dueDate) and outputs what
 * is stored: digits for CEP and phone, documents normalized (digits; upper-case letters for an alphanumeric CNPJ), lowercased e-mails, birthDate as YYYY-MM-DD,
 * dueDate as a number, optional fields as null when empty.
 */
import * as v from 'valibot';
import { CONNECTION_TYPES, type ConnectionType } from './constants';
import { CONNECTION_MESSAGES as M } from './messages';
import {
  asText,
  averageConsumptionRule,
  birthDateRule,
  cepRule,
  cnpjRule,
  cpfRule,
  digits,
  documentValue,
  dueDateRule,
  emailRule,
  lowerEmail,
  normalizeDueDate,
  normalizePersonType,
  nullable,
  nullableEmail,
  numberRule,
  optionalBirthDateRule,
  optionalEmailRule,
  optionalText,
  parseBirthDate,
  personDocumentError,
  personNameRule,
  personTypeRule,
  phoneRule,
  requiredText,
  rgRule,
  segmentRule,
  trimmed,
  whoRule,
  requiredWhoRule,
  type Rule,
} from './rules';

/** A field: read as text, checked by `rule` (its message), then normalized. */
const field = <T>(rule: Rule, normalize: (value: string) => T) =>
  v.pipe(
    // A default makes valibot run the rule for a missing key too (a missing field is an empty one).
    v.optional(v.unknown(), ''),
    v.transform(asText),
    v.rawCheck<string>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const error = rule(dataset.value);
      if (error) addIssue({ message: error });
    }),
    v.transform(normalize),
  );

const text = (rule: Rule) => field(rule, trimmed);
const optional = (rule: Rule = optionalText(M.invalidValue)) => field(rule, nullable);

/** Fields every type has (spec 04 §3), with the messages of the form each type comes from. */
const common = (messages: { name: string; email: string; number: string }) => ({
  name: text(personNameRule(messages.name)),
  fullName: text(personNameRule(messages.name)),
  address: text(requiredText(M.required)),
  number: text(numberRule(messages.number)),
  complement: optional(),
  phone: field(phoneRule(M.invalidPhone), digits),
  email: field(emailRule(messages.email), lowerEmail),
  cep: field(cepRule, digits),
});

/** Business and industry form (Comércio, Indústria). */
export const businessSchema = v.object({
  ...common({ name: M.invalidName, email: M.invalidEmail, number: M.required }),
  socialReason: text(requiredText(M.required)),
  cnpj: field(cnpjRule(M.checkCnpj), documentValue),
  segment: text(segmentRule),
  averageConsumption: text(averageConsumptionRule),
});

/** Individual condominium: residential person data, the chosen condominium and the invoice options. */
export const individualResidentialSchema = v.object({
  ...common({ name: M.invalidPersonName, email: M.invalidEmailShort, number: M.invalidNumber }),
  who: field(requiredWhoRule, nullable),
  cityName: text(requiredText(M.required)),
  locationName: text(requiredText(M.required)),
  rg: field(rgRule, (value) => value.toUpperCase()),
  cpf: field(cpfRule(M.invalidCpf), documentValue),
  birthDate: field(birthDateRule, (value) => parseBirthDate(value)!),
  invoiceEmail: field(optionalEmailRule(M.invalidEmailShort), nullableEmail),
  dueDate: field(dueDateRule, normalizeDueDate),
});

/**
 * A house, or a condominium's administration (condominium form, condominium not found): the
 * contact's kind of person decides whether `cpfCnpj` is a CPF or a CNPJ.
 */
export const streetHouseSchema = v.pipe(
  v.object({
    ...common({ name: M.invalidName, email: M.invalidEmail, number: M.invalidNumber }),
    who: field(whoRule, nullable),
    locationName: optional(),
    personType: field(personTypeRule, normalizePersonType),
    cpfCnpj: field(() => null, documentValue),
    birthDate: field(optionalBirthDateRule, (value) => (value ? parseBirthDate(value) : null)),
    // The residential person's RG (spec 04 §5: min 7; letters, digits and '-'); a condominium's contact has none.
    rg: field(
      (value) => (value ? rgRule(value) : null),
      (value) => (value ? value.toUpperCase() : null),
    ),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    const input = (dataset.value ?? {}) as Record<string, unknown>;
    const document = asText(input.cpfCnpj);
    const error = personDocumentError(input.personType, document);
    if (error) addIssue({ message: error, path: [{ type: 'object', origin: 'value', input, key: 'cpfCnpj', value: input.cpfCnpj }] });
    // A house (no 'who'), asked by a person: the residential personal-data step, whose RG is required.
    if (!asText(input.who) && input.personType === 'PF' && !asText(input.rg))
      addIssue({ message: M.invalidRg, path: [{ type: 'object', origin: 'value', input, key: 'rg', value: input.rg }] });
  }),
);

/** GNV for companies (fleet, filling station, public transport): CNPJ only. */
export const automobileSchema = v.object({
  ...common({ name: M.invalidName, email: M.invalidEmail, number: M.invalidNumber }),
  socialReason: text(requiredText(M.required)),
  cnpj: field(cnpjRule(M.checkCnpj), documentValue),
});

export const CONNECTION_SCHEMAS = {
  BUSINESS: businessSchema,
  INDIVIDUAL_RESIDENTIAL: individualResidentialSchema,
  STREET_HOUSE: streetHouseSchema,
  AUTOMOBILE: automobileSchema,
} as const;

export type BusinessRequest = v.InferOutput<typeof businessSchema>;
export type IndividualResidentialRequest = v.InferOutput<typeof individualResidentialSchema>;
export type StreetHouseRequest = v.InferOutput<typeof streetHouseSchema>;
export type AutomobileRequest = v.InferOutput<typeof automobileSchema>;

export type ConnectionRequestValues =
  | ({ type: 'BUSINESS' } & BusinessRequest)
  | ({ type: 'INDIVIDUAL_RESIDENTIAL' } & IndividualResidentialRequest)
  | ({ type: 'STREET_HOUSE' } & StreetHouseRequest)
  | ({ type: 'AUTOMOBILE' } & AutomobileRequest);

export type ConnectionParse = { ok: true; value: ConnectionRequestValues } | { ok: false; errors: Record<string, string> };

export function isConnectionType(value: unknown): value is ConnectionType {
  return typeof value === 'string' && (CONNECTION_TYPES as readonly string[]).includes(value);
}

/** Checks a request body (the multipart fields) against its type's schema: the stored values, or one message per field. */
export function parseConnectionRequest(body: Record<string, unknown>): ConnectionParse {
  const type = asText(body.type);
  if (!isConnectionType(type)) return { ok: false, errors: { type: M.invalidType } };
  const result = v.safeParse(CONNECTION_SCHEMAS[type], body);
  if (result.success) return { ok: true, value: { type, ...result.output } as ConnectionRequestValues };
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string' && !(key in errors)) errors[key] = issue.message;
  }
  return { ok: false, errors };
}

/** The message of each wrong field of a request body (empty when valid). */
export function connectionRequestErrors(body: Record<string, unknown>): Record<string, string> {
  const parsed = parseConnectionRequest(body);
  return parsed.ok ? {} : parsed.errors;
}
