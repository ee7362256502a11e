/**
 * Constants of the new-connection contracting flow (spec 04 §3, §4.4, §5, §9). Framework-free:
 * the CMS validates requests with them and the island (through `@domain/connection/...`) builds
 * its forms from the same lists.
 */

/** The four kinds of request the server takes (spec 04 §3). */
export const CONNECTION_TYPES = ['BUSINESS', 'INDIVIDUAL_RESIDENTIAL', 'STREET_HOUSE', 'AUTOMOBILE'] as const;
export type ConnectionType = (typeof CONNECTION_TYPES)[number];

/** Invoice due days offered to an individual condominium customer (spec 04 §5, §9). */
export const DUE_DAYS = [3, 8, 13, 18, 23, 28] as const;
export type DueDay = (typeof DUE_DAYS)[number];

/** Average monthly consumption options of the business/industry form, as the spec writes them (spec 04 §3). */
export const AVERAGE_CONSUMPTION_OPTIONS = [
  '0,00 A 50,00 M³',
  '50,01 A 150,00',
  '150,01 A 500,00',
  '500,01 A 2.000,00',
  '2.000,01 A 5.000,00',
  '> 5.000,00 M³',
] as const;

/** Who answers the condominium form (spec 04 §4.4, §5). 'Morador' is listed but leads to the modal, never to a request. */
export const WHO_OPTIONS = ['Administradora', 'Síndico', 'Morador'] as const;
export type Who = (typeof WHO_OPTIONS)[number];
/** The answers a request may carry. */
export const ACCEPTED_WHO = ['Administradora', 'Síndico'] as const satisfies readonly Who[];

/** Kind of person of the condominium contact: PF (CPF) or PJ (CNPJ) (spec 04 §3). */
export const PERSON_TYPES = ['PF', 'PJ'] as const;
export type PersonType = (typeof PERSON_TYPES)[number];
/** Labels of the contact form's kindOfPerson (spec 04 §5). */
export const PERSON_TYPE_LABELS: Record<PersonType, string> = { PF: 'Pessoa física', PJ: 'Pessoa jurídica' };

/** GNV options (spec 04 §4.4): 'Veículo leve' opens the conversion modal; the others are for a CNPJ only. */
export const GNV_OPTIONS = ['Veículo leve', 'Frota', 'Posto de abastecimento', 'Transporte público'] as const;
export type GnvOption = (typeof GNV_OPTIONS)[number];

/** The GNV options a document may pick: a CPF (11 digits) sees only 'Veículo leve' (spec 04 §4.4). */
export function gnvOptionsFor(documentDigits: string): readonly GnvOption[] {
  return documentDigits.replace(/\D/g, '').length <= 11 ? ['Veículo leve'] : GNV_OPTIONS;
}

/** Condominium (location) types (spec 04 §3): COLLECTIVE already has gas installed. */
export const LOCATION_TYPES = ['COLLECTIVE', 'INDIVIDUAL'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

/**
 * The document-verification codes (spec 04 §4.3): 0 an account exists, 1 and 4 continue
 * (4 = a former customer: every contract of the document is DEACTIVATE), 3 an installation exists.
 */
export const REAL_DATA = { account: 0, newCustomer: 1, installation: 3, formerCustomer: 4 } as const;
export type RealData = (typeof REAL_DATA)[keyof typeof REAL_DATA];

/** Timeout of the verification call (spec 04 §9). */
export const VERIFY_TIMEOUT_MS = 60_000;
/** Default timeout of the server's postal-code lookup (CEP_TIMEOUT_MS). */
export const CEP_DEFAULT_TIMEOUT_MS = 5000;

/** Uploads (spec 04 §5, §9): 1 to 2 identity documents plus exactly 1 selfie; at most 3 files, 5 MB each. */
export const UPLOAD_LIMITS = {
  documentMin: 1,
  documentMax: 2,
  selfie: 1,
  maxFiles: 3,
  maxFileBytes: 5 * 1024 * 1024,
} as const;
/** What a file's content may be (checked by its bytes, never by its name). */
export const ALLOWED_FILE_MIMES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const ALLOWED_IMAGE_MIMES = ['image/jpeg', 'image/png'] as const;
/** For the browser's file picker (`accept`). */
export const FILE_ACCEPT = { 'application/pdf': ['.pdf'], 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'] } as const;

/** Longest text accepted in any field of a request. */
export const TEXT_MAX_LENGTH = 200;

/** Support e-mail shown with the 0800 line in the success modals and the customer's e-mail (spec 04 §8). */
export const SUPPORT_EMAIL = 'atendimento@necta.local';
/** The contact promise of the success modals (spec 04 §8, §9). */
export const CONTACT_BUSINESS_DAYS = 2;
