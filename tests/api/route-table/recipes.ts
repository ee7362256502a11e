/**
 * How the harness calls each portal route as its rightful caller, on a REAL object with a valid
 * input (allowed.test.ts), and — for a route that takes an id — with ANOTHER customer's (or
 * owner's) real id, which must answer 404 with its message.
 *
 * A route with no path parameter needs no entry: it is called by the first rightful caller of
 * the table with its schema's example body (cms/src/domain/request-schemas.ts) or `{}`. A route
 * with a path parameter and no entry here fails the test by name; so does one the default call
 * does not answer with 2xx. Exceptions are explicit, at the bottom, each with its reason.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as OTPAuth from 'otpauth';
import {
  FACTORY_PASSWORD,
  createAxis,
  createConsumptionDay,
  createContract,
  createCustomer,
  createInterruption,
  createInvoice,
  createStaff,
  joinAxis,
  type MadeContract,
} from '../../support/factories';
import { sendNotification } from '../../support/notifications';
import { freshNumDoc, installationsXlsx, invoiceCsv } from '../../support/batch-files';
import { generateCpf } from '../../../cms/src/portal/test-support/documents';
import type { RunningCms } from '../helpers/cms';
import { send, type Caller, type CallerName, type Route, type Sent } from './harness';

export interface Call {
  caller: Caller | { token: string; name: string };
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
}

export interface Built extends Call {
  /** The same call on another customer's (owner's) real object: 404 with this message. */
  foreign?: { call: Omit<Call, 'caller'>; message: string };
  /** Why an id route has no object out of the caller's reach (e.g. staff-wide data), instead of `foreign`. */
  noForeign?: string;
  /** Checks on the 2xx answer beyond its status (e.g. a file's type). */
  check?: (answer: Sent) => string | null;
}

export interface RecipeContext {
  cms: RunningCms;
  route: Route;
  callers: Caller[];
  caller(name: CallerName): Caller;
  /** A fresh signed-in customer (for calls that change or end something). */
  customer(options?: Parameters<typeof createCustomer>[1]): Promise<Caller & { contracts: MadeContract[] }>;
  staff(role: Parameters<typeof createStaff>[1]['role']): Promise<Caller>;
  signIn(email: string, password: string, name: string): Promise<{ token: string; name: string }>;
}

export type Recipe = (context: RecipeContext) => Promise<Built>;

const ok = async (res: Sent, what: string) => {
  if (res.status < 200 || res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)?.slice(0, 300)}`);
  return res;
};

/** A bank's retorno of débito automático (docs/collections-direct-debit.md): header A of the demo bank 001 and trailer Z, positions by hand. */
function debitReturn(): string {
  const record = (parts: [number, string][]) => {
    const out = Array.from({ length: 150 }, () => ' ');
    for (const [from, text] of parts) for (let i = 0; i < text.length; i++) out[from - 1 + i] = text[i]!;
    return out.join('');
  };
  const nsa = String(crypto.randomInt(1, 999_999)).padStart(6, '0');
  const header = record([
    [1, 'A2'],
    [3, 'DEMO001'],
    [23, 'NECTA'],
    [43, '001'],
    [46, 'BANCO DO BRASIL'],
    [66, '20260316'],
    [74, nsa],
    [80, '08'],
    [82, 'DEBITO AUTOMATICO'],
  ]);
  return `${header}\r\n${record([
    [1, 'Z000002'],
    [8, '00000000000000000'],
  ])}\r\n`;
}

async function debitReturnFile(context: RecipeContext): Promise<{ caller: Caller; id: number }> {
  const caller = context.caller('admin-master');
  const res = await ok(
    await send(context.cms, 'POST', '/api/collections/direct-debit/returns', {
      token: caller.token,
      body: { fileName: 'RET.TXT', content: debitReturn() },
    }),
    'retorno',
  );
  return { caller, id: res.body.data.id as number };
}

const DEBIT_ENROLMENT = { bankCode: '001', agency: '0987', account: '012345', accountDigit: '6', consent: true };

async function invoiceOf(context: RecipeContext, caller: Caller) {
  const contractId = caller.me.selectedContract?.id ?? caller.contracts[0]!.documentId;
  return (await createInvoice(context.cms, { contractId })).invoice;
}

/** An invoice of the client and one of another customer; the client's calls and the foreign one. */
const invoiceRoute =
  (query: (invoice: { numDoc: string; docDate: string }) => Record<string, string>): Recipe =>
  async (context) => {
    const caller = context.caller('client');
    const mine = await invoiceOf(context, caller);
    const other = await context.customer();
    const theirs = await invoiceOf(context, other);
    return {
      caller,
      params: { numDoc: mine.numDoc },
      query: query(mine),
      foreign: { call: { params: { numDoc: theirs.numDoc }, query: query(theirs) }, message: 'Fatura não encontrada' },
    };
  };

async function overdueCustomer(context: RecipeContext) {
  const caller = await context.customer();
  const made = await createInvoice(context.cms, {
    contractId: caller.contracts[0]!.documentId,
    referenceMonth: '2024-12',
    issueDate: '2025-01-05',
    dueDate: '2025-01-20',
    amountCents: 25_000,
  });
  return { caller, numDoc: made.invoice.numDoc };
}

async function notificationOf(context: RecipeContext, caller: Caller | (Caller & { contracts: MadeContract[] })) {
  await sendNotification(context.cms, { userIds: [caller.user.id] }, { title: 'Aviso de teste', description: 'Texto do aviso' });
  const list = await ok(await send(context.cms, 'GET', '/api/notification', { token: caller.token }), 'notifications');
  const found = (list.body?.data?.notifications ?? list.body?.notifications ?? list.body?.data ?? []) as { id: number | string }[];
  if (!found[0]) throw new Error(`no notification listed: ${JSON.stringify(list.body)?.slice(0, 300)}`);
  return found[0].id;
}

const notificationRoute: Recipe = async (context) => {
  const caller = await context.customer();
  const other = await context.customer();
  return {
    caller,
    params: { id: await notificationOf(context, caller) },
    foreign: { call: { params: { id: await notificationOf(context, other) } }, message: 'Notificação não encontrada' },
  };
};

async function secondaryOf(context: RecipeContext) {
  const owner = await context.customer({ role: 'industry', segment: 'INDUSTRIAL' });
  const made = await createCustomer(context.cms, {
    role: 'industry',
    accountOwnerId: owner.user.id,
    linkContracts: owner.contracts.map((c) => c.documentId),
    contracts: 0,
  });
  return { owner, secondary: made.user };
}

const secondaryRoute =
  (body: (user: { name: string; email: string; cpfCnpj: string | null }) => unknown): Recipe =>
  async (context) => {
    const { owner, secondary } = await secondaryOf(context);
    const other = await secondaryOf(context);
    return {
      caller: owner,
      params: { id: secondary.id },
      body: body(secondary),
      foreign: { call: { params: { id: other.secondary.id }, body: body(other.secondary) }, message: 'Usuário não encontrado' },
    };
  };

async function platformUser(context: RecipeContext) {
  const made = await createStaff(context.cms, { role: 'admin' });
  const master = context.caller('admin-master');
  const list = await ok(
    await send(context.cms, 'GET', '/api/auth/user/list', { token: master.token, query: { term: made.user.email } }),
    'users',
  );
  return list.body.data[0] as { id: number; email: string; name: string; profileId: number };
}

const platformUserRoute =
  (body?: (row: { email: string; name: string; profileId: number }) => unknown): Recipe =>
  async (context) => {
    const row = await platformUser(context);
    const customer = await context.customer();
    const input = body ? { body: body(row) } : {};
    return {
      caller: context.caller('admin-master'),
      params: { id: row.id },
      ...input,
      foreign: { call: { params: { id: customer.user.id }, ...input }, message: 'Usuário não encontrado' },
    };
  };

async function consumptionDay(context: RecipeContext) {
  const { customer } = await industrial(context);
  return createConsumptionDay(context.cms, {
    contractId: customer.contracts[0]!.documentId,
    date: dayAfter(3),
    volume: '1000',
    situation: 0,
  });
}

async function batchOf(context: RecipeContext, caller: Caller) {
  const customer = await context.customer();
  const contract = customer.contracts[0]!;
  const date = new Date(Date.now() + 86_400_000);
  const scheduled = `${String(date.getUTCDate()).padStart(2, '0')}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`;
  const csv = invoiceCsv([
    { consumerCode: contract.consumerCode, consumerCpfCnpj: contract.consumerCpfCnpj, numDoc: freshNumDoc(), scheduledDate: scheduled },
  ]);
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'faturas.csv');
  const uploaded = await ok(await send(context.cms, 'POST', '/api/batch', { token: caller.token, body: form }), 'batch upload');
  const id = uploaded.body?.data?.id as number;
  for (;;) {
    const items = await send(context.cms, 'GET', '/api/batches/items', { token: caller.token, query: { batchId: String(id) } });
    const list = (items.body?.data ?? []) as { id: number }[];
    if (items.status === 200 && list.length) return { batchId: id, itemId: list[0]!.id };
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A simplified-invoice session (consumer code + CPF/CNPJ, no account) and one open bill of its contract. */
async function simplifiedSession(context: RecipeContext) {
  const customer = await context.customer();
  const invoice = await invoiceOf(context, customer);
  const contract = customer.contracts[0]!;
  const res = await ok(
    await send(context.cms, 'POST', '/api/portal/auth/simplified-invoice', {
      body: { consumerCod: contract.consumerCode, cpfcnpj: contract.consumerCpfCnpj },
    }),
    'simplified-invoice session',
  );
  return { caller: { token: res.body.jwt as string, name: 'simplified-invoice session' }, invoice, customer };
}

const simplifiedRoute =
  (withBill: boolean): Recipe =>
  async (context) => {
    const { caller, invoice } = await simplifiedSession(context);
    if (!withBill) return { caller };
    const other = await context.customer();
    const theirs = await invoiceOf(context, other);
    return {
      caller,
      query: { numDoc: invoice.numDoc, docDate: invoice.docDate },
      foreign: { call: { query: { numDoc: theirs.numDoc, docDate: theirs.docDate } }, message: 'Fatura não encontrada' },
    };
  };

/** Staff-wide data: every staff member with the permission reaches every row; no owner to cross. */
const STAFF_WIDE = 'staff-wide data: no customer owns it, every staff member with the permission reaches every row';

/** The code of the current 30-second step, or of the next one (each step is accepted once; ±1 step of drift). */
const totp = (secret: string, step = 0) =>
  OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret), timestamp: Date.now() + step * 30_000 });

/** Turns a staff member's second factor on (setup, then the current code); answers its secret. */
async function enableSecondFactor(context: RecipeContext, who: { token: string }) {
  const setup = await ok(
    await send(context.cms, 'POST', '/api/portal/me/second-factor/setup', { token: who.token, body: { password: FACTORY_PASSWORD } }),
    'second-factor setup',
  );
  const { secret, enrolment } = setup.body.data as { secret: string; enrolment: string };
  await ok(
    await send(context.cms, 'POST', '/api/portal/me/second-factor', { token: who.token, body: { enrolment, code: totp(secret) } }),
    'second-factor enable',
  );
  return secret;
}

/** An industrial customer whose contract is on an axis of the gas network (what programming needs). */
async function industrial(context: RecipeContext) {
  const customer = await context.customer({ role: 'industry', segment: 'INDUSTRIAL', notificationAccess: true });
  const axisId = (await createAxis(context.cms)).axis.id;
  await joinAxis(context.cms, { contractId: customer.contracts[0]!.documentId, axisId, qdc: '1000', baseHour: 360 });
  return { customer, axisId };
}

/** A curtailment notice's body (a percentage of the QDC, from 10:00 the day after tomorrow) to one contract. */
const curtailmentBody = (contractId: string) => ({
  contractIds: [contractId],
  kind: 'PERCENT',
  percent: '80',
  startsAt: `${dayAfter(2)}T10:00`,
  reason: 'Manutenção no city gate',
});

/** A notice issued by the gas programmer to the contract; answers its id. */
async function curtailmentOf(context: RecipeContext, contractId: string): Promise<number> {
  const made = await ok(
    await send(context.cms, 'POST', '/api/curtailment/notices', {
      token: context.caller('gas-programmer').token,
      body: curtailmentBody(contractId),
    }),
    'curtailment notice',
  );
  return made.body.data.id as number;
}

/** A day `days` after today in São Paulo, `AAAA-MM-DD`. */
const dayAfter = (days: number) => new Date(Date.now() - 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** An hourly file (issue 26 §5) of one row: yesterday at 06h, always over. */
const hourlyCsv = (consumerCode: string) => `Código do cliente;Data;Hora;Volume\n${consumerCode};${dayAfter(-1)};6;12,5\n`;

const SAMPLE_DAILY = path.resolve(import.meta.dirname, '../../../site/samples/consumo-diario.xlsx');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const CONNECTION_FIELDS = {
  type: 'BUSINESS',
  name: 'Maria',
  fullName: 'Maria Aparecida Souza',
  address: 'Avenida Bento de Abreu',
  number: '100',
  phone: '(16) 9 9123-4567',
  cep: '14801-010',
  socialReason: 'Padaria Pão Quente Ltda',
  cnpj: '11.222.333/0001-81',
  segment: 'Panificação',
  averageConsumption: '500,01 A 2.000,00',
};

/** A customer whose supply was cut for non-payment, with an open bill: a reconnection with its payment proof. */
async function reconnection(context: RecipeContext) {
  const caller = await context.customer({ contractSituation: 'DEACTIVATE' });
  const contractId = caller.contracts[0]!.documentId;
  await createInterruption(context.cms, { contractId, reason: 'NON_PAYMENT', startedAt: dayAfter(-20) });
  await createInvoice(context.cms, { contractId });
  const calendar = await ok(await send(context.cms, 'GET', '/api/services/reconnection/calendar', { token: caller.token }), 'calendar');
  const first = (calendar.body.data as { date: string; period: string[] }[])[0]!;
  const form = new FormData();
  form.append('date', JSON.stringify({ date: first.date, period: first.period[0] }));
  form.append('phone', JSON.stringify('(14) 9 9123-4567'));
  form.append('files', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'comprovante.pdf');
  return { built: { caller, body: form } as Built };
}

/** "Já paguei" (docs/collections-suspension.md): a fresh customer's overdue bill and the multipart body with its receipt. */
async function overdueBill(context: RecipeContext) {
  const caller = await context.customer();
  const bill = (
    await createInvoice(context.cms, { contractId: caller.contracts[0]!.documentId, issueDate: dayAfter(-40), dueDate: dayAfter(-20) })
  ).invoice;
  return { caller, bill };
}

function receiptForm() {
  const form = new FormData();
  form.append('paymentDate', dayAfter(-21));
  form.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'comprovante.pdf');
  return form;
}

/**
 * Self-reading (docs/insights-self-reading.md): a fresh customer whose last bill was read 27 days
 * ago, so today is inside the 5-day window before the next cycle's reading date (a month after).
 */
async function readingCustomer(context: RecipeContext) {
  const caller = await context.customer();
  await createInvoice(context.cms, {
    contractId: caller.contracts[0]!.documentId,
    issueDate: dayAfter(-27),
    previousReading: '100',
    currentReading: '130',
    consumptionM3: '30',
    paymentDate: dayAfter(-27),
  });
  return caller;
}

const METER_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

function readingForm(reading = '150') {
  const form = new FormData();
  form.append('reading', reading);
  form.append('confirm', 'true');
  form.append('file', new Blob([new Uint8Array(METER_PNG)], { type: 'image/png' }), 'medidor.png');
  return form;
}

/** Routes with a path parameter (or an input the default cannot give), by `METHOD /api/path`. */
export const RECIPES: Record<string, Recipe> = {
  'GET /api/invoices/:numDoc': invoiceRoute((invoice) => ({ docDate: invoice.docDate, type: 'barCode' })),
  'GET /api/invoices/:numDoc/download': invoiceRoute((invoice) => ({ docDate: invoice.docDate })),
  'GET /api/invoices/:numDoc/send': invoiceRoute((invoice) => ({ docDate: invoice.docDate, email: 'copia.fatura@exemplo.test' })),
  // Issue 24 §1: what an open bill asks today (without a provider: its amount, static code).
  // The bill explained needs reading data (docs/insights-explain.md); the demo tariffs cover 2026.
  'GET /api/insights/explain/:numDoc': async (context) => {
    const caller = context.caller('client');
    const reading = {
      previousReadingDate: '2026-01-25',
      currentReadingDate: '2026-02-24',
      readingType: 'REAL' as const,
      correctedM3: '12',
    };
    const contractId = caller.me.selectedContract?.id ?? caller.contracts[0]!.documentId;
    const mine = (await createInvoice(context.cms, { contractId, ...reading })).invoice;
    const other = await context.customer();
    const theirs = (await createInvoice(context.cms, { contractId: other.contracts[0]!.documentId, ...reading })).invoice;
    return {
      caller,
      params: { numDoc: mine.numDoc },
      foreign: { call: { params: { numDoc: theirs.numDoc } }, message: 'Fatura não encontrada' },
    };
  },
  'GET /api/collections/pix/invoices/:numDoc': invoiceRoute((invoice) => ({ docDate: invoice.docDate })),
  'GET /api/contract/send': async (context) => ({ caller: context.caller('client'), query: { email: 'copia.contrato@exemplo.test' } }),
  // Lei 12.007/2009 (docs/collections-declaration.md): a year ended with its bill paid; another customer's contract → 404.
  'GET /api/collections/declarations/:year/download': async (context) => {
    const year = Number(dayAfter(0).slice(0, 4)) - 1;
    const paidBill = (contractId: string) =>
      createInvoice(context.cms, {
        contractId,
        referenceMonth: `${year}-05`,
        issueDate: `${year}-06-01`,
        dueDate: `${year}-06-10`,
        paymentDate: `${year}-06-09`,
      });
    const caller = await context.customer();
    const other = await context.customer();
    await paidBill(caller.contracts[0]!.documentId);
    await paidBill(other.contracts[0]!.documentId);
    return {
      caller,
      params: { year },
      query: { contractId: caller.contracts[0]!.documentId },
      foreign: { call: { params: { year }, query: { contractId: other.contracts[0]!.documentId } }, message: 'Contrato não encontrado' },
      check: (answer) => (answer.headers.get('content-type') === 'application/pdf' ? null : 'not a PDF'),
    };
  },

  'GET /api/portal/simplified-invoice/session': simplifiedRoute(false),
  'GET /api/simplified-invoice/list': simplifiedRoute(false),
  'GET /api/simplified-invoice/details': simplifiedRoute(true),
  'GET /api/simplified-invoice/generate': simplifiedRoute(true),

  'GET /api/attendant/contracts': async (context) => {
    const customer = await context.customer();
    return { caller: context.caller('attendant-2 idle'), query: { cpfcnpj: customer.contracts[0]!.consumerCpfCnpj } };
  },
  'PATCH /api/attendant/session': async (context) => {
    const customer = await context.customer();
    return { caller: await context.staff('attendant-2'), body: { contractId: customer.contracts[0]!.documentId } };
  },
  'PATCH /api/auth/user/data': async (context) => {
    const caller = await context.customer({ role: 'client', active: false, contracts: 0 });
    const { contract } = await createContract(context.cms);
    return {
      caller,
      body: { consumerCod: contract.consumerCode, cpfcnpj: contract.consumerCpfCnpj, active: true, emailVerified: true },
    };
  },
  'PUT /api/auth/user/resetPassword': async (context) => ({
    caller: await context.customer(),
    body: { currentPassword: FACTORY_PASSWORD, password: 'Nova@Senha2026', confirmpassword: 'Nova@Senha2026' },
  }),
  'POST /api/portal/me/second-factor/setup': async (context) => ({
    caller: await context.staff('attendant-2'),
    body: { password: FACTORY_PASSWORD },
  }),
  'POST /api/portal/me/second-factor': async (context) => {
    const caller = await context.staff('attendant-2');
    const setup = await ok(
      await send(context.cms, 'POST', '/api/portal/me/second-factor/setup', { token: caller.token, body: { password: FACTORY_PASSWORD } }),
      'second-factor setup',
    );
    return { caller, body: { enrolment: setup.body.data.enrolment, code: totp(setup.body.data.secret) } };
  },
  'POST /api/portal/me/second-factor/disable': async (context) => {
    const caller = await context.staff('attendant-2');
    const secret = await enableSecondFactor(context, caller);
    return { caller, body: { password: FACTORY_PASSWORD, code: totp(secret, 1) } };
  },
  'GET /api/user/login': async (context) => ({
    caller: await context.customer(),
    query: { newEmail: `novo.${crypto.randomBytes(4).toString('hex')}@exemplo.test` },
  }),
  'POST /api/user/login/reauth': async (context) => ({
    caller: await context.customer(),
    body: { currentPassword: FACTORY_PASSWORD },
  }),

  'POST /api/services/connection/locations/import': async (context) => {
    const form = new FormData();
    const xlsx = await installationsXlsx([['Bauru', 'Residencial Teste', 'Rua Treze de Maio', 100, '17010-000', 'Casa']]);
    form.append('file', new Blob([new Uint8Array(xlsx)]), 'instalacoes.xlsx');
    return { caller: context.caller('admin-master'), body: form };
  },
  'GET /api/services/connection/requests/:protocol/files/:position': async (context) => {
    const form = new FormData();
    for (const [key, value] of Object.entries({
      ...CONNECTION_FIELDS,
      email: `maria.${crypto.randomBytes(3).toString('hex')}@exemplo.test`,
    }))
      form.append(key, value);
    form.append('files', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'documento.pdf');
    const made = await ok(await send(context.cms, 'POST', '/api/services/connection', { body: form }), 'connection request');
    return { caller: context.caller('admin-master'), params: { protocol: made.body.data.protocol, position: 1 }, noForeign: STAFF_WIDE };
  },

  // Issue 26 (docs/contract-accounting.md): the industrial client on its contract; another client's contract is 404.
  'GET /api/contract-accounting/:contractId/cockpit': async (context) => {
    const { customer } = await industrial(context);
    const other = (await industrial(context)).customer;
    return {
      caller: customer,
      params: { contractId: customer.contracts[0]!.documentId },
      query: { month: dayAfter(0).slice(0, 7) },
      foreign: { call: { params: { contractId: other.contracts[0]!.documentId } }, message: 'Contrato não encontrado' },
    };
  },
  'GET /api/contract-accounting/:contractId/export': async (context) => {
    const { customer } = await industrial(context);
    const other = (await industrial(context)).customer;
    return {
      caller: customer,
      params: { contractId: customer.contracts[0]!.documentId },
      query: { month: dayAfter(0).slice(0, 7), table: 'desequilibrio' },
      foreign: {
        call: { params: { contractId: other.contracts[0]!.documentId }, query: { table: 'ultrapassagem' } },
        message: 'Contrato não encontrado',
      },
      check: (answer) => ((answer.headers.get('content-type') ?? '').startsWith('text/csv') ? null : 'not a CSV'),
    };
  },
  'GET /api/consumption-schedule/list': async (context) => ({ caller: (await industrial(context)).customer }),
  'GET /api/consumption-schedule/export': async (context) => ({ caller: (await industrial(context)).customer }),
  'POST /api/consumption-schedule': async (context) => ({
    caller: (await industrial(context)).customer,
    body: { dates: [{ date: dayAfter(2), volume: '900' }] },
  }),
  'POST /api/consumption-schedule/send-email': async (context) => {
    const { customer } = await industrial(context);
    const created = await ok(
      await send(context.cms, 'POST', '/api/consumption-schedule', {
        token: customer.token,
        body: { dates: [{ date: dayAfter(2), volume: '900' }] },
      }),
      'programming',
    );
    const other = (await industrial(context)).customer;
    const theirs = await ok(
      await send(context.cms, 'POST', '/api/consumption-schedule', {
        token: other.token,
        body: { dates: [{ date: dayAfter(2), volume: '5' }] },
      }),
      'programming',
    );
    const contractId = customer.contracts[0]!.documentId;
    return {
      caller: customer,
      query: { protocol: created.body.data.protocol, contractId },
      foreign: { call: { query: { protocol: theirs.body.data.protocol, contractId } }, message: 'Protocolo não encontrado' },
    };
  },
  'POST /api/consumption-schedule/send-request-email': async (context) => {
    const { customer } = await industrial(context);
    return { caller: context.caller('gas-programmer'), query: { contractId: customer.contracts[0]!.documentId } };
  },
  'POST /api/consumption-schedule/dashboard/send-request-quarterly-schedule': async (context) => {
    const { customer } = await industrial(context);
    return { caller: context.caller('gas-programmer'), body: { contractId: customer.contracts[0]!.documentId } };
  },
  'POST /api/consumption-schedule/import-daily': async (context) => {
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(fs.readFileSync(SAMPLE_DAILY))]), 'consumo.xlsx');
    return { caller: context.caller('gas-programmer'), body: form };
  },
  'GET /api/consumption-schedule/import-daily/:id': async (context) => {
    const caller = context.caller('gas-programmer');
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(fs.readFileSync(SAMPLE_DAILY))]), 'consumo.xlsx');
    const made = await ok(
      await send(context.cms, 'POST', '/api/consumption-schedule/import-daily', { token: caller.token, body: form }),
      'import',
    );
    const admin = context.caller('admin-master');
    const { batchId } = await batchOf(context, admin);
    // An invoice batch is another kind of batch: not a daily-data import.
    return { caller, params: { id: made.body.data.id }, foreign: { call: { params: { id: batchId } }, message: 'Lote não encontrado' } };
  },
  'POST /api/consumption-schedule/import-hourly': async (context) => {
    const { customer } = await industrial(context);
    const form = new FormData();
    form.append('files', new Blob([hourlyCsv(customer.contracts[0]!.consumerCode)]), 'medicoes.csv');
    return { caller: context.caller('gas-programmer'), body: form };
  },
  'GET /api/consumption-schedule/import-hourly/:id': async (context) => {
    const caller = context.caller('gas-programmer');
    const { customer } = await industrial(context);
    const form = new FormData();
    form.append('files', new Blob([hourlyCsv(customer.contracts[0]!.consumerCode)]), 'medicoes.csv');
    const made = await ok(
      await send(context.cms, 'POST', '/api/consumption-schedule/import-hourly', { token: caller.token, body: form }),
      'import',
    );
    const admin = context.caller('admin-master');
    const { batchId } = await batchOf(context, admin);
    // An invoice batch is another kind of batch: not an hourly import.
    return { caller, params: { id: made.body.data.id }, foreign: { call: { params: { id: batchId } }, message: 'Lote não encontrado' } };
  },
  'GET /api/consumption-schedule/hourly': async (context) => {
    const { customer } = await industrial(context);
    const other = (await industrial(context)).customer;
    return {
      caller: customer,
      query: { contractId: customer.contracts[0]!.documentId },
      foreign: { call: { query: { contractId: other.contracts[0]!.documentId } }, message: 'Contrato não encontrado' },
    };
  },

  'GET /api/privacy/exports/:id/file': async (context) => {
    const exportOf = async (who: { token: string }) => {
      await ok(await send(context.cms, 'POST', '/api/privacy/exports', { token: who.token, body: { format: 'zip' } }), 'export');
      for (;;) {
        const latest = await send(context.cms, 'GET', '/api/privacy/exports/latest', { token: who.token });
        if (latest.body?.data?.status === 'READY') return latest.body.data.id as string;
        if (latest.body?.data?.status === 'ERROR') throw new Error('the export failed');
        await new Promise((r) => setTimeout(r, 200));
      }
    };
    const caller = await context.customer();
    const other = await context.customer();
    return {
      caller,
      params: { id: await exportOf(caller) },
      foreign: { call: { params: { id: await exportOf(other) } }, message: 'Exportação não encontrada' },
    };
  },

  // Negotiation (docs/collections-negotiation.md): a fresh customer with a bill overdue since 2025.
  'POST /api/collections/negotiation/simulation': async (context) => {
    const { caller, numDoc } = await overdueCustomer(context);
    return { caller, body: { bills: [numDoc] } };
  },
  'POST /api/collections/negotiation/agreements': async (context) => {
    const { caller, numDoc } = await overdueCustomer(context);
    return { caller, body: { bills: [numDoc], instalments: 1, acceptTerms: true } };
  },
  'POST /api/services/reconnection': async (context) => (await reconnection(context)).built,
  'GET /api/services/requests/:protocol/files/:position': async (context) => {
    const { built } = await reconnection(context);
    const made = await ok(
      await send(context.cms, 'POST', '/api/services/reconnection', { token: built.caller.token, body: built.body }),
      'reconnection',
    );
    return { caller: context.caller('admin-master'), params: { protocol: made.body.data.protocol, position: 1 }, noForeign: STAFF_WIDE };
  },

  'POST /api/collections/invoices/:numDoc/receipt': async (context) => {
    const mine = await overdueBill(context);
    const theirs = await overdueBill(context);
    return {
      caller: mine.caller,
      params: { numDoc: mine.bill.numDoc },
      body: receiptForm(),
      foreign: { call: { params: { numDoc: theirs.bill.numDoc }, body: receiptForm() }, message: 'Fatura não encontrada' },
    };
  },
  'GET /api/collections/receipts/:protocol/files/:position': async (context) => {
    const { caller, bill } = await overdueBill(context);
    const made = await ok(
      await send(context.cms, 'POST', `/api/collections/invoices/${bill.numDoc}/receipt`, { token: caller.token, body: receiptForm() }),
      'receipt',
    );
    return { caller: context.caller('admin-master'), params: { protocol: made.body.data.protocol, position: 1 }, noForeign: STAFF_WIDE };
  },

  'POST /api/insights/self-reading': async (context) => {
    const caller = await readingCustomer(context);
    return { caller, body: readingForm() };
  },
  'POST /api/insights/invoices/:numDoc/contest': async (context) => {
    const estimated = async () => {
      const caller = await context.customer();
      const bill = (
        await createInvoice(context.cms, {
          contractId: caller.contracts[0]!.documentId,
          issueDate: dayAfter(-5),
          previousReading: '100',
          currentReading: '130',
          consumptionM3: '30',
          readingType: 'ESTIMATED',
        })
      ).invoice;
      return { caller, bill };
    };
    const mine = await estimated();
    const theirs = await estimated();
    return {
      caller: mine.caller,
      params: { numDoc: mine.bill.numDoc },
      body: readingForm('125'),
      foreign: { call: { params: { numDoc: theirs.bill.numDoc }, body: readingForm('125') }, message: 'Fatura não encontrada' },
    };
  },
  'GET /api/insights/self-reading/:protocol/files/:position': async (context) => {
    const caller = await readingCustomer(context);
    const made = await ok(
      await send(context.cms, 'POST', '/api/insights/self-reading', { token: caller.token, body: readingForm() }),
      'self-reading',
    );
    return { caller: context.caller('admin-master'), params: { protocol: made.body.data.protocol, position: 1 }, noForeign: STAFF_WIDE };
  },

  'PATCH /api/notification/:id/read': notificationRoute,
  'DELETE /api/notification/:id/delete': notificationRoute,

  // Issue 26 §6 (docs/access-tokens.md): an industrial administrator revokes its own token; another one's is 404.
  'DELETE /api/access-tokens/:id': async (context) => {
    const industry = { role: 'industry', segment: 'INDUSTRIAL' } as const;
    const [owner, other] = [await context.customer(industry), await context.customer(industry)];
    const tokenOf = async (caller: { token: string }) =>
      (
        await ok(
          await send(context.cms, 'POST', '/api/access-tokens', {
            token: caller.token,
            body: { name: 'ERP', scopes: ['consumption:read'], expiresInDays: 30 },
          }),
          'access token create',
        )
      ).body.data.id as string;
    const [mine, theirs] = [await tokenOf(owner), await tokenOf(other)];
    return { caller: owner, params: { id: mine }, foreign: { call: { params: { id: theirs } }, message: 'Token não encontrado.' } };
  },

  'PATCH /api/portal/me/selected-contract': async (context) => {
    const caller = context.caller('multi-contract');
    return { caller, body: { contractId: caller.contracts[1]!.documentId } };
  },

  'GET /api/auth/group/:id': async (context) => {
    const made = await createStaff(context.cms, { role: 'admin' });
    return { caller: context.caller('admin-master'), params: { id: made.profile!.id }, noForeign: STAFF_WIDE };
  },
  'PATCH /api/auth/group/:id': async (context) => {
    const made = await createStaff(context.cms, { role: 'admin', permissions: ['faturas.ver'] });
    return {
      caller: context.caller('admin-master'),
      params: { id: made.profile!.id },
      noForeign: STAFF_WIDE,
      body: { nome: `${made.profile!.name} editado`, subGrupos: [{ nome: 'Atendimento', roles: [{ name: 'faturas.ver' }] }] },
    };
  },
  'DELETE /api/auth/group/:id': async (context) => {
    const master = context.caller('admin-master');
    const created = await ok(
      await send(context.cms, 'POST', '/api/auth/group/create', {
        token: master.token,
        body: {
          nome: `Perfil ${crypto.randomBytes(3).toString('hex')}`,
          subGrupos: [{ nome: 'Atendimento', roles: [{ name: 'faturas.ver' }] }],
        },
      }),
      'group create',
    );
    return { caller: master, params: { id: created.body.data.id }, noForeign: STAFF_WIDE };
  },
  'POST /api/auth/group/create': async (context) => ({
    caller: context.caller('admin-master'),
    body: {
      nome: `Perfil ${crypto.randomBytes(3).toString('hex')}`,
      subGrupos: [{ nome: 'Atendimento', roles: [{ name: 'faturas.ver' }] }],
    },
  }),

  'POST /api/auth/user/create-auth': async (context) => {
    const made = await createStaff(context.cms, { role: 'admin' });
    return {
      caller: context.caller('admin-master'),
      body: {
        email: `staff.${crypto.randomBytes(4).toString('hex')}@exemplo.test`,
        name: 'Pessoa de Teste',
        cpfCnpj: generateCpf(),
        profile: made.profile!.id,
        type: 'INDIVIDUAL',
      },
    };
  },
  'PUT /api/auth/user/:id': platformUserRoute((row) => ({
    email: row.email,
    name: `${row.name} editado`,
    cpfCnpj: generateCpf(),
    profile: row.profileId,
    type: 'INDIVIDUAL',
  })),
  'DELETE /api/auth/user/:id': platformUserRoute(),
  'POST /api/auth/user/:id/reset-password': platformUserRoute(),
  'POST /api/auth/user/:id/second-factor/reset': async (context) => {
    const built = await platformUserRoute()(context);
    const row = (built.params as { id: number }).id;
    const list = await send(context.cms, 'GET', '/api/auth/user/list', { token: context.caller('admin-master').token });
    const email = (list.body.data as { id: number; email: string }[]).find((u) => u.id === row)!.email;
    await enableSecondFactor(context, await context.signIn(email, FACTORY_PASSWORD, 'admin'));
    return built;
  },

  'POST /api/admin/industry-admin/create': async (context) => ({
    caller: await context.customer({ role: 'industry', segment: 'INDUSTRIAL' }),
    body: { name: 'Pessoa Secundária', cpfCnpj: generateCpf(), email: `sec.${crypto.randomBytes(4).toString('hex')}@exemplo.test` },
  }),
  'PATCH /api/admin/industry-admin/:id/update': secondaryRoute((user) => ({
    name: `${user.name} editado`,
    cpfCnpj: user.cpfCnpj,
    email: user.email,
  })),
  'DELETE /api/admin/industry-admin/:id/delete': secondaryRoute(() => undefined),

  // Débito automático (docs/collections-direct-debit.md): a fresh customer (the demo ones may already have one).
  'POST /api/collections/direct-debit': async (context) => ({ caller: await context.customer(), body: DEBIT_ENROLMENT }),
  'DELETE /api/collections/direct-debit': async (context) => {
    const caller = await context.customer();
    await ok(await send(context.cms, 'POST', '/api/collections/direct-debit', { token: caller.token, body: DEBIT_ENROLMENT }), 'enrolment');
    return { caller };
  },
  'POST /api/collections/direct-debit/returns': async (context) => ({
    caller: context.caller('admin-master'),
    body: { fileName: 'RET.TXT', content: debitReturn() },
  }),
  'GET /api/collections/direct-debit/files/:id/file': async (context) => {
    const { caller, id } = await debitReturnFile(context);
    return { caller, params: { id }, noForeign: STAFF_WIDE };
  },
  'GET /api/batches/:id/file-download': async (context) => {
    const caller = context.caller('admin-master');
    const { batchId } = await batchOf(context, caller);
    return { caller, params: { id: batchId }, noForeign: STAFF_WIDE };
  },
  'GET /api/batches/items/:id/file-download': async (context) => {
    const caller = context.caller('admin-master');
    const { itemId } = await batchOf(context, caller);
    return { caller, params: { id: itemId }, noForeign: STAFF_WIDE };
  },
  'GET /api/batches/items': async (context) => {
    const caller = context.caller('admin-master');
    const { batchId } = await batchOf(context, caller);
    return { caller, query: { batchId: String(batchId) } };
  },
  'POST /api/batch': async (context) => {
    const customer = await context.customer();
    const contract = customer.contracts[0]!;
    const date = new Date(Date.now() + 86_400_000);
    const scheduled = `${String(date.getUTCDate()).padStart(2, '0')}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`;
    const form = new FormData();
    const csv = invoiceCsv([
      { consumerCode: contract.consumerCode, consumerCpfCnpj: contract.consumerCpfCnpj, numDoc: freshNumDoc(), scheduledDate: scheduled },
    ]);
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'faturas.csv');
    return { caller: context.caller('admin-master'), body: form };
  },

  'PATCH /api/consumption-schedule/:id/approve': async (context) => {
    const day = await consumptionDay(context);
    return {
      caller: context.caller('gas-programmer'),
      params: { id: day.id },
      body: { sendEmail: false, approvedVolume: '1000', situation: 5 },
      noForeign: STAFF_WIDE,
    };
  },
  'PATCH /api/consumption-schedule/:id/reprove': async (context) => {
    const day = await consumptionDay(context);
    return { caller: context.caller('gas-programmer'), params: { id: day.id }, body: { sendEmail: false }, noForeign: STAFF_WIDE };
  },
  'PATCH /api/consumption-schedule/:id/available-volume': async (context) => {
    // The final volume of a company changes once its axis is at 'Definir' (defined-axel), on today's row.
    const { customer, axisId } = await industrial(context);
    const day = await createConsumptionDay(context.cms, {
      contractId: customer.contracts[0]!.documentId,
      date: dayAfter(0),
      volume: '500',
      situation: 1,
    });
    await ok(
      await send(context.cms, 'PATCH', '/api/consumption-schedule/decision/stage', {
        token: context.caller('gas-programmer').token,
        body: { axisId, stage: 'defined-axel' },
      }),
      'axis stage',
    );
    return { caller: context.caller('gas-programmer'), params: { id: day.id }, body: { availableVolume: '1000' }, noForeign: STAFF_WIDE };
  },
  'PATCH /api/consumption-schedule/:id/projected-volume': async (context) => {
    const day = await consumptionDay(context);
    return {
      caller: context.caller('gas-programmer'),
      params: { id: day.id },
      body: { consumptionBaseHour: '06:00', partialConsumedVolume: '500' },
      noForeign: STAFF_WIDE,
    };
  },

  // Curtailment notices (PORTAL-API.md §28): the programmer issues to an industrial contract; its user acknowledges.
  'POST /api/curtailment/notices': async (context) => {
    const { customer } = await industrial(context);
    return { caller: context.caller('gas-programmer'), body: curtailmentBody(customer.contracts[0]!.documentId) };
  },
  'PATCH /api/curtailment/notices/:id/withdraw': async (context) => {
    const { customer } = await industrial(context);
    const id = await curtailmentOf(context, customer.contracts[0]!.documentId);
    return { caller: context.caller('gas-programmer'), params: { id }, noForeign: STAFF_WIDE };
  },
  'POST /api/curtailment/notices/:id/acknowledge': async (context) => {
    const { customer } = await industrial(context);
    const id = await curtailmentOf(context, customer.contracts[0]!.documentId);
    const other = (await industrial(context)).customer;
    const theirs = await curtailmentOf(context, other.contracts[0]!.documentId);
    return { caller: customer, params: { id }, foreign: { call: { params: { id: theirs } }, message: 'Aviso não encontrado' } };
  },
};

/**
 * Routes the harness does not call as their rightful caller, each with its reason. Keep this
 * short: an entry here is a route whose "allowed" is proven elsewhere or cannot be on a test stack.
 */
export const EXCEPTIONS: Record<string, string> = {
  // Google's OAuth round trip needs Google: only with GOOGLE_CLIENT_ID/SECRET (google-sign-in.test.ts fakes the provider).
  // Pix Automático needs the Pix provider (PIX_PROVIDER_URL, PIX_AUTOMATICO_CONTA): without it these answer 404
  // 'Pix Automático indisponível no momento.'; tests/api/collections-pix-automatico.test.ts runs them against the local provider.
  'POST /api/collections/pix-automatico': 'needs the Pix provider (collections-pix-automatico.test.ts)',
  'DELETE /api/collections/pix-automatico': 'needs the Pix provider (collections-pix-automatico.test.ts)',
};
