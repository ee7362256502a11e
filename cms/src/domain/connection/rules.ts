/**
 * Field rules of the contracting flow (spec 04 §5), one function per rule: each returns the
 * field's message, or null when the value is acceptable. Values arrive as typed (masked or not);
 * `normalize*` give what is stored (digits only for CEP, phone and documents — spec 04 §5 "valid
 * values are transformed to digits only"). Framework-free: the server and the island share them.
 */
import { isValidCnpj, isValidCpf, normalizeDocument, onlyDigits } from '../cpf-cnpj';
import { isValidEmail, normalizeEmail } from '../email';
import {
  ACCEPTED_WHO,
  ALLOWED_FILE_MIMES,
  ALLOWED_IMAGE_MIMES,
  AVERAGE_CONSUMPTION_OPTIONS,
  DUE_DAYS,
  PERSON_TYPES,
  TEXT_MAX_LENGTH,
  UPLOAD_LIMITS,
  type ConnectionType,
  type DueDay,
  type PersonType,
} from './constants';
import { CONNECTION_MESSAGES as M, EXTENSION_NOT_ALLOWED, FILE_TOO_LARGE } from './messages';

export type Rule = (value: string) => string | null;

/** A request field as text: strings trimmed, numbers as written, anything else (objects, arrays, null) empty. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

const tooLong = (value: string) => value.length > TEXT_MAX_LENGTH;

export const requiredText =
  (message: string): Rule =>
  (value) =>
    !value || tooLong(value) ? message : null;

export const optionalText =
  (message: string): Rule =>
  (value) =>
    tooLong(value) ? message : null;

/** Letters (any accent), with single spaces, apostrophes, dots or hyphens between words. */
const NAME_PATTERN = /^\p{L}+(?:[\s'’.-]+\p{L}+)*\.?$/u;
export const personNameRule =
  (message: string): Rule =>
  (value) =>
    !value || tooLong(value) || !NAME_PATTERN.test(value) ? message : null;

/** Segment: letters and spaces only (spec 04 §5). */
export const segmentRule: Rule = (value) => (!value || tooLong(value) || !/^[\p{L}\s]+$/u.test(value) ? M.invalidSegment : null);

/** Phone (DD) 9 NNNN-NNNN: 11 digits, area code 11–99, a mobile 9 (spec 04 §5); masked or digits. */
export const phoneRule =
  (message: string): Rule =>
  (value) => {
    if (!value || tooLong(value) || /[^\d\s()+-]/.test(value)) return message;
    const d = onlyDigits(value);
    return /^[1-9]\d9\d{8}$/.test(d) ? null : message;
  };

export const emailRule =
  (message: string): Rule =>
  (value) =>
    isValidEmail(value) ? null : message;

export const optionalEmailRule =
  (message: string): Rule =>
  (value) =>
    !value || isValidEmail(value) ? null : message;

/** CEP NNNNN-NNN (or 8 digits): 'CEP inválido' (spec 04 §5). */
export const cepRule: Rule = (value) => (/^\d{5}-?\d{3}$/.test(value.replace(/\./g, '')) ? null : M.invalidCep);

/** 8-digit CEP of a lookup (the path of GET …/cep/{cep}); null when it is not one. */
export function cepDigits(value: unknown): string | null {
  const text = asText(value);
  return /^\d{5}-?\d{3}$/.test(text) ? onlyDigits(text) : null;
}

/** House number: a positive number, optionally Bauru style '12-40' (spec 04 §5 "positive", "at least 1"). */
export const numberRule =
  (message: string): Rule =>
  (value) => {
    const m = /^(\d{1,6})(?:-\d{1,4})?$/.exec(value);
    return m && Number(m[1]) >= 1 ? null : message;
  };

// CPF and CNPJ are decided by the shared rule of ../cpf-cnpj alone (isValidCpf / isValidCnpj on
// the value as typed), so a change of that rule (e.g. alphanumeric CNPJs) reaches these fields too.
export const cpfRule =
  (message: string): Rule =>
  (value) =>
    !tooLong(value) && isValidCpf(value) ? null : message;

export const cnpjRule =
  (message: string): Rule =>
  (value) =>
    !tooLong(value) && isValidCnpj(value) ? null : message;

/** The contact's CPF or CNPJ as its kind of person says (spec 04 §5, condominium contact). */
export function personDocumentError(personType: unknown, document: string): string | null {
  const kind = asText(personType);
  if (kind === 'PF') return cpfRule(M.checkCpf)(document);
  if (kind === 'PJ') return cnpjRule(M.checkCnpj)(document);
  return !tooLong(document) && (isValidCpf(document) || isValidCnpj(document)) ? null : M.checkDocument;
}

/** RG: at least 7 characters, letters, digits and '-' only (spec 04 §5). */
export const rgRule: Rule = (value) => (/^[\p{L}\d-]{7,20}$/u.test(value) ? null : M.invalidRg);

/** dd/MM/yyyy of a real day from 1900 on. */
export function parseBirthDate(value: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${m[3]}-${m[2]}-${m[1]}`;
}

export const birthDateRule: Rule = (value) => (parseBirthDate(value) ? null : M.invalidBirthDate);
export const optionalBirthDateRule: Rule = (value) => (!value || parseBirthDate(value) ? null : M.invalidBirthDate);

/** Due day: empty, or one of 3, 8, 13, 18, 23, 28 ('Informe um valor válido', spec 04 §5). */
export const dueDateRule: Rule = (value) => (!value || (DUE_DAYS as readonly number[]).includes(Number(value)) ? null : M.invalidValue);
export const normalizeDueDate = (value: string): DueDay | null => (value ? (Number(value) as DueDay) : null);

export const averageConsumptionRule: Rule = (value) =>
  !value ? M.required : (AVERAGE_CONSUMPTION_OPTIONS as readonly string[]).includes(value) ? null : M.invalidValue;

/** Who answers for the condominium: Administradora or Síndico; 'Morador' is refused (spec 04 §4.4). Empty: a house. */
export const whoRule: Rule = (value) => {
  if (!value) return null;
  if (value === 'Morador') return M.whoMorador;
  return (ACCEPTED_WHO as readonly string[]).includes(value) ? null : M.invalidValue;
};

/**
 * Who asks for a unit of a listed condominium (spec 04 §4.4: the condominium form asks it on
 * the listed path too): required, Administradora or Síndico; 'Morador' is refused with the
 * message of the modal.
 */
export const requiredWhoRule: Rule = (value) => (!value ? M.required : whoRule(value));

export const personTypeRule: Rule = (value) =>
  !value ? M.required : (PERSON_TYPES as readonly string[]).includes(value) ? null : M.invalidValue;
export const normalizePersonType = (value: string) => value as PersonType;

export const digits = (value: string) => onlyDigits(value);
/** A CPF/CNPJ as stored: digits, and upper-case letters for an alphanumeric CNPJ. */
export const documentValue = (value: string) => normalizeDocument(value);
export const trimmed = (value: string) => value.replace(/\s+/g, ' ').trim();
export const lowerEmail = (value: string) => normalizeEmail(value);
export const nullable = (value: string) => (value ? trimmed(value) : null);
export const nullableEmail = (value: string) => (value ? normalizeEmail(value) : null);

// --- files -----------------------------------------------------------------------------------

export interface FileCounts {
  /** Files under `files`. */
  files: number;
  /** Files under `selfie`. */
  selfie: number;
}

/**
 * How many files a request of this type may carry (spec 04 §5, §9): an individual condominium
 * request 1 to 2 documents and exactly 1 selfie; the others up to 3 documents and no selfie.
 * The dropzone's message is 'Campo obrigatório'.
 */
export function fileCountErrors(type: ConnectionType, counts: FileCounts): Record<string, string> {
  const errors: Record<string, string> = {};
  if (type === 'INDIVIDUAL_RESIDENTIAL') {
    if (counts.files < UPLOAD_LIMITS.documentMin || counts.files > UPLOAD_LIMITS.documentMax) errors.files = M.required;
    if (counts.selfie !== UPLOAD_LIMITS.selfie) errors.selfie = M.required;
  } else {
    if (counts.files > UPLOAD_LIMITS.maxFiles) errors.files = M.required;
    if (counts.selfie > 0) errors.selfie = M.invalidValue;
  }
  return errors;
}

/** A file's verdict from its detected content type and size: null when accepted. */
export function fileVerdict(
  field: 'files' | 'selfie',
  detectedMime: string | undefined,
  sizeBytes: number,
): typeof EXTENSION_NOT_ALLOWED | typeof FILE_TOO_LARGE | null {
  if (sizeBytes > UPLOAD_LIMITS.maxFileBytes) return FILE_TOO_LARGE;
  const allowed: readonly string[] = field === 'selfie' ? ALLOWED_IMAGE_MIMES : ALLOWED_FILE_MIMES;
  return detectedMime && allowed.includes(detectedMime) && sizeBytes > 0 ? null : EXTENSION_NOT_ALLOWED;
}

// --- city names ---------------------------------------------------------------------------------

/** A city name compared without case or accents: 'ARARAQUARA', 'araraquara', 'Araraquará' are one. */
export function cityKey(value: unknown): string {
  return asText(value).normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').toLowerCase();
}
