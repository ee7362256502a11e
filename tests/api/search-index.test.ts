/**
 * GET /api/search answers from its index (SQLite FTS5 / PostgreSQL full text) and the index
 * follows what editors do in the CMS admin (content-manager, as the demo editor — the path the
 * browser tests publish by): a news item is found once published, an unpublished or deleted one
 * disappears, a draft (or a draft edit of a published item) is never found.
 *
 * Each test's items carry a word of their own (`newWord()`), so a search names exactly them.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type RunningCms } from './helpers/cms';
import { htmlToBlocks } from '../../cms/src/domain/rich-text-import';

interface Result {
  Titulo: string;
  Conteudo: string;
  Link: string;
}

let cms: RunningCms;
let editor: string;
/** Letters and digits only, unique to the call: a word no other text holds. */
const newWord = () => `Zanzi${crypto.randomBytes(4).toString('hex')}`;
const run = crypto.randomBytes(3).toString('hex');
let serial = 0;

beforeAll(async () => {
  cms = await startCms();
  const res = await fetch(`${cms.url}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'editor@demo.test', password: 'Demo@1234' }),
  });
  expect(res.status, 'demo editor login').toBe(200);
  editor = ((await res.json()) as { data: { token: string } }).data.token;
});
afterAll(async () => {
  await cms?.stop();
});

async function admin(method: string, path: string, body?: unknown): Promise<{ documentId: string }> {
  const res = await fetch(`${cms.url}/content-manager/collection-types/api::news.news${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${editor}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
  const answer = (await res.json()) as { data?: { documentId: string } };
  return { documentId: answer.data?.documentId ?? '' };
}

/** A draft news item (Strapi's content-manager), answering its documentId and link; its text written as HTML, saved as the Blocks editor's JSON. */
async function draftNews(Titulo: string, html: string): Promise<{ id: string; link: string }> {
  serial += 1;
  const slug = `busca-${run}-${serial}`;
  const { documentId } = await admin('POST', '', { Titulo, slug, Conteudo: htmlToBlocks(html) });
  return { id: documentId, link: `/noticias/${slug}` };
}
const publish = (id: string) => admin('POST', `/${id}/actions/publish`, {});
const unpublish = (id: string) => admin('POST', `/${id}/actions/unpublish`, {});
const editDraft = (id: string, fields: Record<string, unknown>) => admin('PUT', `/${id}`, fields);
const remove = (id: string) => admin('DELETE', `/${id}`);

async function search(term: string): Promise<Result[]> {
  const res = await fetch(`${cms.url}/api/search?search=${encodeURIComponent(term)}`);
  expect(res.status, term).toBe(200);
  return (await res.json()) as Result[];
}
const links = async (term: string) => (await search(term)).map((r) => r.Link);

describe('the index follows publishing', () => {
  it('finds a news item once it is published and loses it once unpublished; a draft is never found', async () => {
    const tag = newWord();
    const item = await draftNews(`Obras na rede de ${tag}`, `<p>Ampliação da tubulação em ${tag} até março.</p>`);
    const neverPublished = await draftNews(`Rascunho sobre ${tag}`, `<p>Texto que ninguém publicou sobre ${tag}.</p>`);
    expect(await search(tag)).toEqual([]);

    await publish(item.id);
    const found = await search(tag.toLowerCase());
    expect(found).toEqual([
      { Titulo: `Obras na rede de ${tag}`, Conteudo: `Ampliação da tubulação em ${tag} até março.`, Link: item.link },
    ]);
    expect(await links(tag)).not.toContain(neverPublished.link);

    await unpublish(item.id);
    expect(await search(tag)).toEqual([]);
  });

  it('keeps showing the published text while a draft edit waits, and the new text once it is published', async () => {
    const tag = newWord();
    const item = await draftNews(`Plantão de ${tag}`, '<p>Atendimento de emergência aos sábados.</p>');
    await publish(item.id);
    await editDraft(item.id, {
      Titulo: `Plantão de ${tag} ampliado`,
      Conteudo: htmlToBlocks('<p>Atendimento de emergência também aos domingos.</p>'),
    });

    expect(await search(`${tag} domingos`)).toEqual([]);
    expect((await search(`${tag} sábados`)).map((r) => r.Titulo)).toEqual([`Plantão de ${tag}`]);

    await publish(item.id);
    expect((await search(`${tag} domingos`)).map((r) => r.Titulo)).toEqual([`Plantão de ${tag} ampliado`]);
    expect(await search(`${tag} sábados`)).toEqual([]);

    await remove(item.id);
    expect(await search(tag)).toEqual([]);
  });
});

describe('matching', () => {
  it('ignores accents and case both ways, for several words', async () => {
    const tag = newWord();
    // The text writes some words with their accents and others without.
    const item = await draftNews(
      `Manutenção preventiva na estacao de ${tag}`,
      '<p>A Indústria recebe GAS comprimido; a medicao é remota e o condomínio é avisado.</p>',
    );
    await publish(item.id);
    const terms = [
      'manutencao', // written "Manutenção": typed without accents…
      'MANUTENÇÃO',
      'estação', // written "estacao": typed with accents…
      'ESTAÇÃO',
      'indústria',
      'INDUSTRIA',
      'gás', // written "GAS"
      'medição', // written "medicao"
      'Condominio',
      'manutençao ESTACAO medição',
    ];
    for (const term of terms) expect(await links(`${tag} ${term}`), term).toEqual([item.link]);
    expect(await links(`${tag} avis`), 'a word of the text ("avisado") begins with it').toEqual([item.link]);
    expect(await links(`${tag} vulcao`), 'every word must be found').toEqual([]);

    // The seeded pages and news, through pairs typed with and without accents and in capitals.
    const pairs: [string, string][] = [
      ['religação', 'RELIGACAO'],
      ['indústria', 'Industria'],
      ['São Carlos', 'sao carlos'],
      ['GÁS natural', 'gas NATURAL'],
    ];
    for (const [accented, plain] of pairs) {
      const withAccents = await links(accented);
      expect(withAccents.length, accented).toBeGreaterThan(0);
      expect(await links(plain), plain).toEqual(withAccents);
    }
  });

  it('matches the beginning of a word, and needs every word of the term', async () => {
    const tag = newWord();
    const item = await draftNews(`Vistoria em ${tag}`, '<p>Gasoduto novo no bairro.</p>');
    await publish(item.id);
    expect(await links(tag.slice(0, -2))).toEqual([item.link]);
    expect(await links(`${tag} gasod`)).toEqual([item.link]);
    expect(await links(`${tag} oduto`), 'the middle of a word is not a match').toEqual([]);
    const natural = await links('gás natural');
    expect(natural.length).toBeGreaterThan(0);
    const natur = await links('gás natur');
    for (const link of natural) expect(natur).toContain(link);
  });

  it('lists title matches first, then text matches, newest first among equals', async () => {
    const word = newWord();
    const inTextOld = await draftNews('Aviso aos clientes', `<p>Comunicado ${word} antigo.</p>`);
    const inTitle = await draftNews(`Comunicado ${word}`, '<p>Sem a palavra no texto.</p>');
    const inBoth = await draftNews(`Aviso ${word}`, `<p>Mais sobre ${word}.</p>`);
    const inTextNew = await draftNews('Aviso de obras', `<p>Comunicado ${word} recente.</p>`);
    for (const item of [inTextOld, inTitle, inBoth, inTextNew]) await publish(item.id);
    expect(await links(word)).toEqual([inBoth.link, inTitle.link, inTextNew.link, inTextOld.link]);
  });
});

describe('what the search answers', () => {
  it('answers title, a plain-text excerpt around the word, and the link', async () => {
    const tag = newWord();
    const long = `${'Texto de abertura sobre a rede de distribuição. '.repeat(8)}Aqui está ${tag}excerto no meio. ${'Texto final. '.repeat(12)}`;
    const item = await draftNews(`Notícia longa ${tag}`, `<h2>Seção</h2><p>${long}</p>`);
    await publish(item.id);
    const [result, ...rest] = await search(`${tag}excerto`);
    expect(rest).toEqual([]);
    expect(Object.keys(result!).sort()).toEqual(['Conteudo', 'Link', 'Titulo']);
    expect(result!.Titulo).toBe(`Notícia longa ${tag}`);
    expect(result!.Link).toBe(item.link);
    expect(result!.Conteudo).toMatch(/^….*…$/);
    expect(result!.Conteudo).toContain(`Aqui está ${tag}excerto no meio.`);
    expect(result!.Conteudo).not.toMatch(/<[a-z/]/i);
    expect(result!.Conteudo.length).toBeLessThanOrEqual(202);
  });

  it('takes quotes and search operators as plain text: never a failure, and the words still found', async () => {
    const tag = newWord();
    const item = await draftNews(`Tarifa ${tag}`, '<p>Tabela de tarifas do gás.</p>');
    await publish(item.id);
    for (const term of [
      `"${tag}`,
      `"${tag}" "tarifa"`,
      `${tag}*`,
      `-${tag}`,
      `(${tag})`,
      `${tag}:* & !gás`,
      `'${tag}'`,
      `${tag}^`,
      `${tag}~`,
    ]) {
      expect(await links(term), term).toEqual([item.link]);
    }
    // Operator words are words like any other: every one must be found, so these find nothing here.
    expect(await links(`NEAR(${tag} tarifa)`)).toEqual([]);
    expect(await links(`${tag} OR xyzzy`)).toEqual([]);
    for (const term of [
      '"',
      '(((',
      ':*',
      '&|!',
      'NEAR',
      'AND OR NOT',
      '*',
      '-',
      '\\',
      "'",
      '^',
      '{title}: gas',
      'title:gas',
      '<->',
      '""*',
    ]) {
      const res = await fetch(`${cms.url}/api/search?search=${encodeURIComponent(term)}`);
      expect(res.status, term).toBe(200);
      expect(Array.isArray(await res.json()), term).toBe(true);
    }
  });

  it('refuses a term that is not text with a 400 and a message', async () => {
    for (const query of ['search=a&search=b', 'search[$eq]=gas']) {
      const res = await fetch(`${cms.url}/api/search?${query}`);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe('O termo de busca deve ser um texto.');
    }
  });
});
