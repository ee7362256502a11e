/** The distributor's CNPJ printed on bills and contracts (DISTRIBUTOR_CNPJ): numeric or alphanumeric. */
import { describe, expect, it } from 'vitest';
import { distributor } from '../../cms/src/portal/core/distributor';

describe('DISTRIBUTOR_CNPJ', () => {
  it('prints a numeric or an alphanumeric CNPJ masked, with or without mask in the setting', () => {
    expect(distributor({ DISTRIBUTOR_CNPJ: '11222333000181' }).cnpj).toBe('11.222.333/0001-81');
    expect(distributor({ DISTRIBUTOR_CNPJ: '12abc34501de35' }).cnpj).toBe('12.ABC.345/01DE-35');
    expect(distributor({ DISTRIBUTOR_CNPJ: '12.ABC.345/01DE-35' }).cnpj).toBe('12.ABC.345/01DE-35');
  });

  it("falls back to the demo distributor's CNPJ when unset or not 14 characters", () => {
    const demo = distributor({}).cnpj;
    expect(demo).toMatch(/^\d{2}\.\d{3}\.\d{3}\/0001-\d{2}$/);
    expect(distributor({ DISTRIBUTOR_CNPJ: '1234' }).cnpj).toBe(demo);
  });
});
