/**
 * The contracting flow's pages and transitions (spec 04 §4.3, §4.4), as pure functions the
 * island drives and the unit tests check: which page follows which answer, which options a
 * document sees, and what a verification answer means.
 */
import { gnvOptionsFor, type ConnectionType, type GnvOption } from '@domain/connection/constants';
import type { ServiceId } from '~/lib/want-to-hire';

/**
 * The dynamic pages of spec 04 §4.4. `residential` is the first page of Residência; the
 * first page of Comércio and Indústria is `segmentPage`, of GNV `gnv`.
 */
export type FlowPage =
  | 'residential'
  | 'residentialAddress'
  | 'residentialPerson'
  | 'condominiumForm'
  | 'condominiumNotFoundAddress'
  | 'condominiumNotFoundContact'
  | 'individualCondominiumForm'
  | 'segmentPage'
  | 'gnv'
  | 'vehicleCompanyForm';

export function firstPage(service: ServiceId): FlowPage {
  if (service === 'residencia') return 'residential';
  if (service === 'gnv') return 'gnv';
  return 'segmentPage';
}

/** Residência's first question: the kind of home and, for a house, whether it is in a condominium. */
export const PROPERTY_OPTIONS = ['Casa', 'Apartamento'] as const;
export type PropertyKind = (typeof PROPERTY_OPTIONS)[number];
export const YES_NO_OPTIONS = ['Sim', 'Não'] as const;
export type YesNo = (typeof YES_NO_OPTIONS)[number];

/** 'Apartamento' or 'Sim' leads to the condominium form; a house outside one to the address step. */
export function afterResidential(property: PropertyKind, inCondominium: YesNo | null): FlowPage {
  return property === 'Apartamento' || inCondominium === 'Sim' ? 'condominiumForm' : 'residentialAddress';
}

/** Pages that continue a two-part form, in order. */
const NEXT: Partial<Record<FlowPage, FlowPage>> = {
  residentialAddress: 'residentialPerson',
  condominiumNotFoundAddress: 'condominiumNotFoundContact',
};
export const nextPage = (page: FlowPage): FlowPage | null => NEXT[page] ?? null;

/** "Etapa n de m" of the two-part forms; null for single pages. */
export function stepOf(page: FlowPage): { step: number; of: number } | null {
  if (page === 'residentialAddress' || page === 'condominiumNotFoundAddress') return { step: 1, of: 2 };
  if (page === 'residentialPerson' || page === 'condominiumNotFoundContact') return { step: 2, of: 2 };
  return null;
}

/** A condominium of the list: COLLECTIVE already has gas (a message), any other goes to the unit's form. */
export function afterCondominium(type: string): 'collective' | 'individualCondominiumForm' {
  return type === 'COLLECTIVE' ? 'collective' : 'individualCondominiumForm';
}

/** The GNV options of spec 04 §4.4 and which a document sees (a CPF only 'Veículo leve'): the domain's. */
export { gnvOptionsFor, type GnvOption };

/** 'Veículo leve' shows the conversion information; the others open the vehicle company form. */
export function afterGnv(option: GnvOption): 'conversionInfo' | 'vehicleCompanyForm' {
  return option === 'Veículo leve' ? 'conversionInfo' : 'vehicleCompanyForm';
}

/** The decrypted verification code (spec 04 §4.3). */
export type VerifyOutcome = 'account' | 'continue' | 'installation' | 'error';
export function verifyOutcome(realData: unknown): VerifyOutcome {
  if (realData === 0) return 'account';
  if (realData === 1 || realData === 4) return 'continue';
  if (realData === 3) return 'installation';
  return 'error';
}

/** Which request a form page sends. */
export const REQUEST_TYPE: Partial<Record<FlowPage, ConnectionType>> = {
  residentialPerson: 'STREET_HOUSE',
  condominiumNotFoundContact: 'STREET_HOUSE',
  individualCondominiumForm: 'INDIVIDUAL_RESIDENTIAL',
  segmentPage: 'BUSINESS',
  vehicleCompanyForm: 'AUTOMOBILE',
};

/**
 * Which success modal a sent request gets (spec 04 §8): 'Vamos entrar em contato com você' when
 * the address was not found in the list (condominium not found), otherwise 'Tudo certo com seu cadastro!'.
 */
export function successKind(page: FlowPage): 'registered' | 'contact' {
  return page === 'condominiumNotFoundContact' ? 'contact' : 'registered';
}

/** Analytics label of each service. */
export const SERVICE_LABEL: Record<ServiceId, string> = {
  residencia: 'Residência',
  comercio: 'Comércio',
  industria: 'Indústria',
  gnv: 'GNV',
};
