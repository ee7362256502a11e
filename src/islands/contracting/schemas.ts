/**
 * The step forms of the contracting flow, built from the request schemas and field rules the
 * server validates with (`@domain/connection/*`), so a page never accepts what the server
 * refuses and the messages are the same. The forms submit what was typed (the resolver's `raw`
 * mode): the server normalizes it (digits, dates) itself.
 */
import * as v from 'valibot';
import { ACCEPTED_WHO, UPLOAD_LIMITS } from '@domain/connection/constants';
import { CONNECTION_MESSAGES as M } from '@domain/connection/messages';
import {
  asText,
  dueDateRule,
  optionalBirthDateRule,
  personDocumentError,
  personTypeRule,
  requiredText,
  type Rule,
} from '@domain/connection/rules';
import { automobileSchema, businessSchema, individualResidentialSchema } from '@domain/connection/schemas';
import {
  CNPJ_MASKED_LENGTH,
  CPF_CNPJ_MESSAGES,
  CPF_MASKED_LENGTH,
  isValidCnpj,
  isValidCpf,
  isValidCpfCnpj,
  normalizeDocument,
} from '@domain/cpf-cnpj';

/** A form field checked by a domain rule (its message). */
const ruled = (rule: Rule) =>
  v.pipe(
    v.optional(v.unknown(), ''),
    v.transform(asText),
    v.rawCheck<string>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const error = rule(dataset.value);
      if (error) addIssue({ message: error });
    }),
  );

/** A list of chosen files with a count rule: 'Campo obrigatório' on the dropzone (spec 04 §5). */
const filesField = (min: number, max: number) =>
  v.pipe(
    v.optional(v.array(v.any()), []),
    v.check((files) => files.length >= min && files.length <= max, M.required),
  );

// --- the document modal (spec 04 §5) ------------------------------------------------------------

export type DocumentRule = 'CPF' | 'CNPJ' | 'CPF_OR_CNPJ';

export const DOCUMENT_MESSAGES = {
  CPF: 'Por favor, verifique se o CPF inserido está correto',
  CNPJ: 'Por favor, verifique se o CNPJ inserido está correto',
  CPF_OR_CNPJ: 'Por favor, verifique se o documento inserido está correto',
} as const;

/** CPF: at least 14 masked and valid; CNPJ: at least 18 masked and valid; either: valid. Empty: required. */
export function documentError(rule: DocumentRule, value: string): string | null {
  const typed = value.trim();
  if (!normalizeDocument(typed)) return CPF_CNPJ_MESSAGES.required;
  if (rule === 'CPF') return typed.length >= CPF_MASKED_LENGTH && isValidCpf(typed) ? null : DOCUMENT_MESSAGES.CPF;
  if (rule === 'CNPJ') return typed.length >= CNPJ_MASKED_LENGTH && isValidCnpj(typed) ? null : DOCUMENT_MESSAGES.CNPJ;
  return isValidCpfCnpj(typed) ? null : DOCUMENT_MESSAGES.CPF_OR_CNPJ;
}

export const documentFormSchema = (rule: DocumentRule) => v.object({ cpfCnpj: ruled((value) => documentError(rule, value)) });

// --- the pages (spec 04 §4.4, §5) ---------------------------------------------------------------

const ADDRESS = ['cep', 'address', 'number', 'complement'] as const;
const required = ruled(requiredText(M.required));

/** Residential address (a house): CEP, address, number ('Número inválido'), complement. */
export const residentialAddressSchema = v.pick(individualResidentialSchema, ADDRESS);

/** Residential personal data, with the RG (spec 04 §5: min 7; letters, digits and '-'). */
export const residentialPersonSchema = v.pick(individualResidentialSchema, [
  'name',
  'fullName',
  'rg',
  'cpf',
  'birthDate',
  'phone',
  'email',
]);

/** Who asks for the condominium (spec 04 §4.4, §5): Administradora or Síndico; 'Morador' never passes (the modal). */
const who = ruled((value) =>
  (ACCEPTED_WHO as readonly string[]).includes(value) ? null : value === 'Morador' ? M.whoMorador : M.required,
);

/** Condominium selection: who asks, city, condominium and complement required. */
export const condominiumSelectionSchema = v.object({ who, cityName: required, locationId: required, complement: required });

/** Condominium form (the condominium not in the list): who asks, its name and address. 'Morador' never passes. */
export const condominiumFormSchema = v.object({
  who,
  locationName: required,
  ...v.pick(individualResidentialSchema, ADDRESS).entries,
});

/** Condominium contact: a person (CPF) or a company (CNPJ). */
export const condominiumContactSchema = v.pipe(
  v.object({
    ...v.pick(individualResidentialSchema, ['name', 'fullName', 'phone', 'email']).entries,
    personType: ruled(personTypeRule),
    cpfCnpj: ruled(() => null),
    birthDate: ruled(optionalBirthDateRule),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const input = dataset.value;
    const error = personDocumentError(input.personType, input.cpfCnpj);
    if (error) addIssue({ message: error, path: [{ type: 'object', origin: 'value', input, key: 'cpfCnpj', value: input.cpfCnpj }] });
  }),
);

/** The unit in a condominium with individual gas: identity, invoice options and 1–2 documents plus exactly 1 selfie. */
export const individualCondominiumSchema = v.object({
  ...v.pick(individualResidentialSchema, ['name', 'fullName', 'phone', 'email', 'rg', 'cpf', 'birthDate', 'invoiceEmail']).entries,
  // The form asks for the due day (the request may leave it out).
  dueDate: ruled((value) => (value ? dueDateRule(value) : M.invalidValue)),
  files: filesField(UPLOAD_LIMITS.documentMin, UPLOAD_LIMITS.documentMax),
  selfie: filesField(UPLOAD_LIMITS.selfie, UPLOAD_LIMITS.selfie),
});

/** Comércio and Indústria (segmentPage): the BUSINESS request itself. */
export const businessFormSchema = businessSchema;
/** GNV company: the AUTOMOBILE request itself. */
export const vehicleCompanyFormSchema = automobileSchema;
