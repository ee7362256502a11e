/**
 * The query schemas parsed at the edge (cms/src/domain/query-schemas.ts): each refuses what its
 * use case refused, with the same message (spec 01 §7, spec 03 §7, the site search), and accepts
 * what its use case accepted — absent and empty parameters included (they take the defaults).
 */
import { describe, expect, it } from 'vitest';
import { QUERY_SCHEMAS, queryMessages } from '@domain/query-schemas';

describe('query schemas', () => {
  /** The queries whose use case needs one parameter: an empty query is refused on that field. */
  const REQUIRED: Record<string, string> = {
    'batches.items': 'batchId',
    'connection.verify': 'cpfCnpj',
    'connection.locations': 'cityName',
    'contract.send': 'email',
    'user.login-email': 'newEmail',
    'invoices.payment': 'type',
    'invoices.send': 'email',
    'contract-accounting.export': 'table',
  };

  it('accept every example, and the empty query unless the call needs a parameter', () => {
    for (const [id, { example }] of Object.entries(QUERY_SCHEMAS)) {
      expect(queryMessages(id as keyof typeof QUERY_SCHEMAS, example), id).toEqual({});
      const empty = queryMessages(id as keyof typeof QUERY_SCHEMAS, {});
      expect(Object.keys(empty), id).toEqual(REQUIRED[id] ? [REQUIRED[id]] : []);
    }
  });

  it('bills: ALL in any case or a 4-digit year', () => {
    expect(queryMessages('invoices.period', { period: 'all' })).toEqual({});
    expect(queryMessages('invoices.period', { period: '25' })).toEqual({ period: 'Informe o período: ALL ou um ano com 4 dígitos.' });
    expect(queryMessages('invoices.period', { period: '' })).toEqual({ period: 'Informe o período: ALL ou um ano com 4 dígitos.' });
    expect(queryMessages('invoices.period', { period: ['2024', '2025'] })).toEqual({
      period: 'Informe o período: ALL ou um ano com 4 dígitos.',
    });
  });

  it('search: one text of at most 200 characters once trimmed', () => {
    expect(queryMessages('search', { search: `  ${'a'.repeat(200)}  ` })).toEqual({});
    expect(queryMessages('search', { search: 'a'.repeat(201) })).toEqual({ search: 'O termo de busca é muito longo.' });
    expect(queryMessages('search', { search: { $ne: '1' } })).toEqual({ search: 'O termo de busca deve ser um texto.' });
  });

  it('consumption: real days, axis ids, the graph and table options', () => {
    expect(queryMessages('consumption.day', { dates: '' })).toEqual({});
    expect(queryMessages('consumption.day', { dates: '2026-02-30' })).toEqual({ dates: 'Data inválida.' });
    expect(queryMessages('consumption.range', { dateStartAt: '2026-12-01', dateEndAt: '01/12/2026' })).toEqual({
      dateEndAt: 'Data inválida.',
    });
    // The dashboard's range is both days or none; the message is the start's.
    expect(queryMessages('consumption.dashboard-range', { dateEndAt: '2026-12-01' })).toEqual({ dateStartAt: 'Data inválida.' });
    expect(queryMessages('consumption.axis', { axisId: '-1' })).toEqual({ axisId: 'Eixo não encontrado' });
    expect(queryMessages('consumption.graph', { dateOptions: '' })).toEqual({ dateOptions: 'Filtro de data inválido.' });
    expect(queryMessages('consumption.daily', { month: '2026-12', weekday: 'sunday' })).toEqual({});
    expect(queryMessages('consumption.daily', { month: 'dezembro', weekday: 'domingo' })).toEqual({
      month: 'Data inválida.',
      weekday: 'Filtro de data inválido.',
    });
    expect(queryMessages('consumption.schedule-list', { groupBy: 'date' })).toEqual({ groupBy: 'Filtro de data inválido.' });
  });
});
