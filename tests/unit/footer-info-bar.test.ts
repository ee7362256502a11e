/**
 * The logged footer's information bar (spec 01 §2.6, §9): "357 px wide, or 439 px on
 * axis-overview routes", "hidden for common-access users and on restricted routes",
 * "gas-consumption routes show the daily axes overview in it".
 */
import { describe, expect, it } from 'vitest';
import { footerInfoBar } from '../../src/area-cliente/app/footer-info';

const programmer = { role: 'gas-programmer', permissions: ['gestao-consumo.ver'] };
const attendant = { role: 'attendant-only', permissions: ['atendimento.ver'] };
const common = { role: 'client', permissions: ['gestao-consumo.ver'] };
const individual = { role: 'individual', permissions: ['gestao-consumo.ver'] };

describe('the logged footer’s info bar', () => {
  it('holds the daily axes overview, 439 px wide, on each axis-overview route', () => {
    for (const slug of ['gestao-consumo-visao-geral', 'gestao-consumo-decisao', 'programacao-intradiaria', 'visao-geral-dashboard'])
      expect(footerInfoBar(slug, programmer, false), slug).toEqual({ content: 'axis-overview', width: 439 });
  });

  it('is 357 px wide elsewhere: the attendant’s panel while a customer is served', () => {
    expect(footerInfoBar('home', attendant, true)).toEqual({ content: 'attendant-panel', width: 357 });
    expect(footerInfoBar('conta-digital', attendant, true)).toEqual({ content: 'attendant-panel', width: 357 });
  });

  it('is still 439 px on an axis-overview route when it holds the attendant’s panel (no right to the overview)', () => {
    expect(footerInfoBar('visao-geral-dashboard', attendant, true)).toEqual({ content: 'attendant-panel', width: 439 });
  });

  it('is hidden on the restricted routes, serving or not', () => {
    for (const slug of ['atendimento', 'error', 'atualizar-senha']) {
      expect(footerInfoBar(slug, attendant, true), slug).toBeNull();
      expect(footerInfoBar(slug, programmer, true), slug).toBeNull();
    }
  });

  it('is hidden for common access, even with the permission and on an axis-overview route', () => {
    expect(footerInfoBar('visao-geral-dashboard', common, false)).toBeNull();
    expect(footerInfoBar('home', common, true)).toBeNull();
    expect(footerInfoBar('visao-geral-dashboard', individual, false)).toBeNull();
    expect(footerInfoBar('home', individual, true)).toBeNull();
  });

  it('is hidden when there is nothing to show: no service, not an axis-overview route, or no right to the overview', () => {
    expect(footerInfoBar('home', attendant, false)).toBeNull();
    expect(footerInfoBar('gestao-clientes', programmer, false)).toBeNull();
    expect(footerInfoBar('programacao-intradiaria', attendant, false)).toBeNull();
  });
});
