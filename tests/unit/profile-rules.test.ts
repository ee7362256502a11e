/**
 * Profile rules of spec 01 §5 (cms/src/domain/profile.ts), the body schema of
 * PATCH /api/user/sap/data built on them, the notification HTML allow-list and the Aviso's
 * rich text as HTML.
 */
import { describe, expect, it } from 'vitest';
import {
  PHONE_MASK,
  confirmationError,
  loginEmailError,
  maskPhone,
  newEmailError,
  phoneDigits,
  phoneError,
  profileEmail,
  profileUpdateErrors,
} from '@domain/profile';
import { fieldMessages } from '@domain/request-schemas';
import { sanitizeNotificationHtml } from '../../cms/src/portal/notifications/sanitize';
import { blocksToHtml } from '../../cms/src/portal/notifications/blocks-html';

describe('phone (99) 9 9999-9999', () => {
  it('masks what is typed as far as it goes', () => {
    expect(PHONE_MASK).toBe('(99) 9 9999-9999');
    expect(maskPhone('')).toBe('');
    expect(maskPhone('1')).toBe('(1');
    expect(maskPhone('14')).toBe('(14)');
    expect(maskPhone('149')).toBe('(14) 9');
    expect(maskPhone('1499123')).toBe('(14) 9 9123');
    expect(maskPhone('14991234')).toBe('(14) 9 9123-4');
    expect(maskPhone('14991234567')).toBe('(14) 9 9123-4567');
    expect(maskPhone('(14) 9 9123-45678999')).toBe('(14) 9 9123-4567');
    expect(maskPhone('14991234567')).toHaveLength(16);
  });

  it('is valid only empty or complete, otherwise "Telefone incompleto"', () => {
    expect(phoneError('')).toBeNull();
    expect(phoneError('(14) 9 9123-4567')).toBeNull();
    expect(phoneError('14991234567')).toBeNull();
    for (const bad of ['(14) 9 9123-456', '(14) 9 9123', '1499123456', '149912345678', 'abc14991234567', '(14)99123-4567', 12, {}])
      expect(phoneError(bad), String(bad)).toBe('Telefone incompleto');
    expect(phoneDigits('(14) 9 9123-4567')).toBe('14991234567');
    expect(phoneDigits('  ')).toBe('');
    expect(phoneDigits('(14) 9 9123-456')).toBeNull();
  });
});

describe('profile e-mail fields', () => {
  it('lowercases the input, checks the pattern, the confirmation and that it differs from the current one', () => {
    expect(profileEmail('  Novo@Exemplo.TEST ')).toBe('novo@exemplo.test');
    expect(newEmailError('sem-arroba', null)).toBe('E-mail inválido');
    expect(newEmailError('a@b', null)).toBe('E-mail inválido');
    expect(newEmailError(42, null)).toBe('E-mail inválido');
    expect(newEmailError('Atual@Demo.test', 'atual@demo.test')).toBe('O novo email deve ser diferente do atual');
    expect(newEmailError('novo@demo.test', 'atual@demo.test')).toBeNull();
    expect(confirmationError('novo@demo.test', 'NOVO@demo.test')).toBeNull();
    expect(confirmationError('novo@demo.test', 'novo@demo.tes')).toBe('Digite seu e-mail exatamente igual ao campo anterior');
    expect(confirmationError('novo@demo.test', undefined)).toBe('Digite seu e-mail exatamente igual ao campo anterior');
    expect(loginEmailError('', 'x@y.test')).toBe('E-mail inválido');
  });

  it('reports each field of a profile update with its catalogue message', () => {
    const ok = { faturaEmail: true, telefone: '(14) 9 9123-4567', email: 'novo@demo.test', emailConfirmation: 'novo@demo.test' };
    expect(profileUpdateErrors(ok, 'atual@demo.test')).toEqual({});
    expect(profileUpdateErrors({ faturaEmail: false })).toEqual({});
    expect(profileUpdateErrors({ ...ok, faturaEmail: 'sim' })).toEqual({ faturaEmail: 'Informe se deseja receber a fatura por e-mail' });
    expect(profileUpdateErrors({ ...ok, telefone: '(14) 9' })).toEqual({ telefone: 'Telefone incompleto' });
    expect(profileUpdateErrors({ ...ok, email: 'x' })).toEqual({ email: 'E-mail inválido' });
    expect(profileUpdateErrors({ ...ok, emailConfirmation: 'outro@demo.test' })).toEqual({
      emailConfirmation: 'Digite seu e-mail exatamente igual ao campo anterior',
    });
    expect(profileUpdateErrors(ok, 'NOVO@demo.test')).toEqual({ email: 'O novo email deve ser diferente do atual' });
  });

  it('the request schema gives the same field messages', () => {
    expect(fieldMessages('user.sap-data', { faturaEmail: true })).toEqual({});
    expect(fieldMessages('user.sap-data', { faturaEmail: true, telefone: '(1' })).toEqual({ telefone: 'Telefone incompleto' });
    expect(fieldMessages('user.sap-data', { telefone: '' })).toEqual({ faturaEmail: 'Informe se deseja receber a fatura por e-mail' });
    expect(fieldMessages('user.sap-data', { faturaEmail: true, email: 'a@b.test', emailConfirmation: 'b@b.test' })).toEqual({
      emailConfirmation: 'Digite seu e-mail exatamente igual ao campo anterior',
    });
    expect(fieldMessages('user.sap-data', [1])).not.toEqual({});
  });
});

describe('notification HTML', () => {
  it('keeps the allow-list and removes everything else', () => {
    expect(
      sanitizeNotificationHtml('<p>Olá <b>x</b> <i>y</i> <u>z</u> <s>w</s><br></p><ol><li>1</li></ol><blockquote>q</blockquote><hr>'),
    ).toBe('<p>Olá <b>x</b> <i>y</i> <u>z</u> <s>w</s><br /></p><ol><li>1</li></ol><blockquote>q</blockquote><hr />');
    expect(sanitizeNotificationHtml('<script>alert(1)</script><p>ok</p>')).toBe('<p>ok</p>');
    expect(sanitizeNotificationHtml('<img src=x onerror=alert(1)><p onmouseover="x()">ok</p>')).toBe('<p>ok</p>');
    expect(sanitizeNotificationHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeNotificationHtml('<a href="mailto:sac@necta.com.br">sac</a>')).toBe(
      '<a href="mailto:sac@necta.com.br" target="_blank" rel="noopener noreferrer">sac</a>',
    );
    expect(sanitizeNotificationHtml('<a href="//evil.example">x</a>')).toBe('<a target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeNotificationHtml('<div style="x"><span class="c">t</span></div>')).toBe('<span>t</span>');
  });

  it('renders the Aviso’s rich text as HTML, escaped', () => {
    const blocks = [
      { type: 'heading', level: 1, children: [{ type: 'text', text: 'Aviso' }] },
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Olá ' },
          { type: 'text', text: '<cliente>', bold: true },
          { type: 'link', url: 'https://necta.com.br', children: [{ type: 'text', text: 'site', italic: true }] },
        ],
      },
      { type: 'list', format: 'ordered', children: [{ type: 'list-item', children: [{ type: 'text', text: 'um' }] }] },
      { type: 'image', image: { url: 'https://x/y.png' } },
      { type: 'quote', children: [{ type: 'text', text: 'q', underline: true, strikethrough: true }] },
    ];
    expect(blocksToHtml(blocks)).toBe(
      '<h3>Aviso</h3><p>Olá <strong>&lt;cliente&gt;</strong><a href="https://necta.com.br"><em>site</em></a></p><ol><li>um</li></ol><blockquote><u><s>q</s></u></blockquote>',
    );
    expect(blocksToHtml('texto')).toBe('');
    expect(blocksToHtml(null)).toBe('');
  });
});
