import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type RunningCms } from './helpers/cms';
import { SPEC_BLOCK_NAMES } from '../support/spec-blocks';

/** Strapi's answer to a content-API call the caller may not make (no portal text: the portal never calls it). */
const FORBIDDEN = { data: null, error: { status: 403, name: 'ForbiddenError', message: 'Forbidden', details: {} } };

/** A block's component name: the spec's name in lower case, words joined by '-'. */
const asComponentName = (name: string) => name.toLowerCase().replace(/\s+/g, '-');

const run = promisify(execFile);
let cms: RunningCms;

beforeAll(async () => {
  cms = await startCms({ AUTH_RATE_LIMIT_MAX: '10000' });
});
afterAll(async () => {
  await cms?.stop();
});

/** Content is read as the site build reads it: with the read-only token (anonymous callers get nothing). */
async function get(pathAndQuery: string, token: string | null = cms.readToken) {
  const res = await fetch(`${cms.url}${pathAndQuery}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  return { status: res.status, body: (await res.json()) as any };
}

async function counts() {
  const out: Record<string, number> = {};
  for (const api of ['pages', 'news-items', 'news-categories', 'faqs', 'quick-accesses']) {
    out[api] = (await get(`/api/${api}?pagination[pageSize]=1`)).body.meta.pagination.total;
  }
  return out;
}

describe('starter content seed', () => {
  it('seeded the empty template database with the site/ content on its first start', async () => {
    const c = await counts();
    expect(c['pages']).toBeGreaterThanOrEqual(2);
    expect(c['news-items']).toBeGreaterThanOrEqual(24);
    expect(c['news-categories']).toBeGreaterThanOrEqual(3);
  });

  it('is idempotent: seeding again creates nothing and keeps the same counts', async () => {
    const before = await counts();
    const { stdout } = await run(process.execPath, [path.resolve('cms/scripts/seed.cjs')], { env: cms.env, cwd: path.resolve('cms') });
    expect(stdout).toContain('Seed: {}');
    expect(await counts()).toEqual(before);
  }, 180_000);
});

describe('pages API', () => {
  it('answers a page by path with every block populated through its route', async () => {
    const { status, body } = await get(`/api/pages?filters[path][$eq]=${encodeURIComponent('/catalogo-de-blocos')}`);
    expect(status).toBe(200);
    const page = body.data[0];
    expect(page.title).toBe('Catálogo de blocos');
    const names = page.blocks.map((b: { __component: string }) => b.__component.replace(/^[a-z-]+\./, ''));
    expect(SPEC_BLOCK_NAMES).toHaveLength(39);
    expect(new Set(names)).toEqual(new Set(SPEC_BLOCK_NAMES.map(asComponentName)));
  });

  it('ignores a populate sent by the client (populate is decided by the route)', async () => {
    const { status, body } = await get('/api/pages?populate=*&filters[path][$eq]=/');
    expect(status).toBe(200);
    expect(body.data[0].seo).toBeTruthy();
  });

  it('lets anonymous callers neither read nor write content (drafts included)', async () => {
    expect((await get('/api/pages', null)).status).toBe(403);
    expect((await get('/api/news-items?status=draft', null)).status).toBe(403);
    const res = await fetch(`${cms.url}/api/pages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { title: 'x', path: '/x' } }),
    });
    expect({ status: res.status, body: await res.json() }).toEqual({ status: 403, body: FORBIDDEN });
  });

  it('accepts the read-only build token and refuses writes with it', async () => {
    expect((await get('/api/news-items', cms.readToken)).status).toBe(200);
    const res = await fetch(`${cms.url}/api/pages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: `Bearer ${cms.readToken}` },
      body: JSON.stringify({ data: { title: 'x', path: '/x' } }),
    });
    expect({ status: res.status, body: await res.json() }).toEqual({ status: 403, body: FORBIDDEN });
  });
});

describe('GET /api/search', () => {
  it('finds news and pages by a term, with title, plain-text excerpt and link', async () => {
    const { status, body } = await get('/api/search?search=gas');
    expect(status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
    expect(body.length).toBeGreaterThan(0);
    for (const r of body) {
      expect(Object.keys(r).sort()).toEqual(['Conteudo', 'Link', 'Titulo']);
      expect(r.Conteudo).not.toMatch(/<[a-z]/i);
      expect(r.Link).toMatch(/^\//);
    }
    expect(body.some((r: { Link: string }) => r.Link.startsWith('/noticias/'))).toBe(true);
  });

  it('ignores accents and case both ways: the same results with or without them', async () => {
    const links = async (term: string) => {
      const { status, body } = await get(`/api/search?search=${encodeURIComponent(term)}`);
      expect(status, term).toBe(200);
      return (body as { Link: string }[]).map((r) => r.Link).sort();
    };
    // The starter content writes "manutenção", "condomínio" and "gás" with their accents.
    const pairs: [string, string][] = [
      ['manutenção', 'manutencao'],
      ['condomínio', 'condominio'],
      ['gás', 'gas'],
    ];
    for (const [accented, plain] of pairs) {
      const withAccent = await links(accented);
      expect(withAccent.length, accented).toBeGreaterThan(0);
      expect(await links(plain), plain).toEqual(withAccent);
      expect(await links(accented.toUpperCase()), accented.toUpperCase()).toEqual(withAccent);
    }
  });

  it('answers an empty list for a term nothing contains, and for no term', async () => {
    expect((await get('/api/search?search=xyzzyqwerty')).body).toEqual([]);
    expect((await get('/api/search')).body).toEqual([]);
  });

  it('rejects an absurdly long term with a 400 and a message', async () => {
    const { status, body } = await get(`/api/search?search=${'a'.repeat(300)}`);
    expect(status).toBe(400);
    expect(body.error.message).toBe('O termo de busca é muito longo.');
  });

  it('never lists the technical pages (catalogue, 404)', async () => {
    const { body } = await get('/api/search?search=bloco');
    expect(body.map((r: { Link: string }) => r.Link)).not.toContain('/catalogo-de-blocos');
  });
});
