/**
 * Pure rules of the client area's home and notifications (spec 01 §2.5, §2.8, §6, §9): the
 * relative time of a notification and the quick-access cards each role gets.
 */
import { describe, expect, it } from 'vitest';
import { relativeParts, relativeTime } from '../../src/area-cliente/features/notifications/model/relative-time';
import { areaSlugOf, quickAccessFor, type QuickAccessEntry } from '../../src/area-cliente/features/home/model/quick-access';
import { menuFor } from '../../cms/src/domain/menu';
import { ALL_PERMISSION_KEYS } from '../../cms/src/domain/permissions';
import type { PortalRole } from '../../cms/src/domain/roles';

const NOW = new Date('2026-03-15T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('notification relative time (Intl.RelativeTimeFormat pt-BR)', () => {
  it('counts minutes under an hour, at least one', () => {
    expect(relativeTime(ago(0), NOW)).toBe('há 1 minuto');
    expect(relativeTime(ago(59 * 1000), NOW)).toBe('há 1 minuto');
    expect(relativeTime(ago(5 * MIN), NOW)).toBe('há 5 minutos');
    expect(relativeTime(ago(59 * MIN + 59_000), NOW)).toBe('há 59 minutos');
  });
  it('counts hours under a day', () => {
    expect(relativeTime(ago(HOUR), NOW)).toBe('há 1 hora');
    expect(relativeTime(ago(23 * HOUR + 59 * MIN), NOW)).toBe('há 23 horas');
  });
  it('counts days under 30 days', () => {
    expect(relativeTime(ago(DAY), NOW)).toBe('ontem');
    expect(relativeTime(ago(3 * DAY), NOW)).toBe('há 3 dias');
    expect(relativeTime(ago(29 * DAY), NOW)).toBe('há 29 dias');
  });
  it('counts months from 30 days on', () => {
    expect(relativeTime(ago(30 * DAY), NOW)).toBe('mês passado');
    expect(relativeTime(ago(65 * DAY), NOW)).toBe('há 2 meses');
    expect(relativeTime(ago(400 * DAY), NOW)).toBe('há 13 meses');
  });
  it('reads a future instant (clock skew) as one minute, and an unreadable one as nothing', () => {
    expect(relativeParts(new Date(NOW.getTime() + 5 * MIN), NOW)).toEqual({ value: 1, unit: 'minute' });
    expect(relativeTime('not a date', NOW)).toBe('');
  });
});

const entry = (name: string, link: string, order: number): QuickAccessEntry => ({ name, link, icon: null, order });
/** The starter content's entries (site/quick-access.json), shuffled. */
const ENTRIES = [
  entry('Suspensão de fornecimento', '/area-cliente/suspensao-fornecimento', 6),
  entry('Assistência técnica', '/institucional/assistencia-tecnica', 4),
  entry('Segunda via de fatura', '/area-cliente/conta-digital', 1),
  entry('Quero contratar', '/quero-contratar', 5),
  entry('Religação do gás', '/area-cliente/religacao-gas', 2),
  entry('Fatura simplificada', '/area-cliente/fatura-simplificada', 3),
  entry('Atualizar cadastro', 'https://portal.example/area-cliente/atualizacao-cadastro', 7),
];
const everyPermission = [...ALL_PERMISSION_KEYS];
const slugsOf = (role: PortalRole, permissions: readonly string[] = everyPermission) =>
  menuFor({ role, permissions, isAccountOwner: true }).map((m) => m.slug);
const names = (role: PortalRole, menuSlugs = slugsOf(role)) => quickAccessFor(ENTRIES, { role, menuSlugs }).map((e) => e.name);

describe('quick access by role (spec 01 §2.8, §6, §9)', () => {
  it('reads the client-area slug of a link', () => {
    expect(areaSlugOf('/area-cliente/conta-digital?r=v')).toBe('conta-digital');
    expect(areaSlugOf('area-cliente/religacao-gas/')).toBe('religacao-gas');
    expect(areaSlugOf('https://x.test/area-cliente/home#top')).toBe('home');
    expect(areaSlugOf('/quero-contratar')).toBeNull();
  });

  it('common access gets the user list: the first 5 in the editors order, screens it may open and public pages', () => {
    expect(names('client')).toEqual([
      'Segunda via de fatura',
      'Religação do gás',
      'Assistência técnica',
      'Quero contratar',
      'Suspensão de fornecimento',
    ]);
  });

  it('attendants get the attendant list: only client-area screens of their menu', () => {
    expect(names('attendant-only')).toEqual([
      'Segunda via de fatura',
      'Religação do gás',
      'Suspensão de fornecimento',
      'Atualizar cadastro',
    ]);
  });

  it('administrators, industry and GNV never see reconnection or suspension, whatever the menu holds', () => {
    const withServices = [...slugsOf('client'), 'religacao-gas', 'suspensao-fornecimento'];
    for (const role of ['admin', 'admin-master', 'industry', 'gnv'] as const) {
      const got = names(role, withServices);
      expect(got, role).not.toContain('Religação do gás');
      expect(got, role).not.toContain('Suspensão de fornecimento');
      expect(got, role).toContain('Segunda via de fatura');
    }
  });

  it('drops a client-area link whose screen is not in the menu, and the simplified invoice always', () => {
    expect(names('client', ['home', 'religacao-gas'])).toEqual(['Religação do gás', 'Assistência técnica', 'Quero contratar']);
    expect(names('client', [...slugsOf('client'), 'fatura-simplificada'])).not.toContain('Fatura simplificada');
  });

  it('shows at most 5 cards', () => {
    const many = Array.from({ length: 9 }, (_, i) => entry(`Página ${i}`, `/pagina-${i}`, i));
    expect(quickAccessFor(many, { role: 'client', menuSlugs: [] })).toHaveLength(5);
  });
});
