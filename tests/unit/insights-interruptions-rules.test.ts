/** Planned interruptions (docs/insights-interruptions.md): who is reached, when it counts as ended, the checks of staff's save and the texts. */
import { describe, expect, it } from 'vitest';
import {
  addressParts,
  affects,
  hasEnded,
  interruptionErrors,
  noticeKey,
  noticeText,
  parseCepRanges,
  phaseOf,
} from '../../cms/src/domain/insights/interruptions/rules';

const base = {
  reason: 'Manutenção da rede',
  city: 'Bauru',
  startsAt: new Date('2026-12-10T11:00:00Z'),
  expectedEndAt: new Date('2026-12-10T17:00:00Z'),
};
const home = { consumerCode: '1234', city: 'Bauru', consumerAddress: 'R. Araújo Leite, 100, Centro, Bauru - SP, 17015-350' };

describe('who a planned interruption reaches', () => {
  it('reaches the whole city when no street, CEP range or contract is given', () => {
    expect(affects(base, home)).toBe(true);
    expect(affects(base, { ...home, city: 'Marília' })).toBe(false);
  });

  it('compares cities without accents or case and reads the city from the address when the contract has none', () => {
    expect(
      affects(
        { ...base, city: 'SÃO CARLOS' },
        { consumerCode: '1', city: null, consumerAddress: 'Rua A, 1, Centro, São Carlos - SP, 13560-000' },
      ),
    ).toBe(true);
  });

  it('reaches a listed street whatever the abbreviation of its type', () => {
    expect(affects({ ...base, streets: 'Rua Araujo Leite\nAvenida Getúlio Vargas' }, home)).toBe(true);
    expect(affects({ ...base, streets: 'Avenida Getúlio Vargas' }, home)).toBe(false);
  });

  it('reaches a CEP inside a range, ends included', () => {
    expect(affects({ ...base, cepRanges: '17015-000 a 17015-350' }, home)).toBe(true);
    expect(affects({ ...base, cepRanges: '17015351-17015999' }, home)).toBe(false);
    expect(affects({ ...base, cepRanges: '17015-350' }, home)).toBe(true);
  });

  it('with a contract list reaches only the listed contracts, whatever the area', () => {
    expect(affects({ ...base, city: 'Marília', consumerCodes: '999, 1234' }, home)).toBe(true);
    expect(affects({ ...base, consumerCodes: '999' }, home)).toBe(false);
  });

  it('reads street, CEP and city of a one-line address', () => {
    expect(addressParts('Av. Nações Unidas, 4-44, Centro, Bauru - SP, 17010-130')).toEqual({
      street: 'avenida nacoes unidas',
      cep: '17010130',
      city: 'bauru',
    });
  });
});

describe('the admin text of CEP ranges', () => {
  it('accepts ranges written in either order and refuses what is not a CEP', () => {
    expect(parseCepRanges('17099-999 a 17000-000\n17015-350')).toEqual({
      ranges: [
        { from: '17000000', to: '17099999' },
        { from: '17015350', to: '17015350' },
      ],
      errors: [],
    });
    expect(parseCepRanges('centro').errors).toEqual(['Faixa de CEP inválida: "centro". Use, por exemplo, 17000-000 a 17099-999.']);
  });
});

describe('when an interruption is over', () => {
  it('ends at the expected end unless staff marked the end', () => {
    expect(phaseOf(base, new Date('2026-12-10T10:59:59Z'))).toBe('SCHEDULED');
    expect(phaseOf(base, new Date('2026-12-10T11:00:00Z'))).toBe('IN_PROGRESS');
    expect(phaseOf(base, new Date('2026-12-10T17:00:00Z'))).toBe('ENDED');
    const marked = { ...base, endedAt: new Date('2026-12-10T14:00:00Z') };
    expect(hasEnded(marked, new Date('2026-12-10T13:59:59Z'))).toBe(false);
    expect(hasEnded(marked, new Date('2026-12-10T14:00:00Z'))).toBe(true);
  });
});

describe("staff's save", () => {
  const now = new Date('2026-12-07T11:00:00Z');
  it('refuses a start less than the notice period ahead, at the hour', () => {
    expect(interruptionErrors(base, now, 72, { checkNotice: true })).toEqual([]);
    expect(interruptionErrors(base, new Date('2026-12-07T11:00:01Z'), 72, { checkNotice: true })).toEqual([
      'A interrupção programada precisa ser registrada com pelo menos 72 horas de antecedência do início.',
    ]);
    expect(interruptionErrors(base, new Date('2026-12-09T11:00:00Z'), 72, { checkNotice: false })).toEqual([]);
  });

  it('refuses an end not after the start, an empty reason and a malformed contract code', () => {
    expect(
      interruptionErrors({ ...base, reason: ' ', expectedEndAt: base.startsAt, consumerCodes: '12a' }, now, 72, { checkNotice: false }),
    ).toEqual([
      'Informe o motivo da interrupção.',
      'A previsão de término deve ser posterior ao início.',
      'Código do cliente inválido: "12a".',
    ]);
  });
});

describe('the notices', () => {
  it('are keyed once per interruption, version and contract, and once per contract for the return of supply', () => {
    expect(noticeKey(7, 'ANNOUNCED', 1, 42)).toBe('7:1:42');
    expect(noticeKey(7, 'CHANGED', 2, 42)).toBe('7:2:42');
    expect(noticeKey(7, 'RESTORED', 3, 42)).toBe('7:RESTORED:42');
  });

  it('say when, until when and why, in São Paulo time', () => {
    expect(noticeText('ANNOUNCED', base, '1234')).toEqual({
      title: 'Interrupção programada do fornecimento de gás',
      text: 'O fornecimento de gás do contrato 1234 será interrompido de 10/12/2026 às 08:00 até a previsão de 10/12/2026 às 14:00. Motivo: Manutenção da rede. Durante a interrupção, mantenha os aparelhos a gás desligados.',
    });
    expect(noticeText('CHANGED', base, '1234').title).toBe('Interrupção programada alterada');
    expect(noticeText('RESTORED', base, '1234')).toEqual({
      title: 'Fornecimento de gás restabelecido',
      text: 'A interrupção programada no contrato 1234 (Manutenção da rede) terminou e o fornecimento de gás foi restabelecido.',
    });
  });
});
