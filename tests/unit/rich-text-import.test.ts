/**
 * Rich text stored before the Blocks editor — HTML of the seed (`site/`), Markdown written with
 * Strapi's former editor — converted to the Blocks editor's JSON (the seed at load, the database
 * migration of existing installs). What Blocks cannot hold is refused with its name, never dropped.
 */
import { describe, expect, it } from 'vitest';
import { htmlToBlocks, legacyRichTextToBlocks } from '../../cms/src/domain/rich-text-import';

const text = (t: string, marks: Record<string, boolean> = {}) => ({ type: 'text', text: t, ...marks });

describe('HTML to Blocks', () => {
  it('headings and paragraphs with bold, italics, underline, strikethrough and code', () => {
    expect(
      htmlToBlocks('<h2>Tarifas</h2>\n<p>O <strong>valor</strong> e o <em>prazo</em>, <u>lidos</u>, <s>antigos</s>, <code>m³</code>.</p>'),
    ).toEqual([
      { type: 'heading', level: 2, children: [text('Tarifas')] },
      {
        type: 'paragraph',
        children: [
          text('O '),
          text('valor', { bold: true }),
          text(' e o '),
          text('prazo', { italic: true }),
          text(', '),
          text('lidos', { underline: true }),
          text(', '),
          text('antigos', { strikethrough: true }),
          text(', '),
          text('m³', { code: true }),
          text('.'),
        ],
      },
    ]);
  });

  it('bold inside italics keeps both marks', () => {
    expect(htmlToBlocks('<p><em>muito <strong>importante</strong></em></p>')).toEqual([
      { type: 'paragraph', children: [text('muito ', { italic: true }), text('importante', { italic: true, bold: true })] },
    ]);
  });

  it('unordered, ordered and nested lists', () => {
    expect(
      htmlToBlocks('<ul><li>Sem botijão<ul><li>Sem troca</li></ul></li><li><strong>Seguro</strong></li></ul><ol><li>Um</li></ol>'),
    ).toEqual([
      {
        type: 'list',
        format: 'unordered',
        indentLevel: 0,
        children: [
          { type: 'list-item', children: [text('Sem botijão')] },
          { type: 'list', format: 'unordered', indentLevel: 1, children: [{ type: 'list-item', children: [text('Sem troca')] }] },
          { type: 'list-item', children: [text('Seguro', { bold: true })] },
        ],
      },
      { type: 'list', format: 'ordered', indentLevel: 0, children: [{ type: 'list-item', children: [text('Um')] }] },
    ]);
  });

  it('links keep their address; an in-page link points to the page it is on', () => {
    expect(
      htmlToBlocks('<p>Veja <a href="/quero-contratar">como contratar</a> e o <a href="#glossario">glossário</a>.</p>', {
        pagePath: '/institucional',
      }),
    ).toEqual([
      {
        type: 'paragraph',
        children: [
          text('Veja '),
          { type: 'link', url: '/quero-contratar', children: [text('como contratar')] },
          text(' e o '),
          { type: 'link', url: '/institucional#glossario', children: [text('glossário')] },
          text('.'),
        ],
      },
    ]);
  });

  it('an image becomes an image block with its text, also when it was inside a paragraph', () => {
    expect(htmlToBlocks('<p>Antes <img src="/uploads/rede.png" alt="Mapa da rede"> depois</p>')).toEqual([
      { type: 'paragraph', children: [text('Antes')] },
      { type: 'image', image: { url: '/uploads/rede.png', alternativeText: 'Mapa da rede' }, children: [text('')] },
      { type: 'paragraph', children: [text('depois')] },
    ]);
  });

  it('entities are decoded into the text', () => {
    expect(htmlToBlocks('<p>Gás &amp; energia &lt;24h&gt; &quot;já&quot;&nbsp;hoje</p>')).toEqual([
      { type: 'paragraph', children: [text('Gás & energia <24h> "já"\u00a0hoje')] },
    ]);
  });

  it('a quote and a line break', () => {
    expect(htmlToBlocks('<blockquote><p>Cheiro de gás?</p><p>Saia de casa.</p></blockquote><p>Rua A<br>Centro</p>')).toEqual([
      { type: 'quote', children: [text('Cheiro de gás?\nSaia de casa.')] },
      { type: 'paragraph', children: [text('Rua A\nCentro')] },
    ]);
  });

  it('refuses, naming it, what Blocks cannot hold', () => {
    expect(() => htmlToBlocks('<table><tr><td>1</td></tr></table>')).toThrow(/a table/);
    expect(() => htmlToBlocks('<p>x</p><script>alert(1)</script>')).toThrow(/a script/);
    expect(() => htmlToBlocks('<iframe src="https://x.test"></iframe>')).toThrow(/<iframe>/);
  });
});

describe('Markdown of the former editor to Blocks', () => {
  it('the marks its buttons wrote become formatting', () => {
    expect(
      legacyRichTextToBlocks('## Dicas\n\nUse **sempre** o [registro](https://x.test)\n\n- Um\n- Dois\n\n![Mapa](/uploads/m.png)'),
    ).toEqual([
      { type: 'heading', level: 2, children: [text('Dicas')] },
      {
        type: 'paragraph',
        children: [
          text('Use '),
          text('sempre', { bold: true }),
          text(' o '),
          { type: 'link', url: 'https://x.test', children: [text('registro')] },
        ],
      },
      {
        type: 'list',
        format: 'unordered',
        indentLevel: 0,
        children: [
          { type: 'list-item', children: [text('Um')] },
          { type: 'list-item', children: [text('Dois')] },
        ],
      },
      { type: 'image', image: { url: '/uploads/m.png', alternativeText: 'Mapa' }, children: [text('')] },
    ]);
  });

  it('a line typed alone stays a line break; an empty text is no content', () => {
    expect(legacyRichTextToBlocks('Rua A, 10\nCentro')).toEqual([{ type: 'paragraph', children: [text('Rua A, 10\nCentro')] }]);
    expect(legacyRichTextToBlocks('  ')).toBeNull();
  });

  it('an image found in the Media Library is stored as the editor stores it', () => {
    const media = {
      url: '/uploads/m.png',
      alternativeText: 'Mapa',
      name: 'm.png',
      width: 10,
      height: 10,
      hash: 'm',
      ext: '.png',
      mime: 'image/png',
    };
    expect(legacyRichTextToBlocks('![Mapa](/uploads/m.png)', { image: () => media })).toEqual([
      { type: 'image', image: media, children: [text('')] },
    ]);
  });
});
