/**
 * The tables of the tabs block are fields (docs/cms-admin.md, "Tables of the tabs block"): the
 * renderer prints one as a semantic table (`<caption>`, `<th scope="col">`), and the converter of
 * the database migration turns a tab's former Markdown/HTML content into its text and tables.
 *
 * The Markdown tables are examples of the GitHub Flavored Markdown spec, "Tables (extension)"
 * (https://github.github.com/gfm/#tables-extension-), each with the HTML the spec gives for it.
 * What the portal adds to that HTML on purpose: `scope="col"` on every column header (so a screen
 * reader announces a cell with its column); removed here before comparing with the spec.
 */
import { describe, expect, it } from 'vitest';
import { legacyTabContentToStructured } from '../../cms/src/domain/rich-text-table-import';
import { tabTableToHtml, tableColumns } from '../../cms/src/domain/rich-text-table';
import { RichTextConversionError } from '../../cms/src/domain/rich-text-import';
import { validateBlocks } from '../../src/lib/block-validation';

const text = (t: string, marks: Record<string, boolean> = {}) => ({ type: 'text', text: t, ...marks });

/** The spec writes one tag per line; the renderer none. */
const compact = (html: string) => html.replace(/>\n+/g, '>').replace(/\n+</g, '<').trim();
/** The tables of a converted tab, printed, without the portal's `scope` (see the file's comment). */
const printed = (markdown: string) =>
  legacyTabContentToStructured(markdown)
    .Tabelas.map((table) => tabTableToHtml(table))
    .join('')
    .replaceAll(' scope="col"', '');

describe('GFM spec tables, converted and printed', () => {
  it('example 198: a header row, a delimiter row and a data row', () => {
    const markdown = ['| foo | bar |', '| --- | --- |', '| baz | bim |'].join('\n');
    expect(printed(markdown)).toBe(
      compact(`<table>
<thead>
<tr>
<th>foo</th>
<th>bar</th>
</tr>
</thead>
<tbody>
<tr>
<td>baz</td>
<td>bim</td>
</tr>
</tbody>
</table>`),
    );
    expect(legacyTabContentToStructured(markdown)).toEqual({
      Texto: null,
      Tabelas: [
        { Titulo: null, Cabecalho: { Coluna_1: 'foo', Coluna_2: 'bar' }, Linhas: [{ Coluna_1: 'baz', Coluna_2: 'bim' }], Texto: null },
      ],
    });
  });

  it('example 200: an escaped pipe is part of a cell; a cell keeps its words, not its marks', () => {
    const markdown = ['| f\\|oo  |', '| ------ |', '| b `\\|` az |', '| b **\\|** im |'].join('\n');
    // The spec prints <code>|</code> and <strong>|</strong>: a cell of the portal is plain text.
    expect(legacyTabContentToStructured(markdown).Tabelas).toEqual([
      { Titulo: null, Cabecalho: { Coluna_1: 'f|oo' }, Linhas: [{ Coluna_1: 'b | az' }, { Coluna_1: 'b | im' }], Texto: null },
    ]);
  });

  it('example 201: the table ends where a quote begins; the quote is the text below the table', () => {
    const markdown = ['| abc | def |', '| --- | --- |', '| bar | baz |', '> bar'].join('\n');
    expect(printed(markdown)).toBe(
      compact(`<table>
<thead>
<tr>
<th>abc</th>
<th>def</th>
</tr>
</thead>
<tbody>
<tr>
<td>bar</td>
<td>baz</td>
</tr>
</tbody>
</table>`),
    );
    const { Texto, Tabelas } = legacyTabContentToStructured(markdown);
    expect(Texto).toBeNull();
    expect(Tabelas[0]!.Texto).toEqual([{ type: 'quote', children: [text('bar')] }]);
  });

  it('example 202: a line without a pipe is still a row, the table ends at the blank line', () => {
    const markdown = ['| abc | def |', '| --- | --- |', '| bar | baz |', 'bar', '', 'bar'].join('\n');
    expect(printed(markdown)).toBe(
      compact(`<table>
<thead>
<tr>
<th>abc</th>
<th>def</th>
</tr>
</thead>
<tbody>
<tr>
<td>bar</td>
<td>baz</td>
</tr>
<tr>
<td>bar</td>
<td></td>
</tr>
</tbody>
</table>`),
    );
    expect(legacyTabContentToStructured(markdown).Tabelas[0]!.Texto).toEqual([{ type: 'paragraph', children: [text('bar')] }]);
  });

  it('example 203: a header row that does not match the delimiter row is no table, but text', () => {
    const markdown = ['| abc | def |', '| --- |', '| bar |'].join('\n');
    expect(legacyTabContentToStructured(markdown)).toEqual({
      Texto: [{ type: 'paragraph', children: [text('| abc | def |\n| --- |\n| bar |')] }],
      Tabelas: [],
    });
  });

  it('example 204: a short row gets empty cells, cells past the header are left out', () => {
    const markdown = ['| abc | def |', '| --- | --- |', '| bar |', '| bar | baz | boo |'].join('\n');
    expect(printed(markdown)).toBe(
      compact(`<table>
<thead>
<tr>
<th>abc</th>
<th>def</th>
</tr>
</thead>
<tbody>
<tr>
<td>bar</td>
<td></td>
</tr>
<tr>
<td>bar</td>
<td>baz</td>
</tr>
</tbody>
</table>`),
    );
  });

  it('example 205: a table without body rows has no <tbody>', () => {
    const markdown = ['| abc | def |', '| --- | --- |'].join('\n');
    expect(printed(markdown)).toBe(
      compact(`<table>
<thead>
<tr>
<th>abc</th>
<th>def</th>
</tr>
</thead>
</table>`),
    );
  });
});

describe('a tab’s former content converted', () => {
  it('text before the first table is the tab’s text; text after a table is that table’s', () => {
    const markdown = [
      'Valores com impostos.',
      '',
      '| Faixa (m³/mês) | Preço do m³ (R$) |',
      '| --- | ---: |',
      '| 0 a 7 | 6,92 |',
      '',
      'Valores de **2026**.',
      '',
      '| Serviço | Prazo |',
      '| --- | --- |',
      '| Religação | 24 horas |',
    ].join('\n');
    expect(legacyTabContentToStructured(markdown)).toEqual({
      Texto: [{ type: 'paragraph', children: [text('Valores com impostos.')] }],
      Tabelas: [
        {
          Titulo: null,
          Cabecalho: { Coluna_1: 'Faixa (m³/mês)', Coluna_2: 'Preço do m³ (R$)' },
          Linhas: [{ Coluna_1: '0 a 7', Coluna_2: '6,92' }],
          Texto: [{ type: 'paragraph', children: [text('Valores de '), text('2026', { bold: true }), text('.')] }],
        },
        {
          Titulo: null,
          Cabecalho: { Coluna_1: 'Serviço', Coluna_2: 'Prazo' },
          Linhas: [{ Coluna_1: 'Religação', Coluna_2: '24 horas' }],
          Texto: null,
        },
      ],
    });
  });

  it('an HTML table (the former seed’s) keeps its caption, header and entities', () => {
    const html =
      '<div><table><caption>Parceiros</caption><thead><tr><th scope="col">Parceiro</th><th scope="col">Horário</th></tr></thead>' +
      '<tbody><tr><td>Gás &amp; Cia</td><td>Seg. a sex.,\n 8h às 18h</td></tr></tbody></table></div>';
    expect(legacyTabContentToStructured(html)).toEqual({
      Texto: null,
      Tabelas: [
        {
          Titulo: 'Parceiros',
          Cabecalho: { Coluna_1: 'Parceiro', Coluna_2: 'Horário' },
          Linhas: [{ Coluna_1: 'Gás & Cia', Coluna_2: 'Seg. a sex., 8h às 18h' }],
          Texto: null,
        },
      ],
    });
  });

  it('a table without <thead> whose first row is header cells has that row as its header', () => {
    const html = '<table><tr><th>A</th><th>B</th></tr><tr><td>1</td><td>2</td></tr></table>';
    expect(legacyTabContentToStructured(html).Tabelas[0]).toMatchObject({
      Cabecalho: { Coluna_1: 'A', Coluna_2: 'B' },
      Linhas: [{ Coluna_1: '1', Coluna_2: '2' }],
    });
  });

  it('prose only is the tab’s text; an empty content is nothing', () => {
    expect(legacyTabContentToStructured('<p>Fale com o comercial.</p>')).toEqual({
      Texto: [{ type: 'paragraph', children: [text('Fale com o comercial.')] }],
      Tabelas: [],
    });
    expect(legacyTabContentToStructured('  \n')).toEqual({ Texto: null, Tabelas: [] });
  });

  it('refuses what a table of fields cannot hold, naming it', () => {
    const refused = (content: string) => {
      try {
        legacyTabContentToStructured(content);
      } catch (error) {
        expect(error).toBeInstanceOf(RichTextConversionError);
        return (error as Error).message;
      }
      return 'converted';
    };
    expect(refused('| a |\n| - |\n| [mapa](/mapa) |')).toContain('a link inside a table cell');
    expect(refused('| a |\n| - |\n| ![x](/x.png) |')).toContain('an image inside a table cell');
    expect(refused('| 1 | 2 | 3 | 4 | 5 | 6 | 7 |\n|-|-|-|-|-|-|-|')).toContain('a table of 7 columns (a table holds at most 6)');
    expect(refused('<table><tr><td colspan="2">x</td></tr></table>')).toContain('a table cell spanning columns or rows');
    expect(refused('<table><thead><tr><th>a</th></tr><tr><th>b</th></tr></thead></table>')).toContain('more than one header row');
    expect(refused('<p>a</p><script>x()</script>')).toContain('a script');
  });
});

describe('a table of fields printed', () => {
  const table = {
    Titulo: 'Tarifa residencial',
    Cabecalho: { Coluna_1: 'Faixa', Coluna_2: 'Preço' },
    Linhas: [{ Coluna_1: '0 a 7', Coluna_2: '6,92' }, { Coluna_1: '' }, { Coluna_1: 'Acima de 7', Coluna_2: '7,35' }],
  };

  it('has its title as <caption>, column headers with scope, and leaves an unfilled row out', () => {
    expect(tabTableToHtml(table)).toBe(
      '<table><caption>Tarifa residencial</caption>' +
        '<thead><tr><th scope="col">Faixa</th><th scope="col">Preço</th></tr></thead>' +
        '<tbody><tr><td>0 a 7</td><td>6,92</td></tr><tr><td>Acima de 7</td><td>7,35</td></tr></tbody></table>',
    );
  });

  it('without a title, the tab’s title is the caption for screen readers only', () => {
    expect(tabTableToHtml({ ...table, Titulo: ' ' }, { caption: 'Residencial' })).toContain(
      '<caption class="visually-hidden">Residencial</caption>',
    );
    expect(tabTableToHtml({ ...table, Titulo: null })).not.toContain('<caption');
  });

  it('shows the columns up to the last one with text, and every text escaped', () => {
    const wide = { Cabecalho: { Coluna_1: 'A' }, Linhas: [{ Coluna_1: '<b>x</b> & "y"', Coluna_6: 'z' }] };
    expect(tableColumns(wide)).toBe(6);
    expect(tabTableToHtml(wide)).toBe(
      '<table><thead><tr><th scope="col">A</th><th scope="col"></th><th scope="col"></th><th scope="col"></th><th scope="col"></th><th scope="col"></th></tr></thead>' +
        '<tbody><tr><td>&lt;b&gt;x&lt;/b&gt; &amp; &quot;y&quot;</td><td></td><td></td><td></td><td></td><td>z</td></tr></tbody></table>',
    );
  });

  it('a table with no text in any cell is not printed', () => {
    expect(tabTableToHtml({ Titulo: 'Vazia', Cabecalho: { Coluna_1: null }, Linhas: [{}] })).toBe('');
  });
});

describe('the tabs block in the build’s block validation', () => {
  const tabs = (aba: Record<string, unknown>) => ({ __component: 'texto.table', Titulo: 'Tarifas', abas: [aba] });

  it('accepts a tab with text and tables of cells', () => {
    const aba = {
      Titulo: 'Residencial',
      Texto: [{ type: 'paragraph', children: [text('Com impostos.')] }],
      Tabelas: [{ Titulo: null, Cabecalho: { Coluna_1: 'Faixa', Coluna_2: null }, Linhas: [{ Coluna_1: '0 a 7' }], Texto: null }],
    };
    const [block] = validateBlocks('/tarifas', [tabs(aba)]);
    expect((block?.abas as { Tabelas: unknown[] }[])[0]?.Tabelas).toEqual(aba.Tabelas);
  });

  it('fails naming the page and the block when a cell is not text', () => {
    expect(() => validateBlocks('/tarifas', [tabs({ Titulo: 'Residencial', Tabelas: [{ Linhas: [{ Coluna_2: 7 }] }] })])).toThrow(
      /Page "\/tarifas", block #1 "table" is malformed: abas/,
    );
  });
});
