import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOCK_NAMES } from '@domain/blocks';
import { startCms, type RunningCms } from './helpers/cms';

const run = promisify(execFile);
let cms: RunningCms;

beforeAll(async () => {
  cms = await startCms();
});
afterAll(async () => {
  await cms?.stop();
});

async function get(pathAndQuery: string, token?: string) {
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
  it('seeds an empty database with the site/ content on first start', async () => {
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
    const names = page.blocks.map((b: { __component: string }) => b.__component.replace('blocks.', ''));
    expect(new Set(names)).toEqual(new Set(BLOCK_NAMES));
  });

  it('ignores a populate sent by the client (populate is decided by the route)', async () => {
    const { status, body } = await get('/api/pages?populate=*&filters[path][$eq]=/');
    expect(status).toBe(200);
    expect(body.data[0].seo).toBeTruthy();
  });

  it('lets anonymous visitors read but not write content', async () => {
    const res = await fetch(`${cms.url}/api/pages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { title: 'x', path: '/x' } }),
    });
    expect([401, 403]).toContain(res.status);
  });

  it('accepts the read-only build token and refuses writes with it', async () => {
    expect((await get('/api/news-items', cms.readToken)).status).toBe(200);
    const res = await fetch(`${cms.url}/api/pages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: `Bearer ${cms.readToken}` },
      body: JSON.stringify({ data: { title: 'x', path: '/x' } }),
    });
    expect([401, 403]).toContain(res.status);
  });
});

describe('GET /api/search', () => {
  it('finds news and pages by a term regardless of accents, with title, plain-text excerpt and link', async () => {
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
