/** Pure rules of the service requests (cms/src/domain/service/rules.ts, spec 02 §4, §5, §9). */
import { describe, expect, it } from 'vitest';
import { nextServiceProtocol, serviceProtocolPrefix } from '@domain/service/protocol';
import {
  blockDateError,
  blockMinDate,
  buildMotive,
  calendarDates,
  calendarEntries,
  calendarUnusable,
  extraTextError,
  instalments,
  isFreeReconnection,
  parseMotive,
  parseSlot,
  phoneError,
  servicePhoneDigits,
  temporaryBlockErrors,
} from '@domain/service/rules';

const at = (iso: string) => new Date(iso);

describe('calendar dates (17:00 rule, business days in São Paulo)', () => {
  it('starts on the next business day before 17:00 and drops it from 17:00', () => {
    expect(calendarDates(at('2026-03-03T16:59:59-03:00'))[0]).toBe('2026-03-04');
    expect(calendarDates(at('2026-03-03T17:00:00-03:00'))[0]).toBe('2026-03-05');
  });
  it('is computed in São Paulo whatever the instant’s zone (19:59 UTC = 16:59 there)', () => {
    expect(calendarDates(at('2026-03-03T19:59:00Z'))[0]).toBe('2026-03-04');
    expect(calendarDates(at('2026-03-03T20:00:00Z'))[0]).toBe('2026-03-05');
  });
  it('on Friday evening and at the weekend goes to Tuesday; skips holidays', () => {
    expect(calendarDates(at('2026-03-06T17:30:00-03:00'))[0]).toBe('2026-03-10');
    expect(calendarDates(at('2026-03-06T10:00:00-03:00'))[0]).toBe('2026-03-09');
    expect(calendarDates(at('2026-03-08T10:00:00-03:00'))[0]).toBe('2026-03-10');
    expect(calendarDates(at('2026-11-19T10:00:00-03:00'))[0]).toBe('2026-11-23');
    expect(calendarDates(at('2026-12-24T10:00:00-03:00'))).not.toContain('2026-12-25');
  });
  it('offers 10 business days', () => {
    const dates = calendarDates(at('2026-03-03T10:00:00-03:00'));
    expect(dates).toHaveLength(10);
    expect(dates.every((d) => ![0, 6].includes(new Date(`${d}T12:00:00Z`).getUTCDay()))).toBe(true);
  });
});

describe('calendar entries and vacancies', () => {
  it('lists the periods with vacancies and their total; the first date full makes the calendar unusable', () => {
    const entries = calendarEntries(['2026-03-04', '2026-03-05'], (date, period) =>
      date === '2026-03-04' ? 0 : period === 'MORNING' ? 2 : -1,
    );
    expect(entries).toEqual([
      { date: '2026-03-04', period: [], totalVacancies: 0 },
      { date: '2026-03-05', period: ['MORNING'], totalVacancies: 2 },
    ]);
    expect(calendarUnusable(entries)).toBe(true);
    expect(calendarUnusable(entries.slice(1))).toBe(false);
    expect(calendarUnusable([])).toBe(true);
  });
});

describe('reconnection fee', () => {
  it('is free for insecurity and for a temporary block up to 30 days', () => {
    expect(isFreeReconnection('INSECURITY', null, '2026-05-05')).toBe(true);
    expect(isFreeReconnection('TEMPORARY_BLOCK', { startedAt: '2026-04-05' }, '2026-05-05')).toBe(true);
    expect(isFreeReconnection('TEMPORARY_BLOCK', { startedAt: '2026-04-04' }, '2026-05-05')).toBe(false);
    expect(isFreeReconnection('TEMPORARY_BLOCK', null, '2026-05-05')).toBe(false);
    for (const type of ['NON_PAYMENT', 'CANCELLATION', 'OTHER'] as const)
      expect(isFreeReconnection(type, { startedAt: '2026-05-01' }, '2026-05-05')).toBe(false);
  });

  it('counts how long the temporary block lasted: to its recorded end, or to today when that end is later or missing', () => {
    // 01/03 to 31/03: 30 days, free even if the reconnection is asked in May.
    expect(isFreeReconnection('TEMPORARY_BLOCK', { startedAt: '2026-03-01', endedAt: '2026-03-31' }, '2026-05-05')).toBe(true);

    // 01/03 to 01/04: 31 days, charged.
    expect(isFreeReconnection('TEMPORARY_BLOCK', { startedAt: '2026-03-01', endedAt: '2026-04-01' }, '2026-05-05')).toBe(false);
    // A block booked until June, ended early by a reconnection on 20/03: 19 days, free.
    expect(isFreeReconnection('TEMPORARY_BLOCK', { startedAt: '2026-03-01', endedAt: '2026-06-30' }, '2026-03-20')).toBe(true);
  });

  it('waives the fee after a suspension for debt that had no valid notice (Lei 13.460/2017 art. 5º XVI, parágrafo único)', () => {
    expect(isFreeReconnection('NON_PAYMENT', { startedAt: '2026-04-01' }, '2026-05-05', { noticed: false })).toBe(true);
    expect(isFreeReconnection('NON_PAYMENT', { startedAt: '2026-04-01' }, '2026-05-05', { noticed: true })).toBe(false);
    expect(isFreeReconnection('NON_PAYMENT', { startedAt: '2026-04-01' }, '2026-05-05')).toBe(false);
  });
  it('splits into 3 instalments that add up to the fee', () => {
    expect(instalments(8630, 3)).toEqual([2878, 2876, 2876]);
    expect(instalments(9000, 3).reduce((a, b) => a + b, 0)).toBe(9000);
  });
});

describe('phone, slot and motive', () => {
  it('accepts (DD) 9 NNNN-NNNN or its 11 digits, also as JSON text', () => {
    expect(servicePhoneDigits('(14) 9 9123-4567')).toBe('14991234567');
    expect(servicePhoneDigits('14991234567')).toBe('14991234567');
    expect(servicePhoneDigits('(14) 3232-1234')).toBeNull();
    expect(phoneError('"(14) 9 9123-4567"')).toBeNull();
    expect(phoneError('')).toBe('Campo obrigatório');
    expect(phoneError('(14) 8 9123-4567')).toBe('Telefone inválido.');
  });
  it('reads the slot as an object or JSON text', () => {
    expect(parseSlot({ date: '2026-03-04', period: 'MORNING' })).toEqual({ slot: { date: '2026-03-04', period: 'MORNING' } });
    expect(parseSlot('{"date":"2026-03-04","period":"AFTERNOON"}')).toEqual({ slot: { date: '2026-03-04', period: 'AFTERNOON' } });
    expect(parseSlot({ date: '2026-03-04' })).toEqual({ error: 'Campo obrigatório' });
    expect(parseSlot({ date: '2026-02-30', period: 'MORNING' })).toEqual({ error: 'Data inválida.' });
    expect(parseSlot('not json')).toEqual({ error: 'Data inválida.' });
  });
  it('builds the motive "reason - trimmed text" and validates the text', () => {
    expect(buildMotive('Mudei de Endereço', '  Vou para Bauru  ')).toBe('Mudei de Endereço - Vou para Bauru');
    expect(buildMotive('Mudei de Endereço', '   ')).toBe('Mudei de Endereço');
    expect(extraTextError('Ótimo atendimento, mas caro!')).toBeNull();
    expect(extraTextError('1 motivo')).toBe('O texto deve começar com uma letra e usar apenas letras, números e pontuação.');
    expect(extraTextError('texto <b>')).toBe('O texto deve começar com uma letra e usar apenas letras, números e pontuação.');
    expect(parseMotive('Tarifa do Gás Natural')).toEqual({ reason: 'Tarifa do Gás Natural', extra: '' });
    expect(parseMotive('Tarifa do Gás Natural - Caro demais')).toEqual({ reason: 'Tarifa do Gás Natural', extra: 'Caro demais' });
    expect(parseMotive('Outro')).toEqual({ error: 'Selecione um dos motivos da lista.' });
  });
});

describe('temporary block start date', () => {
  const friday = at('2026-08-07T22:00:00-03:00');
  it('is tomorrow or later and never a weekend', () => {
    expect(blockMinDate(friday)).toBe('2026-08-08');
    expect(blockDateError('2026-08-07', friday)).toBe('A data de início deve ser a partir de amanhã.');
    expect(blockDateError('2026-08-08', friday)).toBe('Escolha um dia de segunda a sexta-feira.');
    expect(blockDateError('2026-08-10', friday)).toBeNull();
    expect(blockDateError('', friday)).toBe('Esse campo é obrigatório');
    expect(temporaryBlockErrors({ reason: 'Férias', date: '2026-08-10' }, friday)).toEqual({ reason: 'Selecione uma das opções' });
  });
  it('uses São Paulo’s date: 23:30 there is already the next day in UTC', () => {
    expect(blockMinDate(at('2026-08-07T23:30:00-03:00'))).toBe('2026-08-08');
  });
});

describe('protocol', () => {
  it('is REL/SUS/BLQ-year-sequence', () => {
    const prefix = serviceProtocolPrefix('RECONNECTION', at('2026-12-31T23:30:00-03:00'));
    expect(prefix).toBe('REL-2026-');
    expect(nextServiceProtocol(prefix, null)).toBe('REL-2026-000001');
    expect(nextServiceProtocol(prefix, 'REL-2026-000041')).toBe('REL-2026-000042');
  });
});
