/**
 * Hourly measurements (issue 26 §5; PORTAL-API.md §29): the row rules of the hourly upload, the
 * whole-file check, the 23/25-hour days of the old daylight saving, the gas day's slots at a fixed
 * clock and the projection from hourly volumes — every figure worked out by hand in the comments.
 */
import { describe, expect, it } from 'vitest';
import { checkHourlyRows, gasDayAt, hourlyDayLength, parseHourlyRow, projectFromHours } from '@domain/consumption/hourly';
import { parseVolume } from '@domain/consumption/volumes';

const l = (v: string) => {
  const r = parseVolume(v);
  if (!r.ok) throw new Error(r.message);
  return r.litres;
};

/** 2026-11-26 10:20 in São Paulo (UTC−3). */
const NOW = new Date('2026-11-26T10:20:00-03:00');
const row = (code: string, date: string, hour: string, volume: string) => ({
  'Código do cliente': code,
  Data: date,
  Hora: hour,
  Volume: volume,
});

describe('a row of the hourly file', () => {
  it('reads the contract, the day, the hour in its usual spellings and the exact volume', () => {
    expect(parseHourlyRow(row('200000001', '26/11/2026', '7', '1.234,5'), NOW)).toEqual({
      ok: true,
      value: { consumerCode: '200000001', date: '2026-11-26', hour: 7, volume: '1234.5' },
    });
    for (const hour of ['07', '7h', '07:00', '0'])
      expect(parseHourlyRow(row('200000001', '2026-11-26', hour, '10'), NOW).ok, hour).toBe(true);
    expect(parseHourlyRow(row('200000001', '25/11/2026', '23', '0,001'), NOW)).toMatchObject({ value: { hour: 23, volume: '0.001' } });
  });

  it('refuses each invalid cell with its reason', () => {
    const reason = (r: ReturnType<typeof row>) => {
      const parsed = parseHourlyRow(r, NOW);
      return parsed.ok ? null : parsed.reason;
    };
    expect(reason(row('', '26/11/2026', '7', '1'))).toBe('A coluna Código do cliente é obrigatória.');
    expect(reason(row('20A', '26/11/2026', '7', '1'))).toBe('Código do cliente inválido: use só dígitos (até 12).');
    expect(reason(row('200000001', '31/11/2026', '7', '1'))).toBe('Data inválida: use dd/mm/aaaa.');
    expect(reason(row('200000001', '26/11/2026', '', '1'))).toBe('A coluna Hora é obrigatória.');
    expect(reason(row('200000001', '26/11/2026', '24', '1'))).toBe('Hora inválida: use um número inteiro de 0 a 23 (hora de Brasília).');
    expect(reason(row('200000001', '26/11/2026', '7,5', '1'))).toBe('Hora inválida: use um número inteiro de 0 a 23 (hora de Brasília).');
    expect(reason(row('200000001', '26/11/2026', '7', '-5'))).toBe('Volume inválido: Volume deve ser maior ou igual a zero.');
    expect(reason(row('200000001', '26/11/2026', '7', '1,2345'))).toBe('Volume inválido: Apenas números ou números com casas decimais.');
    expect(reason(row('200000001', '26/11/2026', '7', ''))).toBe('A coluna Volume é obrigatória.');
  });

  it('refuses an hour that has not ended at the fixed clock (10:20: hour 9 is over, hour 10 is not)', () => {
    expect(parseHourlyRow(row('200000001', '26/11/2026', '9', '1'), NOW).ok).toBe(true);
    const open = 'A hora da medição ainda não terminou: envie só horas já encerradas.';
    expect(parseHourlyRow(row('200000001', '26/11/2026', '10', '1'), NOW)).toEqual({ ok: false, reason: open });
    expect(parseHourlyRow(row('200000001', '27/11/2026', '0', '1'), NOW)).toEqual({ ok: false, reason: open });
  });
});

describe('days of 23 or 25 hours (daylight saving, none in Brazil since 2019)', () => {
  it('counts the hours of a São Paulo day', () => {
    expect(hourlyDayLength('2026-11-26')).toBe(24);
    // 2018-11-04: at 00:00 the clock jumped to 01:00 (UTC−3 → UTC−2): 23 hours.
    expect(hourlyDayLength('2018-11-04')).toBe(23);
    // 2019-02-17 00:00 (UTC−2) became 2019-02-16 23:00 (UTC−3): the 16th had 23:00 twice, 25 hours.
    expect(hourlyDayLength('2019-02-16')).toBe(25);
    expect(hourlyDayLength('2019-02-17')).toBe(24);
  });
  it('refuses the rows of such a day', () => {
    expect(parseHourlyRow(row('200000001', '04/11/2018', '5', '1'), NOW)).toEqual({
      ok: false,
      reason: 'Dia com 23 horas em America/Sao_Paulo (horário de verão): medições horárias só são aceitas em dias de 24 horas.',
    });
    expect(parseHourlyRow(row('200000001', '16/02/2019', '23', '1'), NOW)).toMatchObject({ ok: false });
  });
});

describe('the whole-file check', () => {
  it('lists every refused line, the repeated contract-date-hour included, and keeps the valid ones', () => {
    const check = checkHourlyRows(
      [
        { line: 2, data: row('200000001', '26/11/2026', '6', '100') },
        { line: 3, data: row('200000001', '26/11/2026', '25', '100') },
        { line: 4, data: row('200000002', '26/11/2026', '6', '50') },
        { line: 5, data: row('200000001', '2026-11-26', '06', '101') },
      ],
      NOW,
    );
    expect(check.rows.map((r) => r.line)).toEqual([2, 4]);
    expect(check.refused).toEqual([
      { line: 3, reason: 'Hora inválida: use um número inteiro de 0 a 23 (hora de Brasília).' },
      { line: 5, reason: 'Contrato, data e hora repetidos (já aparecem na linha 2).' },
    ]);
  });
});

describe('the gas day at a fixed clock', () => {
  it('starts at the base hour today once the clock passed it', () => {
    // Base 06:00, now 10:20: slots 06h…23h of the 26th, then 00h…05h of the 27th; 06h–09h are over (4).
    const day = gasDayAt(NOW, 6 * 60);
    expect(day.start).toBe('2026-11-26');
    expect(day.slots).toHaveLength(24);
    expect(day.slots[0]).toEqual({ date: '2026-11-26', hour: 6 });
    expect(day.slots[17]).toEqual({ date: '2026-11-26', hour: 23 });
    expect(day.slots[18]).toEqual({ date: '2026-11-27', hour: 0 });
    expect(day.slots[23]).toEqual({ date: '2026-11-27', hour: 5 });
    expect(day.ended).toBe(4);
  });
  it('started yesterday while the clock has not reached the base hour (whole hour of 22:30 is 22h)', () => {
    // Base 22:30 → first slot 22h; now 01:30 on the 26th: the gas day began on the 25th at 22h;
    // 22h, 23h (25th) and 00h (26th) are over: 24 − 22 + 1 = 3.
    const day = gasDayAt(new Date('2026-11-26T01:30:00-03:00'), 22 * 60 + 30);
    expect(day.start).toBe('2026-11-25');
    expect(day.slots.slice(0, 3)).toEqual([
      { date: '2026-11-25', hour: 22 },
      { date: '2026-11-25', hour: 23 },
      { date: '2026-11-26', hour: 0 },
    ]);
    expect(day.ended).toBe(3);
  });
});

describe('the projection from hourly measurements', () => {
  it('measured so far plus the remaining hours at the mean of the last three', () => {
    // 100 + 110 + 120 + 130 = 460 m³ measured in 4 hours; last three: (110 + 120 + 130) / 3 = 120 m³/h;
    // 24 − 4 = 20 hours left: 460 + 20 × 120 = 2 860 m³.
    const volumes = [l('100'), l('110'), l('120'), l('130'), ...Array<null>(20).fill(null)];
    expect(projectFromHours(volumes, 4)).toEqual({
      measured: l('460'),
      hoursMeasured: 4,
      recentRate: l('120'),
      projected: l('2860'),
    });
  });

  it('counts a gap at the recent rate too, and rounds once to the litre (half up)', () => {
    // Slots 0 and 2 measured (10,001 and 10,002 m³), slot 1 missing, 3 hours over:
    // M = 20,003 m³; c = 2, S = 20,003; 24 − 2 = 22 hours at S / 2: 22 × 20 003 L / 2 = 220 033 L;
    // P = 20 003 + 220 033 = 240 036 L = 240,036 m³; the rate 20 003 / 2 = 10 001,5 L → 10 002 L.
    const volumes = [l('10.001'), null, l('10.002'), ...Array<null>(21).fill(null)];
    expect(projectFromHours(volumes, 3)).toEqual({
      measured: l('20.003'),
      hoursMeasured: 2,
      recentRate: l('10.002'),
      projected: l('240.036'),
    });
    // 5 + 1 + 1 + 1,001 = 8,001 m³ (8 001 L); last three S = 3 001 L, c = 3; 20 hours left:
    // 20 × 3 001 / 3 = 60 020 / 3 = 20 006,67 → 20 007 L; P = 8 001 + 20 007 = 28 008 L.
    const rounded = [l('5'), l('1'), l('1'), l('1.001'), ...Array<null>(20).fill(null)];
    expect(projectFromHours(rounded, 4)?.projected).toBe(l('28.008'));
    expect(projectFromHours(rounded, 4)?.recentRate).toBe(l('1'));
  });

  it('ignores slots whose hour has not ended, and answers null without any measured hour', () => {
    // Only slot 0 is over: 50 m³ + 23 × 50 = 1 200 m³, the later slot is not read.
    const volumes = [l('50'), l('999'), ...Array<null>(22).fill(null)];
    expect(projectFromHours(volumes, 1)?.projected).toBe(l('1200'));
    expect(projectFromHours(Array<null>(24).fill(null), 10)).toBeNull();
    expect(projectFromHours(volumes, 0)).toBeNull();
  });

  it('a complete gas day projects exactly what was measured', () => {
    // 24 hours of 12,5 m³: 24 × 12,5 = 300 m³, no hour left.
    expect(projectFromHours(Array(24).fill(l('12.5')), 24)?.projected).toBe(l('300'));
  });
});
