/**
 * Curtailment and flow notices (issue 26 §4; docs/curtailment.md): a gas programmer restricts
 * the daily withdrawal of chosen industrial contracts (or of a whole axis) to a volume or to a
 * percentage of the contract's QDC, from a date and hour in America/Sao_Paulo until an optional
 * end, with the reason and a deadline for the client's acknowledgement (Deliberação ARSESP
 * 732/2017, supply restriction and interruption). Pure functions of `now`: the server checks the
 * issue and every daily programming with them; the client area reads the same rules.
 */
import { formatVolume, parseVolume, type Litres } from '../consumption/volumes';
import { addDays, isIsoDate, saoPauloParts, type IsoDate } from '../time/sao-paulo';

export const CURTAILMENT_KINDS = ['VOLUME', 'PERCENT'] as const;
export type CurtailmentKind = (typeof CURTAILMENT_KINDS)[number];

/** The acknowledgement deadline staff may set, in hours (the default comes from CURTAILMENT_ACK_HOURS). */
export const ACK_HOURS_MIN = 1;
export const ACK_HOURS_MAX = 168;
export const REASON_MAX = 500;
export const MAX_CONTRACTS = 500;

export const CURTAILMENT_MESSAGES = {
  targetRequired: 'Escolha ao menos um contrato ou um eixo.',
  targetBoth: 'Escolha contratos ou um eixo, não os dois.',
  tooManyContracts: `Escolha no máximo ${MAX_CONTRACTS} contratos.`,
  contractNotFound: 'Contrato industrial não encontrado.',
  axisNotFound: 'Eixo não encontrado',
  axisEmpty: 'Este eixo não tem contratos industriais ativos.',
  kind: 'Escolha o tipo de restrição: volume ou percentual da QDC.',
  volume: 'Informe o volume máximo por dia em m³ (zero ou mais, até 3 casas decimais).',
  percent: 'Informe o percentual da QDC de 0 a 99,99 (até 2 casas decimais).',
  startsAt: 'Informe a data e a hora de início.',
  startsInPast: 'O início da restrição não pode estar no passado.',
  endsAt: 'Data e hora de término inválidas.',
  endsBeforeStart: 'O término deve ser depois do início.',
  reason: 'Informe o motivo da restrição.',
  reasonTooLong: `O motivo deve ter no máximo ${REASON_MAX} caracteres.`,
  ackHours: `Informe o prazo de ciência em horas, de ${ACK_HOURS_MIN} a ${ACK_HOURS_MAX}.`,
  noticeNotFound: 'Aviso não encontrado',
  alreadyEnded: 'Este aviso já terminou.',
  issued: 'Aviso de restrição emitido.',
  withdrawn: 'Aviso de restrição encerrado.',
  acknowledged: 'Ciência registrada.',
} as const;

/** Refusal of a day's programming above the restriction in force that day (names the limit). */
export function aboveLimitMessage(date: IsoDate, limit: Litres): string {
  const [y, m, d] = date.split('-');
  return `A programação de ${d}/${m}/${y} passa o limite da restrição de fornecimento em vigor: no máximo ${formatVolume(limit)} por dia.`;
}

/** A percentage of the QDC with at most 2 decimals, as hundredths of a percent (80 → 8000, 37,5 → 3750); null when not one in 0…99,99. */
export function parsePercent(value: unknown): number | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value);
  } else if (typeof value === 'string') text = value.trim().replace(',', '.');
  else return null;
  const m = /^(\d{1,2})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** The hundredths of a percent back as text with '.' ('37.5'). */
export function percentText(hundredths: number): string {
  const whole = Math.floor(hundredths / 100);
  const fraction = String(hundredths % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** The daily limit of a percentage of the QDC, exact in litres, rounded down: floor(qdc × p / 10 000). */
export function percentOfQdc(qdc: Litres, hundredths: number): Litres {
  return (qdc * BigInt(hundredths)) / 10_000n;
}

/** The limit a notice sets on one contract: its volume, or its percentage of the contract's QDC. */
export function limitOf(notice: { kind: CurtailmentKind; volume: Litres | null; percent: number | null }, qdc: Litres): Litres {
  return notice.kind === 'VOLUME' ? notice.volume! : percentOfQdc(qdc, notice.percent!);
}

const LOCAL = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;

/**
 * A São Paulo wall-clock time `YYYY-MM-DDTHH:mm` (what a datetime-local field sends) as an
 * instant; null when malformed. São Paulo keeps −03:00 since 2019; a changed offset is corrected.
 */
export function saoPauloInstant(local: unknown): Date | null {
  if (typeof local !== 'string') return null;
  const m = LOCAL.exec(local.trim());
  if (!m || !isIsoDate(m[1]) || Number(m[2]) > 23 || Number(m[3]) > 59) return null;
  const guess = Date.parse(`${m[1]}T${m[2]}:${m[3]}:00-03:00`);
  const parts = saoPauloParts(new Date(guess));
  const wanted = Date.UTC(Number(m[1]!.slice(0, 4)), Number(m[1]!.slice(5, 7)) - 1, Number(m[1]!.slice(8, 10)), Number(m[2]), Number(m[3]));
  const got = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);
  return new Date(guess + (wanted - got));
}

/** The instant São Paulo's calendar day starts (00:00 local). */
export const dayStart = (date: IsoDate): Date => saoPauloInstant(`${date}T00:00`)!;

type Body = Record<string, unknown>;

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The issue body's fields, one message each (shape only; the times against `now` are `timeErrors`). */
export function noticeErrors(body: Body): Record<string, string> {
  const errors: Record<string, string> = {};
  const hasContracts = present(body.contractIds);
  const hasAxis = present(body.axisId);
  if (hasContracts && hasAxis) errors.contractIds = CURTAILMENT_MESSAGES.targetBoth;
  else if (hasAxis) {
    const axis = body.axisId;
    const ok =
      (typeof axis === 'number' && Number.isInteger(axis) && axis > 0) ||
      (typeof axis === 'string' && /^\d{1,9}$/.test(axis) && Number(axis) > 0);
    if (!ok) errors.axisId = CURTAILMENT_MESSAGES.axisNotFound;
  } else {
    const ids = body.contractIds;
    if (!Array.isArray(ids) || ids.length === 0) errors.contractIds = CURTAILMENT_MESSAGES.targetRequired;
    else if (ids.length > MAX_CONTRACTS) errors.contractIds = CURTAILMENT_MESSAGES.tooManyContracts;
    else if (!ids.every((id) => typeof id === 'string' && /^[a-z0-9]{1,40}$/i.test(id)))
      errors.contractIds = CURTAILMENT_MESSAGES.contractNotFound;
  }
  const kind = body.kind;
  if (!(CURTAILMENT_KINDS as readonly unknown[]).includes(kind)) errors.kind = CURTAILMENT_MESSAGES.kind;
  if (kind === 'VOLUME' && (!present(body.volume) || !parseVolume(body.volume).ok)) errors.volume = CURTAILMENT_MESSAGES.volume;
  if (kind === 'PERCENT' && parsePercent(body.percent) === null) errors.percent = CURTAILMENT_MESSAGES.percent;
  const startsAt = saoPauloInstant(body.startsAt);
  if (!startsAt) errors.startsAt = CURTAILMENT_MESSAGES.startsAt;
  if (present(body.endsAt)) {
    const endsAt = saoPauloInstant(body.endsAt);
    if (!endsAt) errors.endsAt = CURTAILMENT_MESSAGES.endsAt;
    else if (startsAt && endsAt <= startsAt) errors.endsAt = CURTAILMENT_MESSAGES.endsBeforeStart;
  }
  const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
  if (!reason) errors.reason = CURTAILMENT_MESSAGES.reason;
  else if (reason.length > REASON_MAX) errors.reason = CURTAILMENT_MESSAGES.reasonTooLong;
  if (present(body.ackHours)) {
    const hours = typeof body.ackHours === 'string' && /^\d{1,3}$/.test(body.ackHours) ? Number(body.ackHours) : body.ackHours;
    if (typeof hours !== 'number' || !Number.isInteger(hours) || hours < ACK_HOURS_MIN || hours > ACK_HOURS_MAX)
      errors.ackHours = CURTAILMENT_MESSAGES.ackHours;
  }
  return errors;
}

/** The start may be now (this minute) or later, never in the past. */
export function timeErrors(startsAt: Date, now: Date): Record<string, string> {
  const minute = Math.floor(now.getTime() / 60_000) * 60_000;
  return startsAt.getTime() < minute ? { startsAt: CURTAILMENT_MESSAGES.startsInPast } : {};
}

/** The acknowledgement deadline: `hours` after the issue. */
export const ackDeadlineOf = (issuedAt: Date, hours: number): Date => new Date(issuedAt.getTime() + hours * 3_600_000);

/** A notice's time span: it ends at its end or when staff withdrew it, whichever comes first. */
export interface Span {
  startsAt: Date;
  endsAt: Date | null;
  withdrawnAt: Date | null;
}

export const effectiveEnd = (span: Span): Date | null => {
  if (span.endsAt && span.withdrawnAt) return span.endsAt < span.withdrawnAt ? span.endsAt : span.withdrawnAt;
  return span.endsAt ?? span.withdrawnAt;
};

export type CurtailmentPhase = 'SCHEDULED' | 'IN_FORCE' | 'ENDED';

/** Before its start, in force, or over (its end passed or it was withdrawn). */
export function phaseOf(span: Span, now: Date): CurtailmentPhase {
  const end = effectiveEnd(span);
  if (end && end <= now) return 'ENDED';
  return span.startsAt > now ? 'SCHEDULED' : 'IN_FORCE';
}

/** Whether the notice restricts some part of São Paulo's calendar day `date`. */
export function coversDay(span: Span, date: IsoDate): boolean {
  const end = effectiveEnd(span);
  const from = dayStart(date);
  const to = dayStart(addDays(date, 1));
  return span.startsAt < to && (end === null || end > from) && (end === null || end > span.startsAt);
}

/** The effective limit of a day: the lowest limit of the restrictions covering it, or null when none does. */
export function dayLimit<R extends Span & { limit: Litres }>(restrictions: readonly R[], date: IsoDate): R | null {
  let lowest: R | null = null;
  for (const r of restrictions) if (coversDay(r, date) && (lowest === null || r.limit < lowest.limit)) lowest = r;
  return lowest;
}

/** The restriction as people read it: 'até 14.400 m³ por dia' or '80% da QDC (até 14.400 m³ por dia)'. */
export function restrictionText(kind: CurtailmentKind, percent: string | null, limit: Litres): string {
  const volume = `até ${formatVolume(limit)} por dia`;
  return kind === 'PERCENT' ? `${(percent ?? '').replace('.', ',')}% da QDC (${volume})` : volume;
}

/** The São Paulo wall-clock `DD/MM/AAAA HH:mm` of an instant (e-mails and notifications). */
export function saoPauloStamp(at: Date): string {
  const p = saoPauloParts(at);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(p.day)}/${two(p.month)}/${p.year} ${two(p.hour)}:${two(p.minute)}`;
}
