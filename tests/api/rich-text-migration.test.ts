/**
 * The move of rich text from Strapi's Markdown editor to the Blocks editor on an existing
 * installation (docs/cms-admin.md, "Rich text"): the database migration
 * (cms/database/migrations) converts every stored Markdown/HTML value into the Blocks JSON the
 * fields now hold, in entries and in component rows, before Strapi changes the columns' type.
 *
 * The CMS's database is put back as an installation from before: the migration not yet run, a
 * news item's text and a page paragraph's text as Markdown/HTML in text columns (on PostgreSQL
 * the columns are made `text` again, so Strapi must change their type after the conversion). After
 * a restart the API answers both as Blocks. Runs on SQLite (`api`) and PostgreSQL (`api-pg`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from './auth-support';
import { launchCms, startCms, type RunningCms } from './helpers/cms';

const MIGRATION = '2026.11.28T00.00.00.rich-text-to-blocks.js';
const text = (t: string, marks: Record<string, boolean> = {}) => ({ type: 'text', text: t, ...marks });

let cms: RunningCms;
let url: string;
let stopRestarted: (() => Promise<void>) | undefined;

beforeAll(async () => {
  cms = await startCms();
  url = cms.url;
});
afterAll(async () => {
  await stopRestarted?.();
  await cms?.stop();
});

function fail(why: string): never {
  throw new Error(why);
}

async function api(path: string) {
  const res = await fetch(`${url}${path}`, { headers: { Authorization: `Bearer ${cms.readToken}` } });
  expect(res.status, path).toBe(200);
  return (await res.json()) as { data: Record<string, unknown>[] };
}

describe('rich text stored before the Blocks editor', () => {
  it('is converted to Blocks, in entries and in page blocks, when the CMS starts', async () => {
    const [news = fail('no published news')] = await sql<{ id: number; slug: string }>(
      cms,
      'SELECT id, slug FROM news_items WHERE published_at IS NOT NULL ORDER BY id LIMIT 1',
      'SELECT id, slug FROM news_items WHERE published_at IS NOT NULL ORDER BY id LIMIT 1',
    );
    // A paragraph of a published page (the API answers published pages).
    const [paragraph = fail('no paragraph on a published page')] = await sql<{ id: number; path: string }>(
      cms,
      "SELECT c.cmp_id AS id, p.path FROM pages p JOIN pages_cmps c ON c.entity_id = p.id WHERE c.component_type = 'texto.paragraph' AND p.published_at IS NOT NULL ORDER BY c.cmp_id LIMIT 1",
      "SELECT c.cmp_id AS id, p.path FROM pages p JOIN pages_cmps c ON c.entity_id = p.id WHERE c.component_type = 'texto.paragraph' AND p.published_at IS NOT NULL ORDER BY c.cmp_id LIMIT 1",
    );

    await cms.kill();
    // As before the upgrade: text columns holding what the Markdown editor and the seed wrote.
    if (cms.env.DATABASE_URL) {
      for (const [table, column] of [
        ['news_items', 'conteudo'],
        ['components_blocks_paragraphs', 'paragrafo'],
      ])
        await sql(cms, '', `ALTER TABLE ${table} ALTER COLUMN ${column} TYPE text USING ${column}::text`);
    }
    await sql(cms, 'UPDATE news_items SET conteudo = ? WHERE slug = ?', 'UPDATE news_items SET conteudo = $1 WHERE slug = $2', [
      '## Obras na rede\n\nA obra **termina** em março. Veja o [mapa](/noticias).\n\n- Centro\n- Vila Nova',
      news.slug,
    ]);
    await sql(
      cms,
      'UPDATE components_blocks_paragraphs SET paragrafo = ? WHERE id = ?',
      'UPDATE components_blocks_paragraphs SET paragrafo = $1 WHERE id = $2',
      ['<p>O gás &amp; a <em>rede</em>.</p><ol><li>Peça</li></ol>', paragraph.id],
    );
    await sql(cms, 'DELETE FROM strapi_migrations WHERE name = ?', 'DELETE FROM strapi_migrations WHERE name = $1', [MIGRATION]);

    const restarted = await launchCms(cms.env);
    stopRestarted = restarted.stop;
    url = restarted.url;

    const article = (await api(`/api/news-items?filters[slug][$eq]=${encodeURIComponent(news.slug)}`)).data[0];
    expect(article?.Conteudo).toEqual([
      { type: 'heading', level: 2, children: [text('Obras na rede')] },
      {
        type: 'paragraph',
        children: [
          text('A obra '),
          text('termina', { bold: true }),
          text(' em março. Veja o '),
          { type: 'link', url: '/noticias', children: [text('mapa')] },
          text('.'),
        ],
      },
      {
        type: 'list',
        format: 'unordered',
        indentLevel: 0,
        children: [
          { type: 'list-item', children: [text('Centro')] },
          { type: 'list-item', children: [text('Vila Nova')] },
        ],
      },
    ]);

    const page = (
      await api(`/api/pages?filters[path][$eq]=${encodeURIComponent(paragraph.path)}&populate[blocks][on][texto.paragraph]=true`)
    ).data[0];
    const paragraphs = (page?.blocks as { Paragrafo: unknown }[]).map((b) => b.Paragrafo);
    expect(paragraphs).toContainEqual([
      { type: 'paragraph', children: [text('O gás & a '), text('rede', { italic: true }), text('.')] },
      { type: 'list', format: 'ordered', indentLevel: 0, children: [{ type: 'list-item', children: [text('Peça')] }] },
    ]);
  });
});
