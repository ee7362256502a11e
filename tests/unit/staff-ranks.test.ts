/**
 * The pure rules behind the staff ceiling (docs/security.md, "Staff permissions, the DPO address
 * and notices"): who outranks whom, which keys are beyond a caller's own, and which links stay on
 * the site.
 */
import { describe, expect, it } from 'vitest';
import { keysBeyond } from '../../cms/src/domain/permissions';
import { outranks } from '../../cms/src/domain/roles';
import { blockLinks, isSiteLink } from '../../cms/src/domain/site-links';

describe('rank: who may change whom', () => {
  it('puts the admin master over administrators over attendants and gas programmers, never a peer over a peer', () => {
    expect(outranks({ role: 'admin-master' }, { role: 'admin' })).toBe(true);
    expect(outranks({ role: 'admin' }, { role: 'attendant-only' })).toBe(true);
    expect(outranks({ role: 'admin' }, { role: 'gas-programmer' })).toBe(true);
    expect(outranks({ role: 'admin' }, { role: 'admin' })).toBe(false);
    expect(outranks({ role: 'admin' }, { role: 'admin-master' })).toBe(false);
    expect(outranks({ role: 'admin-master' }, { role: 'admin-master' })).toBe(false);
    expect(outranks({ role: 'attendant-2' }, { role: 'attendant-only' })).toBe(false);
  });

  it('puts a customer account owner over its secondary users, and keeps staff and customers apart', () => {
    expect(outranks({ role: 'industry', isAccountOwner: true }, { role: 'industry', isAccountOwner: false })).toBe(true);
    expect(outranks({ role: 'industry', isAccountOwner: false }, { role: 'industry', isAccountOwner: true })).toBe(false);
    expect(outranks({ role: 'industry', isAccountOwner: true }, { role: 'industry', isAccountOwner: true })).toBe(false);
    expect(outranks({ role: 'admin-master' }, { role: 'client' })).toBe(false);
  });
});

describe('grant ceiling', () => {
  it('names the keys a caller does not hold, never the required ones', () => {
    expect(keysBeyond(['perfis.ver', 'faturas.ver'], ['inicio.ver', 'faturas.ver'])).toEqual([]);
    expect(keysBeyond(['perfis.ver'], ['faturas.ver', 'administradores.editar', 'perfis.ver'])).toEqual([
      'faturas.ver',
      'administradores.editar',
    ]);
  });
});

describe('links that stay on the site', () => {
  const site = 'https://www.necta.com.br';
  it('accepts paths and addresses on the site’s origin', () => {
    for (const url of ['/area-cliente/faturas', '/institucional?x=1#topo', 'https://www.necta.com.br/noticias'])
      expect(isSiteLink(url, site), url).toBe(true);
  });

  it('refuses other hosts, protocol-relative, script and mail links, look-alikes and credentials', () => {
    for (const url of [
      'https://necta-pagamentos.example/boleto',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'mailto:a@b.c',
      'https://www.necta.com.br.evil.example/',
      'http://www.necta.com.br/',
      'https://user:pw@www.necta.com.br/',
      'faturas',
      '',
    ])
      expect(isSiteLink(url, site), url).toBe(false);
  });

  it('finds every link of rich-text blocks, at any depth', () => {
    const blocks = [
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'x' },
          { type: 'link', url: '/a', children: [] },
        ],
      },
      { type: 'list', children: [{ type: 'list-item', children: [{ type: 'link', url: 'https://b.example', children: [] }] }] },
    ];
    expect(blockLinks(blocks)).toEqual(['/a', 'https://b.example']);
  });
});
