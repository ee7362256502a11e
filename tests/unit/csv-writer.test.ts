/**
 * The one CSV writer (cms/src/portal/core/csv.ts): RFC 4180 quoting, CRLF, BOM, and spreadsheet
 * formulas neutralised with a leading quote while numbers and negative amounts stay readable.
 */
import { describe, expect, it } from 'vitest';
import { csvCell, objectsToCsv, writeCsv } from '../../cms/src/portal/core/csv';

describe('CSV cells: formulas neutralised, data kept readable', () => {
  it('prefixes a quote to text starting with =, +, -, @, tab or carriage return', () => {
    expect(csvCell('=HYPERLINK("http://x.test","clique")')).toBe('\'=HYPERLINK("http://x.test","clique")');
    expect(csvCell('+cmd|/C calc!A0')).toBe("'+cmd|/C calc!A0");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe("'\r=1");
    expect(csvCell('+55 11 99999-0000')).toBe("'+55 11 99999-0000");
  });

  it('keeps numbers, negative amounts, decimal figures, dates and a lone dash as they are', () => {
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell('-12,50')).toBe('-12,50');
    expect(csvCell('-1.234,567')).toBe('-1.234,567');
    expect(csvCell('187,65')).toBe('187,65');
    expect(csvCell('20/04/2026')).toBe('20/04/2026');
    expect(csvCell('-')).toBe('-');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell('Paga em atraso')).toBe('Paga em atraso');
  });
});

describe('CSV files', () => {
  it('writes ; separated lines with CRLF and a BOM, quoting what needs quotes', () => {
    expect(
      writeCsv([
        ['Referência', 'Valor (R$)'],
        ['03/2026', 'R$ 1,00; "promo"'],
        ['04/2026', '=1+1'],
      ]),
    ).toBe('\uFEFFReferência;Valor (R$)\r\n03/2026;"R$ 1,00; ""promo"""\r\n04/2026;\'=1+1\r\n');
  });

  it('writes objects with a header of every key, comma separated, formulas neutralised', () => {
    expect(objectsToCsv([])).toBe('');
    expect(
      objectsToCsv(
        [
          { a: 1, b: 'x,y' },
          { a: null, c: 'diz "oi"' },
          { a: '=1+1', b: ['l', 1] },
        ],
        { delimiter: ',', bom: false },
      ),
    ).toBe('a,b,c\r\n1,"x,y",\r\n,,"diz ""oi"""\r\n\'=1+1,"[""l"",1]",\r\n');
  });
});
