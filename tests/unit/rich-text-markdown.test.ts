/**
 * The rich-text fields are Strapi's Markdown editor (an editor who pressed B used to publish a
 * literal `**`). What its buttons write must reach the page as formatting, HTML already stored must
 * stay as it was, and the sanitizer still removes what it removed before.
 */
import { describe, expect, it } from 'vitest';
import { sanitizeRichText, toPlainText } from '../../src/lib/sanitize';
import { htmlToText } from '../../cms/src/domain/plain-text';

describe('rich text written with the editor’s buttons', () => {
  it('bold, italics, a heading, a list, a quote, a link and an image become HTML, not marks', () => {
    const html = sanitizeRichText(
      [
        '## Segurança em casa',
        '',
        'Use **sempre** o registro e *nunca* improvise.',
        '',
        '- Verifique a chama',
        '- Areje o ambiente',
        '',
        '1. Feche o registro',
        '2. Ligue 0800',
        '',
        '> Cheiro de gás? Saia de casa.',
        '',
        '[Fale conosco](https://www.necta.com.br/contato) ou veja ![Mapa da rede](/uploads/mapa.png)',
      ].join('\n'),
    );
    expect(html).toContain('<h2>Segurança em casa</h2>');
    expect(html).toContain('<strong>sempre</strong>');
    expect(html).toContain('<em>nunca</em>');
    expect(html).toMatch(/<ul>\s*<li>Verifique a chama<\/li>\s*<li>Areje o ambiente<\/li>\s*<\/ul>/);
    expect(html).toMatch(/<ol>\s*<li>Feche o registro<\/li>/);
    expect(html).toMatch(/<blockquote>\s*<p>Cheiro de gás\? Saia de casa.<\/p>\s*<\/blockquote>/);
    expect(html).toContain('<a href="https://www.necta.com.br/contato" rel="noopener">Fale conosco</a>');
    expect(html).toContain('<img src="/uploads/mapa.png" alt="Mapa da rede" />');
    expect(html).not.toMatch(/\*\*|##|^- /m);
  });

  it('a line break typed in the editor is a line break on the page, as in the editor’s preview', () => {
    expect(sanitizeRichText('Rua A, 10\nCentro')).toBe('<p>Rua A, 10<br />\nCentro</p>\n');
  });

  it('HTML already stored (the seed, pasted content) is kept as it was', () => {
    const stored = '<p>O gás natural chega <strong>pela rede</strong>.</p>\n<ul><li>Sem botijão</li></ul>';
    expect(sanitizeRichText(stored)).toBe(stored);
  });

  it('still drops scripts, handlers and javascript: links written in Markdown or HTML', () => {
    const html = sanitizeRichText('[clique](javascript:alert(1)) <img src=x onerror="alert(1)">\n\n<script>alert(1)</script>');
    // markdown-it leaves a javascript: link as the text the editor typed, never as a link.
    expect(html).not.toMatch(/href="javascript:|onerror|<script|<a /);
  });

  it('search and the news description read the text without Markdown marks', () => {
    const text = '## Título\n\nTexto com **negrito** e [um link](https://x.test) no meio\n\n- item';
    expect(htmlToText(text)).toBe('Título Texto com negrito e um link no meio item');
    expect(toPlainText(text)).toBe('Título Texto com negrito e um link no meio item');
  });
});
