/**
 * Planned interruptions of the gas supply (issue 25 §5; docs/insights-interruptions.md): who is
 * affected, when customers are told, when an interruption counts as ended, and the texts. Pure:
 * the portal's use cases give `now` and the rows.
 */

/** An interruption as staff registered it (the area as the admin's text fields hold it). */
export interface InterruptionFacts {
  reason: string;
  city: string;
  /** One street per line (or separated by ";"); empty: the whole city (unless CEP ranges are given). */
  streets?: string | null;
  /** One range per line: "17000-000 a 17099-999" (also "17000000-17099999"), or a single CEP. */
  cepRanges?: string | null;
  /** Consumer codes, one per line or separated by commas/spaces: when given, only these contracts. */
  consumerCodes?: string | null;
  startsAt: Date;
  expectedEndAt: Date;
  endedAt?: Date | null;
}

/** What the rules need of a contract. */
export interface ContractPlace {
  consumerCode: string;
  city?: string | null;
  /** "Rua X, 123, Bairro, Cidade - SP, 17015-000" (the SAP's one-line address). */
  consumerAddress?: string | null;
}

export const INTERRUPTION_MESSAGES = {
  reasonRequired: 'Informe o motivo da interrupção.',
  cityRequired: 'Informe a cidade afetada.',
  endBeforeStart: 'A previsão de término deve ser posterior ao início.',
  tooLate: (hours: number) => `A interrupção programada precisa ser registrada com pelo menos ${hours} horas de antecedência do início.`,
  badCepRange: (line: string) => `Faixa de CEP inválida: "${line}". Use, por exemplo, 17000-000 a 17099-999.`,
  badConsumerCode: (code: string) => `Código do cliente inválido: "${code}".`,
} as const;

/** Lower case, no accents, single spaces: "Av.  Getúlio Vargas" → "av. getulio vargas". */
export function normalizePlace(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const STREET_PREFIXES: [RegExp, string][] = [
  [/^(r\.?|rua)\s+/, 'rua '],
  [/^(av\.?|avenida)\s+/, 'avenida '],
  [/^(al\.?|alameda)\s+/, 'alameda '],
  [/^(tv\.?|travessa)\s+/, 'travessa '],
  [/^(pc\.?|pca\.?|praca)\s+/, 'praca '],
  [/^(rod\.?|rodovia)\s+/, 'rodovia '],
];

/** A street name compared without accents, case or the abbreviation of its type ("R." = "Rua"). */
export function normalizeStreet(value: string): string {
  let street = normalizePlace(value);
  for (const [pattern, full] of STREET_PREFIXES) street = street.replace(pattern, full);
  return street;
}

const lines = (text: string | null | undefined, separators: RegExp) =>
  (text ?? '')
    .split(separators)
    .map((l) => l.trim())
    .filter(Boolean);

/** The CEP as 8 digits, or null. */
export function cepDigits(value: string): string | null {
  const digits = value.replace(/\D/g, '');
  return digits.length === 8 ? digits : null;
}

export interface CepRange {
  from: string;
  to: string;
}

/** The ranges of the admin's text; a line that is not a CEP or a range is reported. */
export function parseCepRanges(text: string | null | undefined): { ranges: CepRange[]; errors: string[] } {
  const ranges: CepRange[] = [];
  const errors: string[] = [];
  for (const line of lines(text, /\r?\n|;/)) {
    const ceps = line.match(/\d{5}-?\d{3}/g) ?? [];
    const rest = line.replace(/\d{5}-?\d{3}/g, '').replace(/\s|a|até|ate|-|–/gi, '');
    const from = ceps[0] ? cepDigits(ceps[0]) : null;
    const to = ceps[1] ? cepDigits(ceps[1]) : from;
    if (!from || !to || ceps.length > 2 || rest) errors.push(INTERRUPTION_MESSAGES.badCepRange(line));
    else ranges.push(from <= to ? { from, to } : { from: to, to: from });
  }
  return { ranges, errors };
}

export const parseStreets = (text: string | null | undefined) => lines(text, /\r?\n|;/).map(normalizeStreet);

export const parseConsumerCodes = (text: string | null | undefined) => lines(text, /[\s,;]+/);

/** The street (first part) and CEP (the last CEP-shaped part) of a one-line address. */
export function addressParts(address: string | null | undefined): { street: string | null; cep: string | null; city: string | null } {
  const text = address ?? '';
  const street = text.split(',')[0]?.trim() || null;
  const ceps = text.match(/\d{5}-?\d{3}/g);
  const cityMatch = text.match(/,\s*([^,]+?)\s*-\s*[A-Z]{2}\b/);
  return {
    street: street ? normalizeStreet(street) : null,
    cep: ceps ? cepDigits(ceps[ceps.length - 1]!) : null,
    city: cityMatch?.[1] ? normalizePlace(cityMatch[1]) : null,
  };
}

/** The contract's city: the SAP's `city` field, else the one in its address. */
export function contractCity(contract: ContractPlace): string | null {
  if (contract.city?.trim()) return normalizePlace(contract.city);
  return addressParts(contract.consumerAddress).city;
}

/**
 * Whether the interruption reaches the contract. With a contract list: only the contracts listed.
 * Otherwise by area: the city must match; then, when streets or CEP ranges are given, the
 * contract's street is one of them or its CEP falls in a range; with neither, the whole city.
 */
export function affects(interruption: InterruptionFacts, contract: ContractPlace): boolean {
  const codes = parseConsumerCodes(interruption.consumerCodes);
  if (codes.length) return codes.includes(contract.consumerCode);
  if (contractCity(contract) !== normalizePlace(interruption.city)) return false;
  const streets = parseStreets(interruption.streets);
  const { ranges } = parseCepRanges(interruption.cepRanges);
  if (!streets.length && !ranges.length) return true;
  const { street, cep } = addressParts(contract.consumerAddress);
  if (street && streets.includes(street)) return true;
  return Boolean(cep && ranges.some((r) => cep >= r.from && cep <= r.to));
}

/** When supply counts as back: staff's mark, else the expected end (staff move it when work overruns). */
export const endOf = (i: Pick<InterruptionFacts, 'expectedEndAt' | 'endedAt'>): Date => i.endedAt ?? i.expectedEndAt;

export const hasEnded = (i: Pick<InterruptionFacts, 'expectedEndAt' | 'endedAt'>, now: Date): boolean =>
  now.getTime() >= endOf(i).getTime();

export type InterruptionPhase = 'SCHEDULED' | 'IN_PROGRESS' | 'ENDED';

export function phaseOf(i: Pick<InterruptionFacts, 'startsAt' | 'expectedEndAt' | 'endedAt'>, now: Date): InterruptionPhase {
  if (hasEnded(i, now)) return 'ENDED';
  return now.getTime() >= i.startsAt.getTime() ? 'IN_PROGRESS' : 'SCHEDULED';
}

/**
 * The checks staff's save must pass (an array of messages; empty = fine). `checkNotice`: the
 * notice period applies to a new interruption and to a change of its start (customers must
 * always hear of a start at least `noticeHours` before it).
 */
export function interruptionErrors(
  i: Partial<InterruptionFacts>,
  now: Date,
  noticeHours: number,
  options: { checkNotice: boolean },
): string[] {
  const errors: string[] = [];
  if (!i.reason?.trim()) errors.push(INTERRUPTION_MESSAGES.reasonRequired);
  if (!i.city?.trim()) errors.push(INTERRUPTION_MESSAGES.cityRequired);
  if (i.startsAt && i.expectedEndAt && i.expectedEndAt.getTime() <= i.startsAt.getTime()) errors.push(INTERRUPTION_MESSAGES.endBeforeStart);
  if (options.checkNotice && i.startsAt && i.startsAt.getTime() < now.getTime() + noticeHours * 3_600_000)
    errors.push(INTERRUPTION_MESSAGES.tooLate(noticeHours));
  errors.push(...parseCepRanges(i.cepRanges).errors);
  for (const code of parseConsumerCodes(i.consumerCodes))
    if (!/^\d{1,12}$/.test(code)) errors.push(INTERRUPTION_MESSAGES.badConsumerCode(code));
  return errors;
}

/** The notice kinds a customer receives; the queue's key makes each one once per contract. */
export type InterruptionEvent = 'ANNOUNCED' | 'CHANGED' | 'RESTORED';

export const noticeKey = (interruptionId: number, event: InterruptionEvent, revision: number, contractId: number) =>
  event === 'RESTORED' ? `${interruptionId}:RESTORED:${contractId}` : `${interruptionId}:${revision}:${contractId}`;

/** dd/MM/aaaa às HH:mm in São Paulo. */
export function brDateTime(at: Date): string {
  const parts = new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')}/${get('month')}/${get('year')} às ${get('hour')}:${get('minute')}`;
}

/** Title and one-paragraph text of each notice (portal notification and e-mail). */
export function noticeText(
  event: InterruptionEvent,
  i: Pick<InterruptionFacts, 'reason' | 'startsAt' | 'expectedEndAt'>,
  consumerCode: string,
): { title: string; text: string } {
  const when = `de ${brDateTime(i.startsAt)} até a previsão de ${brDateTime(i.expectedEndAt)}`;
  if (event === 'RESTORED')
    return {
      title: 'Fornecimento de gás restabelecido',
      text: `A interrupção programada no contrato ${consumerCode} (${i.reason}) terminou e o fornecimento de gás foi restabelecido.`,
    };
  return {
    title: event === 'CHANGED' ? 'Interrupção programada alterada' : 'Interrupção programada do fornecimento de gás',
    text: `O fornecimento de gás do contrato ${consumerCode} será interrompido ${when}. Motivo: ${i.reason}. Durante a interrupção, mantenha os aparelhos a gás desligados.`,
  };
}
