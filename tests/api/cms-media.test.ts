/**
 * The Media Library in order, against a real Strapi (docs/cms-admin.md, "Media Library"): the
 * site's images, videos and documents sit in their own folders (files of the starter content left
 * at the root are filed again at start), and a page or a news article whose image is shown to
 * readers is not saved until the image has alternative text — the editor reads why, in Portuguese.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchCms, startCms, type RunningCms } from './helpers/cms';

let cms: RunningCms;
let url: string;
let stopRestarted: (() => Promise<void>) | null = null;
beforeAll(async () => {
  cms = await startCms();
  url = cms.url;
});
afterAll(async () => {
  await stopRestarted?.();
  await cms?.stop();
});

let token: string | null = null;
async function editor(): Promise<string> {
  if (token) return token;
  const res = await fetch(`${url}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'editor@demo.test', password: 'Demo@1234' }),
  });
  const body = (await res.json()) as { data: { token: string } };
  expect(res.status, JSON.stringify(body)).toBe(200);
  token = body.data.token;
  return token;
}

async function call(method: string, path: string, body?: unknown) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { authorization: `Bearer ${await editor()}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as any };
}

interface MediaFile {
  id: number;
  name: string;
  alternativeText: string | null;
  folder: { id: number; name: string } | null;
}

async function fileNamed(name: string): Promise<MediaFile> {
  const found = await call('GET', `/upload/files?filters[name][$eq]=${encodeURIComponent(name)}`);
  expect(found.status, JSON.stringify(found.body)).toBe(200);
  expect(found.body.results, name).toHaveLength(1);
  return found.body.results[0] as MediaFile;
}

/** Uploads a one-pixel PNG as the editor does in the Media Library, with the alternative text given. */
async function uploadImage(name: string, alternativeText: string): Promise<number> {
  const form = new FormData();
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
  form.append('files', new Blob([png], { type: 'image/png' }), name);
  form.append('fileInfo', JSON.stringify({ name, alternativeText }));
  const res = await fetch(`${url}/upload`, { method: 'POST', headers: { authorization: `Bearer ${await editor()}` }, body: form });
  const body = (await res.json()) as { id: number }[];
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body[0]!.id;
}

/** Fills the alternative text of a file, as the Media Library's "Texto alternativo" does. */
async function describeImage(id: number, alternativeText: string) {
  const form = new FormData();
  form.append('fileInfo', JSON.stringify({ alternativeText }));
  const res = await fetch(`${url}/upload?id=${id}`, { method: 'POST', headers: { authorization: `Bearer ${await editor()}` }, body: form });
  expect(res.status, await res.clone().text()).toBe(200);
}

const newPage = (path: string, blocks: unknown[]) => ({ title: 'Página de teste das imagens', path, type: 'default', blocks });

describe('the Media Library’s folders', () => {
  it('keeps the site’s images, videos and documents in their own folders', async () => {
    const folders = await call('GET', '/upload/folders');
    expect(folders.status).toBe(200);
    const names = (folders.body.data as { name: string }[]).map((folder) => folder.name);
    expect(names).toEqual(expect.arrayContaining(['Imagens do site', 'Vídeos do site', 'Documentos do site']));

    expect((await fileNamed('cover-desktop.jpg')).folder?.name).toBe('Imagens do site');
    expect((await fileNamed('table-icon-residencial.svg')).folder?.name).toBe('Imagens do site');
    expect((await fileNamed('video-with-text-video.mp4')).folder?.name).toBe('Vídeos do site');
    expect((await fileNamed('pdf-viewer-guia-seguranca.pdf')).folder?.name).toBe('Documentos do site');
  });
});

describe('alternative text on the images readers see', () => {
  it('refuses to save a page whose banner image has no alternative text, naming the image and its block', async () => {
    const image = await uploadImage('banner-sem-descricao.png', '');
    const saved = await call(
      'POST',
      '/content-manager/collection-types/api::page.page',
      newPage(`/teste-alt-${Date.now()}`, [{ __component: 'destaques.marketing-banner', Titulo: 'Gás natural', Imagem: image }]),
    );
    expect(saved.status).toBe(400);
    expect(saved.body.error.message).toBe(
      'A imagem "banner-sem-descricao.png" (Banner de marketing › Imagem para computador) não tem texto alternativo. ' +
        'Na Biblioteca de Mídia, abra a imagem, preencha "Texto alternativo" (o que ela mostra, para quem não a vê) e salve de novo.',
    );
  });

  it('saves the page once the image has alternative text', async () => {
    const image = await uploadImage('banner-descrito-depois.png', '');
    const page = newPage(`/teste-alt-depois-${Date.now()}`, [
      { __component: 'texto.timeline', Titulo: 'Nossa história', Item: [{ Titulo: '1990', Conteudo: 'Início', Imagem: image }] },
    ]);
    const refused = await call('POST', '/content-manager/collection-types/api::page.page', page);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toContain('"banner-descrito-depois.png" (Linha do tempo › Etapa da linha do tempo › Imagem)');

    await describeImage(image, 'Primeira rede de gás da cidade');
    const saved = await call('POST', '/content-manager/collection-types/api::page.page', page);
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  });

  it('refuses to update a news article to a cover without alternative text, and leaves it as it was', async () => {
    const news = await call('GET', '/content-manager/collection-types/api::news.news?page=1&pageSize=1');
    expect(news.status).toBe(200);
    const article = news.body.results[0] as { documentId: string; Capa: { id: number } | null };
    const cover = await uploadImage('capa-sem-descricao.png', '  ');
    const updated = await call('PUT', `/content-manager/collection-types/api::news.news/${article.documentId}`, { Capa: cover });
    expect(updated.status).toBe(400);
    expect(updated.body.error.message).toContain('"capa-sem-descricao.png" (Imagem de capa) não tem texto alternativo');

    const after = await call('GET', `/content-manager/collection-types/api::news.news/${article.documentId}`);
    expect(after.body.data.Capa?.id ?? null).toBe(article.Capa?.id ?? null);
  });

  it('accepts decorative images (icons) and a gallery image described in the block, without alternative text', async () => {
    const icon = await uploadImage('icone-decorativo.png', '');
    const photo = await uploadImage('foto-da-galeria.png', '');
    const saved = await call(
      'POST',
      '/content-manager/collection-types/api::page.page',
      newPage(`/teste-alt-icone-${Date.now()}`, [
        { __component: 'navegacao.quick-access', Titulo: 'Acesso rápido', Itens: [{ Nome: 'Fatura', Link: '/fatura', Icone: icon }] },
        {
          __component: 'midia.image-gallery',
          Titulo: 'Galeria',
          Exibicao: 'grid',
          GaleriaImagens: [{ Imagem: photo, DescricaoImagem: 'Obra da rede de gás' }],
        },
      ]),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  });
});

describe('starter files at the library’s root', () => {
  it('are filed into their folder again at the next start, and the folders are not made twice', async () => {
    const file = await fileNamed('gallery-1.jpg');
    const moved = await call('POST', '/upload/actions/bulk-move', { fileIds: [file.id], destinationFolderId: null });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await fileNamed('gallery-1.jpg')).folder).toBeNull();

    await cms.kill();
    const restarted = await launchCms(cms.env);
    stopRestarted = restarted.stop;
    url = restarted.url;
    token = null;
    expect((await fileNamed('gallery-1.jpg')).folder?.name).toBe('Imagens do site');
    // Started again, the folders are found, not made twice.
    const names = ((await call('GET', '/upload/folders')).body.data as { name: string }[]).map((folder) => folder.name);
    for (const name of ['Imagens do site', 'Vídeos do site', 'Documentos do site'])
      expect(
        names.filter((n) => n === name),
        name,
      ).toHaveLength(1);
  });
});
