import { describe, it, expect } from 'vitest';
import { landingRoute, PORTAL_ROLES, sanitizeRedirectSlug, type PortalRole } from '@domain/roles';
import { menuFor, findScreen, canOpenScreen, screenKey, SCREENS } from '@domain/menu';
import {
  effectivePermissions,
  ALL_PERMISSION_KEYS,
  PERMISSIONS,
  PERMISSION_CATEGORIES,
  REQUIRED_PERMISSION_KEYS,
} from '@domain/permissions';

const user = (role: PortalRole, isAccountOwner = true) => ({ role, permissions: effectivePermissions(role, null), isAccountOwner });
const slugs = (role: PortalRole, owner = true) => menuFor(user(role, owner)).map((e) => e.slug);

describe('landing route after login (spec 04 §2.2)', () => {
  it('sends each staff role to its screen', () => {
    expect(landingRoute({ role: 'industry', contractsCount: 2 })).toBe('/area-cliente/programacao-consumo');
    expect(landingRoute({ role: 'attendant-only', contractsCount: 0 })).toBe('/area-cliente/atendimento');
    expect(landingRoute({ role: 'attendant-2', contractsCount: 0, serviceStarted: true })).toBe('/area-cliente/home');
    expect(landingRoute({ role: 'gas-programmer', contractsCount: 0 })).toBe('/area-cliente/visao-geral-dashboard');
  });
  it('sends a user with several contracts to /contratos', () => {
    expect(landingRoute({ role: 'client', contractsCount: 3, redirect: 'conta-digital' })).toBe('/contratos');
  });
  it('uses r, then the redirectInitialRoute cookie, then home', () => {
    expect(landingRoute({ role: 'client', contractsCount: 1, redirect: 'conta-digital?r=v', redirectCookie: 'religacao-gas' })).toBe(
      '/area-cliente/conta-digital?r=v',
    );
    expect(landingRoute({ role: 'client', contractsCount: 1, redirectCookie: 'religacao-gas' })).toBe('/area-cliente/religacao-gas');
    expect(landingRoute({ role: 'admin', contractsCount: 0 })).toBe('/area-cliente/home');
    expect(landingRoute({ role: 'gnv', contractsCount: 1 })).toBe('/area-cliente/home');
  });
  it('never redirects outside the client area', () => {
    expect(sanitizeRedirectSlug('https://evil.example')).toBeNull();
    expect(sanitizeRedirectSlug('//evil.example')).toBeNull();
    expect(sanitizeRedirectSlug('../../etc')).toBeNull();
    expect(sanitizeRedirectSlug('%2F%2Fevil.example')).toBeNull();
    expect(sanitizeRedirectSlug('/area-cliente/conta-digital')).toBe('conta-digital');
    expect(landingRoute({ role: 'client', contractsCount: 1, redirect: 'javascript:alert(1)' })).toBe('/area-cliente/home');
  });
});

describe('permissions (spec 02 §3, §6)', () => {
  it('uses label.action keys in the four categories', () => {
    expect(PERMISSIONS).toHaveLength(48);
    for (const p of PERMISSIONS) {
      expect(p.key).toMatch(/^[a-z-]+\.(ver|criar|editar|deletar|salvar|enviar|download|upload)$/);
      expect(PERMISSION_CATEGORIES).toContain(p.category);
    }
    expect(new Set(ALL_PERMISSION_KEYS).size).toBe(ALL_PERMISSION_KEYS.length);
  });
  it('lets attendant 2 download invoices and the attendant-only not', () => {
    expect(effectivePermissions('attendant-2', null)).toContain('faturas.download');
    expect(effectivePermissions('attendant-only', null)).not.toContain('faturas.download');
    expect(effectivePermissions('attendant-only', null)).not.toContain('contrato.download');
  });
  it('gives the admin master everything and a staff group only its keys plus the required ones', () => {
    expect(effectivePermissions('admin-master', { situation: 'DEACTIVATE', permissions: [] })).toHaveLength(48);
    // The one required permission (forced on in every group): the home page.
    expect(REQUIRED_PERMISSION_KEYS).toEqual(['inicio.ver']);
    const group = effectivePermissions('attendant-only', { situation: 'ACTIVE', permissions: ['atendimento.ver', 'bogus.key'] });
    expect(group.sort()).toEqual(['atendimento.ver', 'inicio.ver']);
    expect(effectivePermissions('attendant-only', { situation: 'DEACTIVATE', permissions: ['atendimento.ver'] })).toEqual(['inicio.ver']);
  });
  it('ignores permission groups for customers', () => {
    expect(effectivePermissions('client', { situation: 'ACTIVE', permissions: ['perfis.ver'] })).not.toContain('perfis.ver');
  });
});

describe('client-area menu per role (spec 02 §1)', () => {
  it('maps slugs to screens with underscores', () => {
    expect(screenKey('conta-digital')).toBe('conta_digital');
    expect(menuFor(user('client')).find((e) => e.slug === 'conta-digital')).toEqual({
      slug: 'conta-digital',
      screen: 'conta_digital',
      label: 'Conta digital',
    });
  });
  it('gives a client the customer screens but not staff ones', () => {
    const s = slugs('client');
    expect(s).toEqual(
      expect.arrayContaining([
        'home',
        'conta-digital',
        'religacao-gas',
        'suspensao-fornecimento',
        'bloqueio-temporario',
        'atualizar-senha',
        'atualizacao-cadastro',
        'error',
      ]),
    );
    expect(s).not.toContain('atendimento');
    expect(s).not.toContain('perfis-necta');
    expect(s).not.toContain('programacao-consumo');
  });
  it('gives attendants the attendant search', () => {
    expect(slugs('attendant-only')).toContain('atendimento');
    expect(slugs('attendant-2')).toContain('atendimento');
    expect(slugs('attendant-only')).not.toContain('perfis-necta');
  });
  it('hides reconnection and suspension from administrators, industry and GNV', () => {
    for (const role of ['admin', 'admin-master', 'industry', 'gnv'] as const) {
      expect(slugs(role)).not.toContain('religacao-gas');
      expect(slugs(role)).not.toContain('suspensao-fornecimento');
    }
  });
  it('gives administrators the profiles and uploads screens', () => {
    expect(slugs('admin')).toEqual(
      expect.arrayContaining([
        'perfis-necta',
        'perfis-necta/usuarios',
        'programar-faturas',
        'acompanhar-programacao',
        'disponibilidade-enderecos',
        'atendimento',
      ]),
    );
  });
  it('gives industry its programming screens and secondary users only to the account owner', () => {
    expect(slugs('industry')).toEqual(expect.arrayContaining(['programacao-consumo', 'protocolos-programacao', 'meus-usuarios']));
    expect(slugs('industry', false)).not.toContain('meus-usuarios');
  });
  it('gives "Acesso por API" (issue 26 §6) to the industrial administrator only, not to its secondary users nor other roles', () => {
    expect(slugs('industry')).toContain('acesso-api');
    expect(slugs('industry', false)).not.toContain('acesso-api');
    expect(slugs('client')).not.toContain('acesso-api');
    expect(slugs('admin')).not.toContain('acesso-api');
  });
  it('gives the gas programmer the consumption screens it lands on', () => {
    expect(slugs('gas-programmer')).toEqual(
      expect.arrayContaining(['visao-geral-dashboard', 'gestao-consumo-visao-geral', 'gestao-clientes', 'programacao-intradiaria']),
    );
    expect(slugs('gas-programmer')).not.toContain('conta-digital');
  });
  it('includes each role landing screen in that role menu', () => {
    expect(PORTAL_ROLES).toHaveLength(9);
    for (const role of PORTAL_ROLES) {
      const landing = landingRoute({ role, contractsCount: 1 }).replace('/area-cliente/', '');
      expect(slugs(role)).toContain(landing);
    }
  });
  it('knows no unknown slug and follows the permissions of a staff group', () => {
    expect(findScreen('nao-existe')).toBeUndefined();
    expect(findScreen('conta-digital?r=v')?.slug).toBe('conta-digital');
    const limited = {
      role: 'attendant-only' as const,
      permissions: effectivePermissions('attendant-only', { situation: 'ACTIVE', permissions: [] }),
      isAccountOwner: true,
    };
    expect(canOpenScreen(limited, findScreen('atendimento')!)).toBe(false);
    expect(SCREENS.length).toBeGreaterThan(0);
    expect(SCREENS.every((s) => s.roles.length > 0)).toBe(true);
  });
});
