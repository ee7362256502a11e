/**
 * Rich text is Strapi 5's Blocks editor (docs/cms-admin.md, "Rich text"): what an editor formats
 * with its toolbar (bold, italics, underline, strikethrough, code, headings, lists, quotes, code
 * blocks, links, images) reaches the page as that HTML, sanitized as before; search and the news
 * description read its text. A value stored before the move to Blocks (Markdown or HTML) still
 * renders as it did, so a database not migrated yet keeps its pages.
 */
import { describe, expect, it } from 'vitest';
import { sanitizeRichText, toPlainText } from '../../src/lib/sanitize';
import { htmlToText, textOfBlocks } from '../../cms/src/domain/plain-text';
import { entryNameFromText } from '../../cms/src/domain/entry-name';

const text = (t: string, marks: Record<string, boolean> = {}) => ({ type: 'text', text: t, ...marks });

/** What the Blocks editor stores for a short safety note with every kind of node. */
const NOTE = [
  { type: 'heading', level: 2, children: [text('Segurança em casa')] },
  {
    type: 'paragraph',
    children: [
      text('Use '),
      text('sempre', { bold: true }),
      text(' o registro, '),
      text('nunca', { italic: true }),
      text(' improvise, '),
      text('leia', { underline: true }),
      text(' e '),
      text('risque', { strikethrough: true }),
      text(' o '),
      text('0800', { code: true }),
      text('.'),
    ],
  },
  {
    type: 'list',
    format: 'unordered',
    children: [
      { type: 'list-item', children: [text('Verifique a chama')] },
      { type: 'list', format: 'unordered', indentLevel: 1, children: [{ type: 'list-item', children: [text('Azul é normal')] }] },
      { type: 'list-item', children: [text('Areje o ambiente')] },
    ],
  },
  { type: 'list', format: 'ordered', children: [{ type: 'list-item', children: [text('Feche o registro')] }] },
  { type: 'quote', children: [text('Cheiro de gás? Saia de casa.')] },
  { type: 'code', children: [text('<b>não é HTML</b>')] },
  {
    type: 'paragraph',
    children: [text('Fale '), { type: 'link', url: 'https://www.necta.com.br/contato', children: [text('conosco')] }, text('.')],
  },
  {
    type: 'image',
    image: { url: '/uploads/mapa.png', alternativeText: 'Mapa da rede', width: 800, height: 600, name: 'mapa.png' },
    children: [text('')],
  },
];

describe('rich text of the Blocks editor on the page', () => {
  it('headings, marks, nested and ordered lists, quotes, code, links and images become their HTML', () => {
    const html = sanitizeRichText(NOTE);
    expect(html).toContain('<h2>Segurança em casa</h2>');
    expect(html).toContain(
      '<p>Use <strong>sempre</strong> o registro, <em>nunca</em> improvise, <u>leia</u> e <s>risque</s> o <code>0800</code>.</p>',
    );
    expect(html).toContain('<ul><li>Verifique a chama<ul><li>Azul é normal</li></ul></li><li>Areje o ambiente</li></ul>');
    expect(html).toContain('<ol><li>Feche o registro</li></ol>');
    expect(html).toContain('<blockquote>Cheiro de gás? Saia de casa.</blockquote>');
    expect(html).toContain('<pre><code>&lt;b&gt;não é HTML&lt;/b&gt;</code></pre>');
    expect(html).toContain('<a href="https://www.necta.com.br/contato" rel="noopener">conosco</a>');
    expect(html).toContain('<img src="/uploads/mapa.png" alt="Mapa da rede" width="800" height="600" loading="lazy" />');
  });

  it('a line break typed with Shift+Enter is a line break on the page', () => {
    expect(sanitizeRichText([{ type: 'paragraph', children: [text('Rua A, 10\nCentro')] }])).toBe('<p>Rua A, 10<br />Centro</p>');
  });

  it('text is text: markup typed by an editor is shown, never run', () => {
    const html = sanitizeRichText([{ type: 'paragraph', children: [text('<script>alert(1)</script> <img src=x onerror=alert(1)>')] }]);
    expect(html).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=alert(1)&gt;</p>');
  });

  it('a javascript: link is not a link on the page', () => {
    const html = sanitizeRichText([
      { type: 'paragraph', children: [{ type: 'link', url: 'javascript:alert(1)', children: [text('clique')] }] },
    ]);
    expect(html).not.toMatch(/javascript:/);
    expect(html).toContain('clique');
  });

  it('an empty field shows nothing', () => {
    expect(sanitizeRichText(null)).toBe('');
    expect(sanitizeRichText([])).toBe('');
    // What the Blocks editor keeps of a field whose text was deleted.
    expect(sanitizeRichText([{ type: 'paragraph', children: [text('')] }])).toBe('');
  });
});

describe('rich text stored before the Blocks editor (a database not migrated yet)', () => {
  it('Markdown still becomes HTML and stored HTML is kept', () => {
    expect(sanitizeRichText('Use **sempre** o registro\n\n- Verifique a chama')).toMatch(
      /<p>Use <strong>sempre<\/strong> o registro<\/p>\s*<ul>\s*<li>Verifique a chama<\/li>\s*<\/ul>/,
    );
    const stored = '<p>O gás natural chega <strong>pela rede</strong>.</p>\n<ul><li>Sem botijão</li></ul>';
    expect(sanitizeRichText(stored)).toBe(stored);
  });

  it('still drops scripts and handlers', () => {
    expect(sanitizeRichText('<img src=x onerror="alert(1)">\n\n<script>alert(1)</script>')).not.toMatch(/onerror|<script/);
  });
});

describe('the text of rich text (search, news description, names in the admin)', () => {
  it('reads the Blocks text in order, without marks or images', () => {
    const expected =
      'Segurança em casa Use sempre o registro, nunca improvise, leia e risque o 0800. Verifique a chama Azul é normal Areje o ambiente Feche o registro Cheiro de gás? Saia de casa. <b>não é HTML</b> Fale conosco.';
    expect(htmlToText(NOTE)).toBe(expected);
    expect(toPlainText(NOTE)).toBe(expected);
  });

  it('a page’s blocks give their rich text once, without the node types or addresses', () => {
    const page = [{ __component: 'texto.paragraph', Titulo: 'Dicas', Paragrafo: NOTE.slice(0, 2) }];
    expect(textOfBlocks(page)).toBe('Dicas Segurança em casa Use sempre o registro, nunca improvise, leia e risque o 0800.');
  });

  it('a legacy Markdown or HTML value gives its text without marks', () => {
    expect(htmlToText('## Título\n\nTexto com **negrito** e [um link](https://x.test)')).toBe('Título Texto com negrito e um link');
    expect(htmlToText('<p>Gás &amp; energia</p>')).toBe('Gás & energia');
  });

  it('a special-paragraph text is named in the admin by the beginning of its Blocks text', () => {
    expect(entryNameFromText([{ type: 'paragraph', children: [text('Ramal', { bold: true }), text(' e medidor #1')] }])).toBe(
      'Ramal e medidor #1',
    );
  });
});
