/**
 * The Strapi admin as the marketing editors meet it (Portuguese labels; the Editor role's reach), against a real
 * Strapi: the demo editor's admin opens in Portuguese; the admin's configuration carries the
 * Portuguese labels, descriptions and row names; an administrator's own label survives a
 * restart; the stored special-paragraph texts are named; and the Editor role reaches the site's
 * content, its media and the technical-assistance partners, and nothing of the customers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchCms, STAFF_ADMIN, STAFF_ADMIN_ENV, startCms, type RunningCms } from './helpers/cms';

let cms: RunningCms;
let url: string;
let stopRestarted: (() => Promise<void>) | null = null;
beforeAll(async () => {
  // The staff Super Admin (STAFF_ADMIN_ENV) changes a label as an administrator would.
  cms = await startCms(STAFF_ADMIN_ENV);
  url = cms.url;
});
afterAll(async () => {
  await stopRestarted?.();
  await cms?.stop();
});

/** One admin sign-in per account and stack: Strapi limits admin sign-ins (429 past a few). */
const tokens = new Map<string, string>();
async function login(email: string, password: string): Promise<string> {
  const key = `${url} ${email}`;
  const known = tokens.get(key);
  if (known) return known;
  const res = await fetch(`${url}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { data: { token: string } };
  expect(res.status, JSON.stringify(body)).toBe(200);
  tokens.set(key, body.data.token);
  return body.data.token;
}
const editor = () => login('editor@demo.test', 'Demo@1234');
const staff = () => login(STAFF_ADMIN.email, STAFF_ADMIN.password);

async function call(token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as any };
}

/** The admin's answer as it comes: every name the test reads is asserted. */
type Configuration = any;
type Metadata = any;
const pageConfiguration = async (token: string) =>
  (await call(token, 'GET', '/content-manager/content-types/api::page.page/configuration')).body.data as Configuration;

describe('the admin in Portuguese for the demo editor', () => {
  it('opens in Portuguese (Brazil) for the demo editor', async () => {
    const me = await call(await editor(), 'GET', '/admin/users/me');
    expect(me.status).toBe(200);
    expect(me.body.data.preferedLanguage).toBe('pt-BR');
  });

  it('shows the page’s fields, blocks and entries with Portuguese labels, descriptions and row names', async () => {
    const config = await pageConfiguration(await editor());
    const page = config.contentType.metadatas;
    expect(page.title.edit.label).toBe('Título');
    expect(page.show_header.edit.label).toBe('Mostrar cabeçalho');
    expect(page.show_footer.list.label).toBe('Mostrar rodapé');
    expect(page.blocks.edit.label).toBe('Blocos');
    const seo = config.components['pagina.seo'].metadatas;
    expect(seo.metaImage.edit.label).toBe('Imagem de compartilhamento');
    expect(seo.metaImage.edit.description).toBe('Imagem de 1200 × 630 px mostrada ao compartilhar a página.');
    const cover = config.components['midia.cover'].metadatas;
    expect(cover.Imagem_Desktop.edit.label).toBe('Imagem para computador');
    const side = config.components['items.special-paragraph-side'].metadatas;
    expect(side.Tipo_Conteudo.edit.label).toBe('Tipo do conteúdo lateral');
    expect(config.components['navegacao.header-menu'].metadatas.Cor_Background.edit.placeholder).toBe('#FFFFFF');
    // Repeatable entries are named by their own text field.
    expect(config.components['items.special-paragraph-text'].settings.mainField).toBe('Rotulo');
    expect(config.components['items.timeline-item'].settings.mainField).toBe('Titulo');
    expect(config.components['items.table-tab'].settings.mainField).toBe('Titulo');
    expect(config.components['items.slider-cards-card'].settings.mainField).toBe('titulo_card');
  });

  it('names each stored text of a special paragraph by the beginning of its text', async () => {
    const token = await editor();
    const list = await call(
      token,
      'GET',
      '/content-manager/collection-types/api::page.page?filters[path][$eq]=/nossas-solucoes/para-sua-casa',
    );
    expect(list.status).toBe(200);
    const documentId = list.body.results[0].documentId as string;
    const page = await call(token, 'GET', `/content-manager/collection-types/api::page.page/${documentId}`);
    const block = (page.body.data.blocks as { __component: string; Conteudo?: { Rotulo: string; Texto: string }[] }[]).find(
      (b) => b.__component === 'texto.special-paragraph',
    );
    expect(block?.Conteudo?.length).toBeGreaterThan(0);
    for (const item of block!.Conteudo!) expect(item.Rotulo.length).toBeGreaterThan(0);
  });

  it('names a text the editor saves without a name, and keeps a name the editor gave', async () => {
    const token = await editor();
    const made = await call(token, 'POST', '/content-manager/collection-types/api::page.page', {
      title: 'Rascunho com parágrafo especial',
      path: `/teste-rotulo-${Date.now()}`,
      type: 'default',
      blocks: [
        {
          __component: 'texto.special-paragraph',
          Titulo: 'Como funciona',
          Tipo_Conteudo: 'grid',
          Conteudo: [
            {
              Texto: [
                {
                  type: 'paragraph',
                  children: [
                    { type: 'text', text: 'Medidor.', bold: true },
                    { type: 'text', text: ' Registra o consumo.' },
                  ],
                },
              ],
            },
            { Rotulo: 'Meu nome', Texto: [{ type: 'paragraph', children: [{ type: 'text', text: 'Outro texto' }] }] },
          ],
        },
      ],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const items = (made.body.data.blocks[0].Conteudo as { Rotulo: string }[]).map((item) => item.Rotulo);
    expect(items).toEqual(['Medidor. Registra o consumo.', 'Meu nome']);
  });

  it('keeps a label an administrator changed in the admin across a restart', async () => {
    const token = await staff();
    const config = await pageConfiguration(token);
    const { settings, metadatas, layouts } = config.contentType as unknown as {
      settings: object;
      metadatas: Record<string, Metadata>;
      layouts: object;
    };
    metadatas.title.edit.label = 'Nome interno da página';
    // As the admin's own configuration page saves it: a relation's list `mainField` is read-only
    // (ListConfigurationPage drops it before the PUT; the server refuses it).
    for (const meta of Object.values(metadatas)) if (meta.list) delete meta.list.mainField;
    const saved = await call(token, 'PUT', '/content-manager/content-types/api::page.page/configuration', { settings, metadatas, layouts });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    await cms.kill();
    const restarted = await launchCms(cms.env);
    stopRestarted = restarted.stop;
    url = restarted.url;
    const after = (await pageConfiguration(await staff())).contentType.metadatas;
    expect(after.title.edit.label).toBe('Nome interno da página');
    expect(after.show_header.edit.label).toBe('Mostrar cabeçalho');
  });
});

describe('what the Editor role reaches (the Editor role)', () => {
  it('edits the site content and the technical-assistance partners, and uploads media', async () => {
    const token = await editor();
    const permissions = (await call(token, 'GET', '/admin/users/me/permissions')).body.data as { action: string; subject: string | null }[];
    const can = (action: string, subject: string | null) => permissions.some((p) => p.action === action && p.subject === subject);
    for (const subject of ['api::page.page', 'api::news.news', 'api::faq.faq', 'api::menu.menu', 'api::service.assistance-partner'])
      expect(can('plugin::content-manager.explorer.update', subject), subject).toBe(true);
    expect(can('plugin::upload.assets.create', null)).toBe(true);

    const partner = await call(token, 'POST', '/content-manager/collection-types/api::service.assistance-partner', {
      name: 'Parceiro de teste',
      phone: '(16) 3333-4444',
    });
    expect(partner.status, JSON.stringify(partner.body)).toBe(201);

    const form = new FormData();
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
    form.append('files', new Blob([png], { type: 'image/png' }), 'pixel.png');
    const upload = await fetch(`${url}/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(upload.status, await upload.clone().text()).toBe(201);
  });

  it('reads none of the customers’ data', async () => {
    const token = await editor();
    const permissions = (await call(token, 'GET', '/admin/users/me/permissions')).body.data as { subject: string | null }[];
    const subjects = new Set(permissions.map((p) => p.subject));
    const customersData = [
      'plugin::users-permissions.user',
      'api::contract.contract',
      'api::invoices.invoice',
      'api::private-file.private-file',
      'api::connection.connection-request',
      'api::service.service-request',
      'api::privacy.privacy-request',
      'api::privacy.consent',
      'api::privacy.data-export',
      'api::notification.notification',
      'api::auth.portal-session',
      'api::consumption.consumption-programming',
    ];
    for (const subject of customersData) {
      expect(subjects.has(subject), subject).toBe(false);
      const read = await call(token, 'GET', `/content-manager/collection-types/${subject}`);
      expect(read.status, subject).toBe(403);
    }
  });
});
