/**
 * The portal's one e-mail layout (cms/src/portal/core/mail.ts `composeMail`): greeting, the
 * message's parts in order, the support line; a plain-text copy with the same words, and HTML
 * that escapes everything a person or a record typed.
 */
import { describe, expect, it } from 'vitest';
import { composeMail } from '../../cms/src/portal/core/mail';

describe('composeMail', () => {
  it('greets by name, keeps the parts in order and ends with the support line', () => {
    const { text, html } = composeMail({
      name: 'Maria',
      parts: [
        'Recebemos o seu pedido.',
        { action: 'Redefinir senha', href: 'https://portal.test/login?t=abc', fallback: true },
        'Válido por 1 hora.',
      ],
    });
    expect(text).toBe(
      [
        'Olá, Maria!',
        'Recebemos o seu pedido.',
        'Redefinir senha: https://portal.test/login?t=abc',
        'Válido por 1 hora.',
        // The customer service phone the spec gives (spec 02 and 04).
        'Dúvidas? Fale com a nossa central de atendimento: 0800 773 6099.',
      ].join('\n\n'),
    );
    expect(html).toContain('<p>Olá, Maria!</p>');
    expect(html).toContain('<a href="https://portal.test/login?t=abc" style="display:inline-block');
    expect(html).toContain('Se o botão não funcionar, copie e cole este endereço no navegador:<br>https://portal.test/login?t=abc');
    expect(html.indexOf('Recebemos')).toBeLessThan(html.indexOf('Redefinir senha'));
    expect(html.indexOf('Redefinir senha')).toBeLessThan(html.indexOf('Válido por 1 hora.'));
  });

  it('says only "Olá!" without a name, and takes a footer of its own', () => {
    const { text } = composeMail({ name: null, parts: ['Corpo.'], footer: 'Central de atendimento: 0800.' });
    expect(text).toBe('Olá!\n\nCorpo.\n\nCentral de atendimento: 0800.');
  });

  it('escapes what people typed in every kind of part', () => {
    const evil = '<script>alert("x")</script>';
    const { html } = composeMail({
      name: evil,
      parts: [
        evil,
        { heading: evil },
        { strong: evil },
        { lines: [evil, 'segunda'] },
        { list: [{ key: evil, text: evil }] },
        { table: [[evil, '1']] },
        { text: evil, href: 'https://portal.test/?a=1&b=2' },
        { action: evil, href: 'https://portal.test/"onmouseover="x', style: 'link' },
      ],
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('"onmouseover="');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('https://portal.test/?a=1&amp;b=2');
  });

  it('writes lists, tables and lines as one paragraph each in the text copy', () => {
    const { text, html } = composeMail({
      parts: [
        {
          list: [
            { key: '12345', text: 'Rua A, 1' },
            { key: '67890', text: 'Rua B, 2' },
          ],
        },
        {
          table: [
            ['Data', 'Volume'],
            ['01/12/2026', '1.000 m³'],
          ],
        },
        { lines: ['Número do protocolo: 1', 'Código do cliente: 2'] },
      ],
    });
    expect(text).toContain(
      '12345 — Rua A, 1\n67890 — Rua B, 2\n\nData — Volume\n01/12/2026 — 1.000 m³\n\nNúmero do protocolo: 1\nCódigo do cliente: 2',
    );
    expect(html).toContain('<li><strong>12345</strong> — Rua A, 1</li>');
    expect(html).toContain('<td style="padding:4px 12px;border:1px solid #d9e2ec">1.000 m³</td>');
    expect(html).toContain('<p>Número do protocolo: 1<br>Código do cliente: 2</p>');
  });
});
