/**
 * Typed client of the test-support API (cms/src/api/test-support), shared by the API and the
 * browser tests: make a test's own customers, contracts and staff, and set the CMS clock.
 * The demo accounts of DESIGN §7 are read-only for tests — anything a test changes, it makes
 * here first.
 *
 * `target` is the CMS: its base URL (the secret then comes from PORTAL_TEST_SUPPORT_SECRET,
 * or the default of the test stacks) or an object with `url` and the stack's secret, such as
 * the `RunningCms` of tests/api/helpers/cms.ts.
 */
import { DEFAULT_TEST_SUPPORT_SECRET, TEST_SUPPORT_HEADER } from '../../tools/test-support-secret.mjs';

export { DEFAULT_TEST_SUPPORT_SECRET, TEST_SUPPORT_HEADER };

export type Situation = 'ACTIVE' | 'DEACTIVATE' | 'PENDING';
export type Segment = 'RESIDENCIAL' | 'COMERCIAL' | 'INDUSTRIAL' | 'GNV';
export type DocumentKind = 'cpf' | 'cnpj' | 'cnpj-alnum';
export type CustomerRole = 'client' | 'industry' | 'gnv' | 'individual';
export type StaffRole = 'attendant-only' | 'attendant-2' | 'admin' | 'admin-master' | 'gas-programmer';

export type Target = string | { url: string; testSupportSecret?: string };

/** The password of every factory-made account unless a test names another. */
export const FACTORY_PASSWORD = 'Test@12345';

// The answers' shapes are the server factories' own (type-only: nothing of the CMS runs here).
export type { MadeContract, MadeProfile, MadeUser } from '../../cms/src/portal/test-support/factories';
import type { MadeContract, MadeProfile, MadeUser } from '../../cms/src/portal/test-support/factories';

export interface CustomerOptions {
  /** New contracts in the customer's own document (0–10, default 1). */
  contracts?: number;
  /** The account's situation (default ACTIVE; PENDING: a secondary user without a password yet). */
  situation?: Situation;
  /** Registration finished (default: situation is ACTIVE). false with no contracts: like inativo@. */
  active?: boolean;
  /** Default: a unique t-<random>@test.local. */
  email?: string;
  /** Default Test@12345; null for an account without a password. */
  password?: string | null;
  name?: string;
  role?: CustomerRole;
  /** Default cpf (cnpj for industry and gnv); cnpj-alnum: an alphanumeric CNPJ (letters in the first 12 characters). */
  document?: DocumentKind;
  contractSituation?: Situation;
  segment?: Segment;
  emailVerified?: boolean;
  invoiceByEmail?: boolean;
  notificationAccess?: boolean;
  phone?: string;
  /** Existing contracts (documentIds) to link as well, e.g. an account owner's. */
  linkContracts?: string[];
  /** Makes the customer a secondary user of this account owner (user id). */
  accountOwnerId?: number;
  /** The account's picture: an https URL on googleusercontent.com (cms/src/domain/avatar.ts). */
  avatarUrl?: string;
}

export interface StaffOptions {
  role: StaffRole;
  /** Permission keys of the new permission group (default: the role's defaults). */
  permissions?: string[];
  /** false: no permission group (default false only for admin-master). */
  profile?: boolean;
  profileSituation?: Situation;
  email?: string;
  password?: string | null;
  name?: string;
  situation?: Situation;
}

export interface ContractOptions {
  /** Link to this user (and use the user's document); without, the contract has no account. */
  userId?: number;
  situation?: Situation;
  segment?: Segment;
  document?: DocumentKind;
  name?: string;
  /** The contract's address (default: a short one in Bauru). */
  address?: string;
  /** The contract's city (default: Bauru). */
  city?: string;
}

export interface ClockState {
  now: string;
  fixed: boolean;
  advance: boolean;
}

/** The test stacks' secret: PORTAL_TEST_SUPPORT_SECRET when set, else the stacks' default. */
export function testSupportSecret(): string {
  return process.env.PORTAL_TEST_SUPPORT_SECRET || DEFAULT_TEST_SUPPORT_SECRET;
}

function resolve(target: Target): { url: string; secret: string } {
  if (typeof target === 'string') return { url: target, secret: testSupportSecret() };
  return { url: target.url, secret: target.testSupportSecret || testSupportSecret() };
}

/** Calls a test-support route; throws with the CMS's answer when it is not 2xx. */
export async function testSupportCall<T>(target: Target, method: string, route: string, body?: unknown): Promise<T> {
  const { url, secret } = resolve(target);
  const headers: Record<string, string> = { [TEST_SUPPORT_HEADER]: secret };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(new URL(`/api/test-support${route}`, url), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`test-support ${method} ${route} answered ${res.status}: ${text}`);
  return JSON.parse(text) as T;
}

/**
 * A factory (POST /factories/*) that the CMS answered with 5xx is asked once more: it makes
 * something new each time (fresh e-mails, codes, documents), so a second call makes no duplicate,
 * and a test's set-up does not fail on one busy moment of the shared browser-test CMS (CI: a
 * customer factory answered 500 once among 800 calls). The first answer is printed. Clock,
 * settings and other calls are never repeated.
 */
async function factoryCall<T>(target: Target, route: string, body: unknown): Promise<T> {
  try {
    return await testSupportCall<T>(target, 'POST', route, body);
  } catch (error) {
    if (!/ answered 5\d\d:/.test((error as Error).message)) throw error;
    console.warn(`${(error as Error).message} — asking once more`);
    return testSupportCall<T>(target, 'POST', route, body);
  }
}

export function createCustomer(target: Target, options: CustomerOptions = {}) {
  return factoryCall<{ user: MadeUser; contracts: MadeContract[] }>(target, '/factories/customer', options);
}

export function createStaff(target: Target, options: StaffOptions) {
  return factoryCall<{ user: MadeUser; profile: MadeProfile | null }>(target, '/factories/staff', options);
}

export function createContract(target: Target, options: ContractOptions = {}) {
  return factoryCall<{ contract: MadeContract }>(target, '/factories/contract', options);
}

/**
 * Fixes the CMS clock at an instant — an ISO 8601 text with its offset, e.g.
 * '2026-03-02T10:59:00-03:00' — or a Date; `advance: true` lets it run on from there.
 */
export function setClock(target: Target, instant: string | Date, options: { advance?: boolean } = {}) {
  const now = instant instanceof Date ? instant.toISOString() : instant;
  return testSupportCall<ClockState>(target, 'PUT', '/clock', { now, advance: options.advance ?? false });
}

/** Back to real time. */
export function resetClock(target: Target) {
  return testSupportCall<ClockState>(target, 'DELETE', '/clock');
}

export function readClock(target: Target) {
  return testSupportCall<ClockState>(target, 'GET', '/clock');
}

export interface InvoiceOptions {
  /** documentId of the contract (required). */
  contractId: string;
  /** Digits, unique (default: a fresh 12-digit number). */
  numDoc?: string;
  /** `YYYY-MM` (default: the month before the server clock's). */
  referenceMonth?: string;
  /** `YYYY-MM-DD` (default: the 5th of the month after the reference). */
  issueDate?: string;
  /** `YYYY-MM-DD` (default: 15 days after the issue date). */
  dueDate?: string;
  amountCents?: number;
  previousReading?: string;
  currentReading?: string;
  consumptionM3?: string;
  /** `YYYY-MM-DD`: issued already paid on that date. */
  paymentDate?: string;
  negotiated?: boolean;
  /** true: the bill's debt is under judicial dispute (Lei 12.007/2009, art. 2º §3º; staff set it in the admin). */
  judicialDispute?: boolean;
  /** The bill's consumption data (issue 25 §1): reading dates `YYYY-MM-DD`, reading type, measured m³, correction factor, corrected m³. */
  previousReadingDate?: string;
  currentReadingDate?: string;
  readingType?: 'REAL' | 'ESTIMATED' | 'INFORMED';
  measuredM3?: string;
  correctionFactor?: string;
  correctedM3?: string;
  /** true: the contract's users get the "bill issued" notification (default false). */
  notify?: boolean;
}

/** The invoice answer (InvoiceView of cms/src/domain/invoices/types.ts) plus its stored ids. */
export interface MadeInvoice {
  numDoc: string;
  docDate: string;
  status: 'PAYED' | 'PENDING' | 'TO_EXPIRE' | 'NEGOTIATED';
  price: number;
  priceCents: number;
  deadline: string;
  paymentDate: string | null;
  paidLate: boolean;
  consumptionM3: string;
  referenceDate: string;
  documentId: string;
  pixTxid: string;
  issueDate: string;
  dueDate: string;
}

export function createInvoice(target: Target, options: InvoiceOptions) {
  return testSupportCall<{ invoice: MadeInvoice }>(target, 'POST', '/factories/invoice', options);
}

/** Records the bill as paid (by barcode) on `paymentDate` (default: the server clock's today). */
export function payInvoice(target: Target, options: { numDoc: string; paymentDate?: string }) {
  return testSupportCall<{ invoice: Omit<MadeInvoice, 'documentId' | 'pixTxid' | 'issueDate' | 'dueDate'> }>(
    target,
    'POST',
    '/factories/invoice/pay',
    options,
  );
}

/** Changes (amount, due date, negotiated) or deletes a bill through the document service, as the admin does. */
export function changeInvoice(
  target: Target,
  options: { numDoc: string; amountCents?: number; dueDate?: string; negotiated?: boolean; delete?: boolean },
) {
  return testSupportCall<{ invoice?: Omit<MadeInvoice, 'documentId' | 'pixTxid' | 'issueDate' | 'dueDate'>; deleted?: boolean }>(
    target,
    'POST',
    '/factories/invoice/change',
    options,
  );
}

/** Gives a bill a stored dynamic Pix charge (2% fine, 1% a month interest), as the demo seed does. */
export function createPixCharge(target: Target, options: { numDoc: string }) {
  return testSupportCall<{ txid: string; location: string; pixCopiaECola: string }>(
    target,
    'POST',
    '/factories/invoice/pix-charge',
    options,
  );
}

/** Gives a contract a stored Pix Automático recurrence (and a bill's scheduled charge), as the demo seed does. */
export function createPixRecurrence(
  target: Target,
  options: {
    contractId: string;
    status?: 'CRIADA' | 'APROVADA' | 'REJEITADA' | 'CANCELADA';
    numDoc?: string;
    /** Journey 4: the bill (with a stored charge, createPixCharge) the authorisation's QR also pays. */
    paysNumDoc?: string;
  },
) {
  return testSupportCall<{ idRec: string }>(target, 'POST', '/factories/pix-recurrence', options);
}

// Service requests (spec 02): interruptions, vacancies and service settings.
export function createInterruption(
  target: Target,
  options: {
    contractId: string;
    reason: 'NON_PAYMENT' | 'INSECURITY' | 'CANCELLATION' | 'TEMPORARY_BLOCK' | 'OTHER';
    startedAt: string;
    endedAt?: string;
  },
) {
  return testSupportCall<{ interruption: unknown }>(target, 'POST', '/factories/interruption', options);
}

export function setServiceSlot(
  target: Target,
  options: { kind: 'RECONNECTION' | 'SUSPENSION'; date: string; period: 'MORNING' | 'AFTERNOON'; capacity: number; used?: number },
) {
  return testSupportCall<{ slot: unknown }>(target, 'PUT', '/factories/service-slot', options);
}

export function setServiceSettings(
  target: Target,
  options: { fourHoursFeeCents?: number; nextDayFeeCents?: number; reconnectionCapacity?: number; suspensionCapacity?: number },
) {
  return testSupportCall<{ settings: unknown }>(target, 'PUT', '/factories/service-settings', options);
}

// Spec 03 — consumption programming (cms/src/portal/test-support/factories/consumption.ts).
export interface ConsumptionDayOptions {
  contractId: string;
  date: string;
  volume?: string | null;
  situation?: 0 | 1 | 2 | 3 | 5;
  acceptedVolume?: string | null;
  projectedVolume?: string | null;
  availableVolume?: string | null;
  finalVolume?: string | null;
  qdr?: string | null;
  protocol?: string;
  /** When the protocol was sent: an ISO 8601 instant (default 08:00 of `date` in São Paulo). */
  requestedAt?: string;
}

export function createAxis(target: Target, options: { name?: string } = {}) {
  return testSupportCall<{ axis: { id: number; name: string } }>(target, 'POST', '/factories/consumption/axis', options);
}

/** The contract joins the axis: in its first region, or in `region` (by name; made in the axis when new). */
export function joinAxis(
  target: Target,
  options: { contractId: string; axisId: number; qdc?: string; baseHour?: number; region?: string },
) {
  return testSupportCall<{ industrial: Record<string, unknown> }>(target, 'POST', '/factories/consumption/industrial', options);
}

export function createConsumptionDay(target: Target, options: ConsumptionDayOptions) {
  return testSupportCall<{ id: string; protocol: string }>(target, 'POST', '/factories/consumption/day', options);
}

/** A planned interruption (docs/insights-interruptions.md), registered with the admin's checks (start at least 72 hours ahead). */
export function createPlannedInterruption(
  target: Target,
  options: {
    reason: string;
    city: string;
    streets?: string;
    cepRanges?: string;
    consumerCodes?: string;
    startsAt: string;
    expectedEndAt: string;
  },
) {
  return testSupportCall<{ interruption: { id: number; documentId: string } }>(target, 'POST', '/factories/planned-interruption', options);
}

/** An industrial contract's terms for a validity period (docs/contract-accounting.md), saved with the admin's checks. */
export function createContractTerm(target: Target, options: { contractId: string; validFrom: string } & Record<string, unknown>) {
  return testSupportCall<{ term: { id: number } }>(target, 'POST', '/factories/contract-term', options);
}
