/**
 * FEBRABAN "Padrão de Débito Automático" (Manual do Débito Automático, versão 08, 150 positions;
 * cadastramento pela Instituição Financeira Destinatária — Resolução CMN nº 4.790/2020, Circular
 * BCB nº 4.022/2020). Records used by the portal, positions 1-based and inclusive as in the
 * manual's tables (docs/collections-direct-debit.md, "Layout"):
 *
 *   A header      1 'A' · 2 código de remessa (1 remessa, 2 retorno) · 3–22 código do convênio X(20)
 *                 · 23–42 nome da empresa X(20) · 43–45 código do banco 9(3) · 46–65 nome do banco X(20)
 *                 · 66–73 data de geração AAAAMMDD · 74–79 NSA 9(6) · 80–81 versão do layout '08'
 *                 · 82–98 'DEBITO AUTOMATICO' X(17) · 99–150 reservado X(52)
 *   B cadastro    1 'B' · 2–26 identificação do cliente na empresa X(25) · 27–30 agência X(4)
 *                 · 31–44 identificação do cliente no banco (conta com DV) X(14) · 45–52 data da opção/
 *                 exclusão AAAAMMDD · 53–149 reservado X(97) · 150 movimento (1 exclusão, 2 inclusão)
 *   C ocorrências 1 'C' · 2–26 cliente na empresa · 27–30 agência · 31–44 cliente no banco
 *                 · 45–84 ocorrência 1 X(40) · 85–124 ocorrência 2 X(40) · 125–149 reservado X(25)
 *                 · 150 movimento (1 exclusão, 2 inclusão)
 *   E débito      1 'E' · 2–26 cliente na empresa · 27–30 agência · 31–44 cliente no banco
 *                 · 45–52 vencimento AAAAMMDD · 53–67 valor 9(13)V99 · 68–69 moeda ('03' real)
 *                 · 70–129 uso da empresa X(60) · 130 tipo de identificação (1 CNPJ, 2 CPF)
 *                 · 131–145 CPF/CNPJ 9(15) · 146–149 reservado X(4) · 150 movimento (0 normal, 1 cancelamento)
 *   F retorno     as E, with 45–52 the date of the debit, 53–67 the value and 68–69 the return code
 *   J confirmação 1 'J' · 2–7 NSA da remessa · 8–15 data de geração da remessa · 16–21 total de
 *                 registros · 22–38 valor total 9(15)V99 · 39–46 data do processamento · 47–150 reservado
 *   Z trailer     1 'Z' · 2–7 total de registros do arquivo (com A e Z) 9(6) · 8–24 valor total dos
 *                 registros 9(15)V99 · 25–150 reservado X(126)
 *
 * Numeric fields are right-aligned with zeros, alphanumeric ones left-aligned with spaces,
 * uppercase without accents; values in cents; records end with CR LF. Pure: no I/O, no clock.
 */

export const RECORD_LENGTH = 150;
export const LAYOUT_VERSION = '08';
export const SERVICE_NAME = 'DEBITO AUTOMATICO';
export const CURRENCY_REAL = '03';

type Kind = 'N' | 'X';
interface Field {
  from: number;
  to: number;
  kind: Kind;
}

const f = (from: number, to: number, kind: Kind): Field => ({ from, to, kind });

/** The fields of each record, positions as in the manual (1-based, inclusive). */
export const FIELDS = {
  A: {
    code: f(1, 1, 'X'),
    direction: f(2, 2, 'N'),
    agreement: f(3, 22, 'X'),
    companyName: f(23, 42, 'X'),
    bankCode: f(43, 45, 'N'),
    bankName: f(46, 65, 'X'),
    date: f(66, 73, 'N'),
    nsa: f(74, 79, 'N'),
    version: f(80, 81, 'N'),
    service: f(82, 98, 'X'),
    reserved: f(99, 150, 'X'),
  },
  B: {
    code: f(1, 1, 'X'),
    customerId: f(2, 26, 'X'),
    agency: f(27, 30, 'X'),
    account: f(31, 44, 'X'),
    date: f(45, 52, 'N'),
    reserved: f(53, 149, 'X'),
    movement: f(150, 150, 'N'),
  },
  C: {
    code: f(1, 1, 'X'),
    customerId: f(2, 26, 'X'),
    agency: f(27, 30, 'X'),
    account: f(31, 44, 'X'),
    occurrence1: f(45, 84, 'X'),
    occurrence2: f(85, 124, 'X'),
    reserved: f(125, 149, 'X'),
    movement: f(150, 150, 'N'),
  },
  E: {
    code: f(1, 1, 'X'),
    customerId: f(2, 26, 'X'),
    agency: f(27, 30, 'X'),
    account: f(31, 44, 'X'),
    date: f(45, 52, 'N'),
    amount: f(53, 67, 'N'),
    currency: f(68, 69, 'N'),
    companyUse: f(70, 129, 'X'),
    idType: f(130, 130, 'N'),
    idNumber: f(131, 145, 'N'),
    reserved: f(146, 149, 'X'),
    movement: f(150, 150, 'N'),
  },
  F: {
    code: f(1, 1, 'X'),
    customerId: f(2, 26, 'X'),
    agency: f(27, 30, 'X'),
    account: f(31, 44, 'X'),
    date: f(45, 52, 'N'),
    amount: f(53, 67, 'N'),
    returnCode: f(68, 69, 'X'),
    companyUse: f(70, 129, 'X'),
    idType: f(130, 130, 'N'),
    idNumber: f(131, 145, 'N'),
    reserved: f(146, 149, 'X'),
    movement: f(150, 150, 'N'),
  },
  J: {
    code: f(1, 1, 'X'),
    nsa: f(2, 7, 'N'),
    date: f(8, 15, 'N'),
    records: f(16, 21, 'N'),
    total: f(22, 38, 'N'),
    processedOn: f(39, 46, 'N'),
    reserved: f(47, 150, 'X'),
  },
  Z: {
    code: f(1, 1, 'X'),
    records: f(2, 7, 'N'),
    total: f(8, 24, 'N'),
    reserved: f(25, 150, 'X'),
  },
} as const;

type RecordCode = keyof typeof FIELDS;

/** Uppercase, no accents, only the printable ASCII the banks accept. */
export function plainText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^\x20-\x7e]/g, ' ');
}

function put(line: string[], field: Field, value: string | number): void {
  const width = field.to - field.from + 1;
  let text: string;
  if (field.kind === 'N') {
    const digits = typeof value === 'number' ? String(value) : value;
    if (!/^\d*$/.test(digits)) throw new RangeError(`campo numérico ${field.from}–${field.to}: ${digits}`);
    if (digits.length > width) throw new RangeError(`campo ${field.from}–${field.to} maior que ${width}: ${digits}`);
    text = digits.padStart(width, '0');
  } else {
    text = plainText(String(value)).slice(0, width).padEnd(width, ' ');
  }
  for (let i = 0; i < width; i++) line[field.from - 1 + i] = text[i];
}

function record<C extends RecordCode>(code: C, values: Partial<Record<keyof (typeof FIELDS)[C], string | number>>): string {
  const line: string[] = Array.from({ length: RECORD_LENGTH }, () => ' ');
  const fields = FIELDS[code] as Record<string, Field>;
  for (const [name, field] of Object.entries(fields)) {
    const given = (values as Record<string, string | number | undefined>)[name];
    if (name === 'code') put(line, field, code);
    else put(line, field, given ?? (field.kind === 'N' ? '0' : ''));
  }
  return line.join('');
}

/** AAAAMMDD of an ISO date (YYYY-MM-DD). */
export const compactDate = (iso: string): string => iso.replaceAll('-', '');

function isoFromCompact(text: string): string | null {
  if (!/^\d{8}$/.test(text)) return null;
  const iso = `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}

export interface FileHeader {
  agreement: string;
  companyName: string;
  bankCode: string;
  bankName: string;
  /** ISO date the file was made. */
  date: string;
  nsa: number;
}

/** An account as the layout carries it: agency (4 digits) and account with its check digit. */
export interface DebitAccount {
  /** The customer's identification at the distributor (the consumer code). */
  customerId: string;
  agency: string;
  /** Account number followed by its check digit, no separator (e.g. "123456" + "7"). */
  account: string;
}

export interface EnrolmentMovement extends DebitAccount {
  /** ISO date of the option (inclusion) or of the exclusion. */
  date: string;
  action: 'INCLUDE' | 'EXCLUDE';
}

export interface DebitMovement extends DebitAccount {
  dueDate: string;
  amountCents: number;
  /** The distributor's reference, returned in record F (the bill number). */
  reference: string;
  /** CPF (11 digits) or CNPJ (14 digits) of the account holder. */
  document: string;
  cancel?: boolean;
}

export interface Remittance {
  header: FileHeader;
  enrolments: EnrolmentMovement[];
  debits: DebitMovement[];
}

const movementOfAction = (action: EnrolmentMovement['action']) => (action === 'EXCLUDE' ? 1 : 2);

/** The remessa file (A, B…, E…, Z), records separated by CR LF and ending with one. */
export function writeRemittance(file: Remittance): string {
  const { header } = file;
  const lines: string[] = [
    record('A', {
      direction: 1,
      agreement: header.agreement,
      companyName: header.companyName,
      bankCode: header.bankCode,
      bankName: header.bankName,
      date: compactDate(header.date),
      nsa: header.nsa,
      version: LAYOUT_VERSION,
      service: SERVICE_NAME,
    }),
  ];
  for (const e of file.enrolments)
    lines.push(
      record('B', {
        customerId: e.customerId,
        agency: e.agency,
        account: e.account,
        date: compactDate(e.date),
        movement: movementOfAction(e.action),
      }),
    );
  let total = 0;
  for (const d of file.debits) {
    if (!Number.isInteger(d.amountCents) || d.amountCents <= 0) throw new RangeError(`valor inválido: ${d.amountCents}`);
    total += d.amountCents;
    const document = d.document.replace(/\D/g, '');
    lines.push(
      record('E', {
        customerId: d.customerId,
        agency: d.agency,
        account: d.account,
        date: compactDate(d.dueDate),
        amount: d.amountCents,
        currency: CURRENCY_REAL,
        companyUse: d.reference,
        idType: document.length === 14 ? 1 : 2,
        idNumber: document,
        movement: d.cancel ? 1 : 0,
      }),
    );
  }
  lines.push(record('Z', { records: lines.length + 1, total }));
  return lines.map((l) => `${l}\r\n`).join('');
}

// ---------------------------------------------------------------------------------- reading

export interface EnrolmentAnswer extends DebitAccount {
  kind: 'CONFIRMED' | 'OCCURRENCE';
  action: 'INCLUDE' | 'EXCLUDE';
  /** Record B: the date of the option/exclusion; null for C. */
  date: string | null;
  /** Record C: the bank's occurrences (trimmed, empty ones dropped). */
  occurrences: string[];
  line: number;
}

export interface DebitAnswer extends DebitAccount {
  date: string;
  amountCents: number;
  returnCode: string;
  reference: string;
  cancel: boolean;
  line: number;
}

export interface ProcessingConfirmation {
  nsa: number;
  date: string;
  records: number;
  totalCents: number;
  processedOn: string;
}

export interface ReturnFile {
  header: FileHeader;
  enrolments: EnrolmentAnswer[];
  debits: DebitAnswer[];
  confirmations: ProcessingConfirmation[];
  /** Record types the portal does not use (e.g. X, relação de agências), counted, not applied. */
  ignored: number;
}

/** A file the reader refuses: the message is the one staff see (Portuguese). Nothing is applied. */
export class LayoutError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LayoutError';
  }
}

/** Record types a bank may send back that the portal reads but does not use. */
const IGNORED_TYPES = new Set(['D', 'H', 'I', 'K', 'L', 'T', 'X']);

function field(line: string, spec: Field): string {
  return line.slice(spec.from - 1, spec.to);
}

function numeric(line: string, spec: Field, lineNo: number, label: string): string {
  const text = field(line, spec);
  if (!/^\d+$/.test(text))
    throw new LayoutError(`Linha ${lineNo}: o campo "${label}" (posições ${spec.from} a ${spec.to}) deve ter só algarismos.`);
  return text;
}

function date(line: string, spec: Field, lineNo: number, label: string): string {
  const iso = isoFromCompact(field(line, spec));
  if (!iso)
    throw new LayoutError(`Linha ${lineNo}: o campo "${label}" (posições ${spec.from} a ${spec.to}) não é uma data AAAAMMDD válida.`);
  return iso;
}

const trimmed = (line: string, spec: Field) => field(line, spec).trim();

function account(line: string, code: 'B' | 'C' | 'F'): DebitAccount {
  const spec = FIELDS[code];
  return { customerId: trimmed(line, spec.customerId), agency: trimmed(line, spec.agency), account: trimmed(line, spec.account) };
}

function movementAction(line: string, spec: Field, lineNo: number): 'INCLUDE' | 'EXCLUDE' {
  const code = field(line, spec);
  if (code === '2') return 'INCLUDE';
  if (code === '1') return 'EXCLUDE';
  throw new LayoutError(`Linha ${lineNo}: código do movimento "${code}" inválido (1 exclusão, 2 inclusão).`);
}

/**
 * Reads a retorno file. Checks every record's length (150), record types, numeric fields,
 * dates, the header (a retorno, version 08) and the trailer (its record count and the sum of the
 * F values); any fault refuses the whole file with a message naming the line.
 */
export function readReturnFile(text: string): ReturnFile {
  const lines = text.split(/\r?\n/);
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  if (lines.length < 2) throw new LayoutError('O arquivo está vazio ou não tem o registro "Z" (trailer).');
  lines.forEach((line, index) => {
    if (line.length !== RECORD_LENGTH)
      throw new LayoutError(`Linha ${index + 1}: o registro tem ${line.length} posições; o layout tem ${RECORD_LENGTH}.`);
  });
  const first = lines[0];
  if (first[0] !== 'A') throw new LayoutError('Linha 1: o arquivo deve começar pelo registro "A" (header).');
  const A = FIELDS.A;
  if (field(first, A.direction) !== '2') throw new LayoutError('Linha 1: o arquivo não é um retorno (código de remessa 2).');
  if (field(first, A.version) !== LAYOUT_VERSION)
    throw new LayoutError(`Linha 1: versão do layout "${field(first, A.version)}"; o portal lê a versão ${LAYOUT_VERSION}.`);
  const header: FileHeader = {
    agreement: trimmed(first, A.agreement),
    companyName: trimmed(first, A.companyName),
    bankCode: numeric(first, A.bankCode, 1, 'código do banco'),
    bankName: trimmed(first, A.bankName),
    date: date(first, A.date, 1, 'data de geração'),
    nsa: Number(numeric(first, A.nsa, 1, 'NSA')),
  };
  const last = lines[lines.length - 1];
  if (last[0] !== 'Z') throw new LayoutError(`Linha ${lines.length}: o arquivo deve terminar pelo registro "Z" (trailer).`);
  const result: ReturnFile = { header, enrolments: [], debits: [], confirmations: [], ignored: 0 };
  let total = 0;
  for (let i = 1; i < lines.length - 1; i++) {
    const line = lines[i];
    const n = i + 1;
    const code = line[0];
    if (code === 'B') {
      result.enrolments.push({
        ...account(line, 'B'),
        kind: 'CONFIRMED',
        action: movementAction(line, FIELDS.B.movement, n),
        date: date(line, FIELDS.B.date, n, 'data da opção'),
        occurrences: [],
        line: n,
      });
    } else if (code === 'C') {
      result.enrolments.push({
        ...account(line, 'C'),
        kind: 'OCCURRENCE',
        action: movementAction(line, FIELDS.C.movement, n),
        date: null,
        occurrences: [trimmed(line, FIELDS.C.occurrence1), trimmed(line, FIELDS.C.occurrence2)].filter(Boolean),
        line: n,
      });
    } else if (code === 'F') {
      const F = FIELDS.F;
      const amountCents = Number(numeric(line, F.amount, n, 'valor'));
      const movement = field(line, F.movement);
      if (movement !== '0' && movement !== '1') throw new LayoutError(`Linha ${n}: código do movimento "${movement}" inválido (0 ou 1).`);
      const returnCode = field(line, F.returnCode);
      if (!/^[0-9A-Z]{2}$/.test(returnCode)) throw new LayoutError(`Linha ${n}: código de retorno "${returnCode}" inválido.`);
      total += amountCents;
      result.debits.push({
        ...account(line, 'F'),
        date: date(line, F.date, n, 'data do débito'),
        amountCents,
        returnCode,
        reference: trimmed(line, F.companyUse),
        cancel: movement === '1',
        line: n,
      });
    } else if (code === 'J') {
      const J = FIELDS.J;
      result.confirmations.push({
        nsa: Number(numeric(line, J.nsa, n, 'NSA da remessa')),
        date: date(line, J.date, n, 'data de geração da remessa'),
        records: Number(numeric(line, J.records, n, 'total de registros')),
        totalCents: Number(numeric(line, J.total, n, 'valor total')),
        processedOn: date(line, J.processedOn, n, 'data do processamento'),
      });
    } else if (code === 'A' || code === 'Z') {
      throw new LayoutError(`Linha ${n}: registro "${code}" fora do lugar (só o primeiro é "A" e só o último é "Z").`);
    } else if (IGNORED_TYPES.has(code)) {
      result.ignored++;
    } else if (code === 'E') {
      // Manual v08, "Normas e procedimentos": with a clause in the agreement the Instituição Depositária may send the
      // enrolment itself in a record "E" (cadastramento misto). The portal's agreements have no
      // such clause: the file is refused whole rather than an authorisation being lost.
      throw new LayoutError(
        `Linha ${n}: registro "E" num retorno (cadastramento pela Instituição Depositária, "cadastramento misto") não é aceito: o convênio do portal não tem essa cláusula.`,
      );
    } else {
      throw new LayoutError(`Linha ${n}: tipo de registro "${code}" desconhecido no layout de débito automático.`);
    }
  }
  const n = lines.length;
  const records = Number(numeric(last, FIELDS.Z.records, n, 'total de registros'));
  if (records !== lines.length) throw new LayoutError(`Linha ${n}: o trailer diz ${records} registros; o arquivo tem ${lines.length}.`);
  const declared = Number(numeric(last, FIELDS.Z.total, n, 'valor total'));
  if (declared !== total) throw new LayoutError(`Linha ${n}: o trailer soma ${declared} centavos; os registros "F" somam ${total}.`);
  return result;
}

/** Reads one of the portal's own remessa files back (tests, operations: what was sent). */
export function readRemittance(text: string): Remittance {
  const lines = text.split(/\r?\n/).filter((l) => l !== '');
  lines.forEach((line, index) => {
    if (line.length !== RECORD_LENGTH)
      throw new LayoutError(`Linha ${index + 1}: o registro tem ${line.length} posições; o layout tem ${RECORD_LENGTH}.`);
  });
  const first = lines[0] ?? '';
  const A = FIELDS.A;
  if (first[0] !== 'A' || field(first, A.direction) !== '1') throw new LayoutError('Linha 1: o arquivo não é uma remessa.');
  const header: FileHeader = {
    agreement: trimmed(first, A.agreement),
    companyName: trimmed(first, A.companyName),
    bankCode: field(first, A.bankCode),
    bankName: trimmed(first, A.bankName),
    date: date(first, A.date, 1, 'data de geração'),
    nsa: Number(numeric(first, A.nsa, 1, 'NSA')),
  };
  const out: Remittance = { header, enrolments: [], debits: [] };
  let total = 0;
  lines.slice(1, -1).forEach((line, index) => {
    const n = index + 2;
    if (line[0] === 'B')
      out.enrolments.push({
        ...account(line, 'B'),
        date: date(line, FIELDS.B.date, n, 'data da opção'),
        action: movementAction(line, FIELDS.B.movement, n),
      });
    else if (line[0] === 'E') {
      const E = FIELDS.E;
      const amountCents = Number(numeric(line, E.amount, n, 'valor'));
      total += amountCents;
      out.debits.push({
        customerId: trimmed(line, E.customerId),
        agency: trimmed(line, E.agency),
        account: trimmed(line, E.account),
        dueDate: date(line, E.date, n, 'vencimento'),
        amountCents,
        reference: trimmed(line, E.companyUse),
        document: String(Number(field(line, E.idNumber))).padStart(field(line, E.idType) === '1' ? 14 : 11, '0'),
        cancel: field(line, E.movement) === '1',
      });
    } else throw new LayoutError(`Linha ${n}: tipo de registro "${line[0]}" inesperado numa remessa.`);
  });
  const last = lines[lines.length - 1];
  if (last?.[0] !== 'Z' || Number(field(last, FIELDS.Z.records)) !== lines.length || Number(field(last, FIELDS.Z.total)) !== total)
    throw new LayoutError('O trailer da remessa não confere com os registros.');
  return out;
}
