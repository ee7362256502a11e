/**
 * Curtailment notices (docs/curtailment.md): the percentage of the QDC exact in litres, the
 * effective limit of a São Paulo day given several notices (ends, withdrawals, the lowest wins),
 * the checks with their messages and the start against a fixed `now`.
 */
import { describe, expect, it } from 'vitest';
import {
  aboveLimitMessage,
  coversDay,
  dayLimit,
  limitOf,
  noticeErrors,
  parsePercent,
  percentOfQdc,
  percentText,
  phaseOf,
  restrictionText,
  saoPauloInstant,
  timeErrors,
} from '../../cms/src/domain/curtailment/rules';

describe('the daily limit of a percentage of the QDC, exact in litres', () => {
  it('80 % of 18 000 m³ is 14 400 m³ and 37,5 % of 9 500 m³ is 3 562,5 m³', () => {
    // 18 000 000 L × 8 000 / 10 000 = 14 400 000 L
    expect(percentOfQdc(18_000_000n, 8000)).toBe(14_400_000n);
    // 9 500 000 L × 3 750 / 10 000 = 3 562 500 L
    expect(percentOfQdc(9_500_000n, 3750)).toBe(3_562_500n);
  });

  it('rounds down to the litre: 33,33 % of 1 000,001 m³ is 333,300 m³', () => {
    // 1 000 001 L × 3 333 / 10 000 = 333 300,333… L → 333 300 L
    expect(percentOfQdc(1_000_001n, 3333)).toBe(333_300n);
  });

  it('a volume notice limits every contract to its volume; a percentage one to its share of each QDC', () => {
    expect(limitOf({ kind: 'VOLUME', volume: 5_000_500n, percent: null }, 18_000_000n)).toBe(5_000_500n);
    // 50 % of 1 000 m³ = 500 m³
    expect(limitOf({ kind: 'PERCENT', volume: null, percent: 5000 }, 1_000_000n)).toBe(500_000n);
  });

  it('reads percentages with comma or point, up to 2 decimals, from 0 to 99,99', () => {
    expect(parsePercent('80')).toBe(8000);
    expect(parsePercent('37,5')).toBe(3750);
    expect(parsePercent(12.25)).toBe(1225);
    expect(parsePercent('0')).toBe(0);
    expect(parsePercent('99,99')).toBe(9999);
    expect(parsePercent('100')).toBeNull();
    expect(parsePercent('-1')).toBeNull();
    expect(parsePercent('1,234')).toBeNull();
    expect(parsePercent('')).toBeNull();
    expect(percentText(3750)).toBe('37.5');
    expect(percentText(8000)).toBe('80');
  });
});

describe('the São Paulo wall clock of the form', () => {
  it('reads 2026-12-01T14:00 as 17:00 UTC (−03:00) and refuses what is not a date and hour', () => {
    expect(saoPauloInstant('2026-12-01T14:00')?.toISOString()).toBe('2026-12-01T17:00:00.000Z');
    expect(saoPauloInstant('2026-02-30T14:00')).toBeNull();
    expect(saoPauloInstant('2026-12-01T24:00')).toBeNull();
    expect(saoPauloInstant('2026-12-01')).toBeNull();
  });
});

const at = (local: string) => saoPauloInstant(local)!;

describe('the effective limit of a day', () => {
  const a = { startsAt: at('2026-12-01T14:00'), endsAt: at('2026-12-03T06:00'), withdrawnAt: null, limit: 14_400_000n };
  const b = { startsAt: at('2026-12-02T00:00'), endsAt: null, withdrawnAt: null, limit: 9_000_000n };

  it('a notice covers every São Paulo day it touches, from its start to its end', () => {
    expect(coversDay(a, '2026-11-30')).toBe(false);
    expect(coversDay(a, '2026-12-01')).toBe(true); // from 14:00
    expect(coversDay(a, '2026-12-03')).toBe(true); // until 06:00
    expect(coversDay(a, '2026-12-04')).toBe(false);
    // Ends exactly at midnight: the next day is free.
    expect(coversDay({ ...a, endsAt: at('2026-12-03T00:00') }, '2026-12-03')).toBe(false);
  });

  it('the lowest limit of the notices covering the day wins; none gives no limit', () => {
    expect(dayLimit([a, b], '2026-12-01')?.limit).toBe(14_400_000n);
    expect(dayLimit([a, b], '2026-12-02')?.limit).toBe(9_000_000n);
    expect(dayLimit([a, b], '2026-11-30')).toBeNull();
    expect(dayLimit([], '2026-12-02')).toBeNull();
  });

  it('a withdrawn notice stops covering the days after its withdrawal, and one withdrawn before its start covers nothing', () => {
    const withdrawn = { ...b, withdrawnAt: at('2026-12-05T10:00') };
    expect(dayLimit([withdrawn], '2026-12-05')?.limit).toBe(9_000_000n);
    expect(dayLimit([withdrawn], '2026-12-06')).toBeNull();
    const never = { ...b, startsAt: at('2026-12-10T00:00'), withdrawnAt: at('2026-12-09T12:00') };
    expect(coversDay(never, '2026-12-10')).toBe(false);
  });

  it('phases: to come, in force, ended by its end or by the withdrawal', () => {
    expect(phaseOf(a, at('2026-12-01T13:59'))).toBe('SCHEDULED');
    expect(phaseOf(a, at('2026-12-01T14:00'))).toBe('IN_FORCE');
    expect(phaseOf(a, at('2026-12-03T06:00'))).toBe('ENDED');
    expect(phaseOf({ ...b, withdrawnAt: at('2026-12-02T08:00') }, at('2026-12-02T08:00'))).toBe('ENDED');
  });

  it('the refusal names the day and the limit; the restriction reads as people say it', () => {
    expect(aboveLimitMessage('2026-12-02', 14_400_000n)).toBe(
      'A programação de 02/12/2026 passa o limite da restrição de fornecimento em vigor: no máximo 14.400 m³ por dia.',
    );
    expect(restrictionText('PERCENT', '37.5', 3_562_500n)).toBe('37,5% da QDC (até 3.562,5 m³ por dia)');
    expect(restrictionText('VOLUME', null, 5_000_000n)).toBe('até 5.000 m³ por dia');
  });
});

describe('the issue checks', () => {
  const good = {
    contractIds: ['abc123'],
    kind: 'PERCENT',
    percent: '80',
    startsAt: '2026-12-01T14:00',
    endsAt: '2026-12-03T06:00',
    reason: 'Manutenção no city gate',
    ackHours: 4,
  };

  it('accepts a complete notice, to contracts or to an axis, without end or deadline', () => {
    expect(noticeErrors(good)).toEqual({});
    const { contractIds: _c, endsAt: _e, ackHours: _a, ...rest } = good;
    expect(noticeErrors({ ...rest, axisId: 3 })).toEqual({});
  });

  it('asks for contracts or an axis, never both', () => {
    expect(noticeErrors({ ...good, contractIds: [] })).toEqual({ contractIds: 'Escolha ao menos um contrato ou um eixo.' });
    expect(noticeErrors({ ...good, axisId: 2 })).toEqual({ contractIds: 'Escolha contratos ou um eixo, não os dois.' });
  });

  it('refuses each field with its message', () => {
    expect(noticeErrors({ ...good, kind: 'TOTAL', startsAt: 'amanhã', reason: '  ', ackHours: 0, endsAt: '2026-12-01T13:00' })).toEqual({
      kind: 'Escolha o tipo de restrição: volume ou percentual da QDC.',
      startsAt: 'Informe a data e a hora de início.',
      reason: 'Informe o motivo da restrição.',
      ackHours: 'Informe o prazo de ciência em horas, de 1 a 168.',
    });
    expect(noticeErrors({ ...good, percent: '100' })).toEqual({
      percent: 'Informe o percentual da QDC de 0 a 99,99 (até 2 casas decimais).',
    });
    expect(noticeErrors({ ...good, kind: 'VOLUME', volume: '-5' })).toEqual({
      volume: 'Informe o volume máximo por dia em m³ (zero ou mais, até 3 casas decimais).',
    });
    expect(noticeErrors({ ...good, endsAt: '2026-12-01T14:00' })).toEqual({ endsAt: 'O término deve ser depois do início.' });
    expect(noticeErrors({ ...good, reason: 'x'.repeat(501) })).toEqual({ reason: 'O motivo deve ter no máximo 500 caracteres.' });
  });

  it('the start may be this minute or later, never before', () => {
    const now = new Date('2026-12-01T17:00:40Z'); // 14:00:40 in São Paulo
    expect(timeErrors(at('2026-12-01T14:00'), now)).toEqual({});
    expect(timeErrors(at('2026-12-01T13:59'), now)).toEqual({ startsAt: 'O início da restrição não pode estar no passado.' });
  });
});
