import { describe, it, expect } from 'vitest';
import { sanitizeEmbedHtml } from '../../src/lib/embed-html';

describe('html block sanitizer', () => {
  it('removes scripts with their content and inline event handlers', () => {
    const out = sanitizeEmbedHtml(
      '<p onclick="steal()">Olá<script>alert(1)</script></p><img src="https://cdn.example.com/a.png" onerror="x()" alt="a">',
    );
    expect(out).not.toMatch(/script|alert|onclick|onerror|steal/i);
    expect(out).toContain('<p>Olá</p>');
    expect(out).toContain('src="https://cdn.example.com/a.png"');
  });

  it('removes javascript: links and styles', () => {
    const out = sanitizeEmbedHtml('<a href="javascript:alert(1)">x</a><style>body{display:none}</style><span style="color:red">y</span>');
    expect(out).not.toMatch(/javascript|style|display/i);
    expect(out).toContain('<a>x</a>');
  });

  it('keeps https iframes with their title, lazily loaded', () => {
    const out = sanitizeEmbedHtml(
      '<iframe src="https://www.youtube-nocookie.com/embed/abc" title="Como ler sua fatura" width="560" height="315" allowfullscreen onload="x()"></iframe>',
    );
    expect(out).toContain('<iframe');
    expect(out).toContain('src="https://www.youtube-nocookie.com/embed/abc"');
    expect(out).toContain('title="Como ler sua fatura"');
    expect(out).toContain('loading="lazy"');
    expect(out).not.toContain('onload');
  });

  it('gives an untitled iframe an accessible name', () => {
    expect(sanitizeEmbedHtml('<iframe src="https://maps.example.com/x"></iframe>')).toContain('title="Conteúdo incorporado"');
  });

  it('drops iframes that are not https', () => {
    expect(sanitizeEmbedHtml('<iframe src="http://example.com/x" title="a"></iframe>')).toBe('');
    expect(sanitizeEmbedHtml('<iframe src="javascript:alert(1)" title="a"></iframe>')).toBe('');
    expect(sanitizeEmbedHtml('<iframe src="//example.com/x" title="a"></iframe>')).toBe('');
    expect(sanitizeEmbedHtml('<iframe srcdoc="<script>x()</script>" title="a"></iframe>')).toBe('');
  });

  it('keeps tables and basic formatting', () => {
    const html =
      '<table><caption>Tarifas</caption><thead><tr><th scope="col">Faixa</th></tr></thead><tbody><tr><td colspan="2"><strong>0 a 50 m³</strong></td></tr></tbody></table>';
    expect(sanitizeEmbedHtml(html)).toBe(html);
  });

  it('drops forms and their controls', () => {
    expect(sanitizeEmbedHtml('<form action="https://x"><input name="cpf"><button>Enviar</button></form>')).toBe('Enviar');
  });

  it('adds noopener to links that open a new tab', () => {
    expect(sanitizeEmbedHtml('<a href="https://necta.com.br" target="_blank">site</a>')).toBe(
      '<a href="https://necta.com.br" target="_blank" rel="noopener noreferrer">site</a>',
    );
  });
});
