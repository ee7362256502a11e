/**
 * The Media Library's rules (docs/cms-admin.md, "Media Library"): which images of a saved page
 * need alternative text, the message the editor reads, and the folder each kind of file goes to.
 */
import { describe, expect, it } from 'vitest';
import { missingAltMessage, shownImages, type SchemaOf } from '../../cms/src/domain/alt-text';
import { mediaFolderKind, MEDIA_FOLDERS } from '../../cms/src/domain/media-folders';

const schemas: Record<string, { attributes: Record<string, { type: string; component?: string }>; displayName: string }> = {
  'api::page.page': { displayName: 'Página', attributes: { title: { type: 'string' }, blocks: { type: 'dynamiczone' } } },
  'destaques.marketing-banner': {
    displayName: 'Banner de marketing',
    attributes: { Imagem: { type: 'media' }, Titulo: { type: 'string' } },
  },
  'midia.banner': { displayName: 'Carrossel de banners', attributes: { Banners: { type: 'component', component: 'items.banner-slide' } } },
  'items.banner-slide': {
    displayName: 'Banner do carrossel',
    attributes: { Titulo: { type: 'string' }, Imagem_Desktop: { type: 'media' }, Imagem_Mobile: { type: 'media' } },
  },
  'navegacao.quick-access': {
    displayName: 'Acesso rápido',
    attributes: { Itens: { type: 'component', component: 'items.quick-access-item' } },
  },
  'items.quick-access-item': { displayName: 'Cartão de acesso rápido', attributes: { Icone: { type: 'media' } } },
};
const schemaOf: SchemaOf = (uid) => schemas[uid];

describe('images that need alternative text', () => {
  it('finds the images shown to readers inside blocks and their items, with the blocks they sit in', () => {
    const found = shownImages(
      'api::page.page',
      {
        title: 'Início',
        blocks: [
          { __component: 'destaques.marketing-banner', Titulo: 'Oferta', Imagem: { id: 7, url: '/uploads/a.jpg' } },
          {
            __component: 'midia.banner',
            Banners: [
              { Imagem_Desktop: 8, Imagem_Mobile: 9 },
              { Titulo: 'Com título', Imagem_Desktop: '10' },
            ],
          },
          { __component: 'navegacao.quick-access', Itens: [{ Icone: 11 }] },
        ],
      },
      schemaOf,
    );
    expect(found).toEqual([
      { fileId: 7, uid: 'destaques.marketing-banner', field: 'Imagem', path: ['Banner de marketing'] },
      { fileId: 8, uid: 'items.banner-slide', field: 'Imagem_Desktop', path: ['Carrossel de banners', 'Banner do carrossel'] },
    ]);
  });

  it('finds nothing in a save that does not touch the images', () => {
    expect(shownImages('api::page.page', { title: 'Só o título' }, schemaOf)).toEqual([]);
    expect(shownImages('api::page.page', { blocks: [{ __component: 'destaques.marketing-banner', Imagem: null }] }, schemaOf)).toEqual([]);
  });

  it('tells the editor which images lack the text, where they are, and how to give it', () => {
    const label = (_uid: string, field: string) => (field === 'Imagem' ? 'Imagem para computador' : field);
    const one = { fileId: 7, uid: 'destaques.marketing-banner', field: 'Imagem', path: ['Banner de marketing'], fileName: 'oferta.jpg' };
    expect(missingAltMessage([one], label)).toBe(
      'A imagem "oferta.jpg" (Banner de marketing › Imagem para computador) não tem texto alternativo. ' +
        'Na Biblioteca de Mídia, abra a imagem, preencha "Texto alternativo" (o que ela mostra, para quem não a vê) e salve de novo.',
    );
    const two = { ...one, fileId: 8, fileName: 'capa.jpg', path: ['Capa'] };
    expect(missingAltMessage([one, two], label)).toMatch(
      /^As imagens "oferta.jpg" \(Banner de marketing › Imagem para computador\), "capa.jpg" \(Capa › Imagem para computador\) não têm texto alternativo\./,
    );
  });
});

describe('the Media Library’s folders', () => {
  it('files images, videos and documents apart', () => {
    expect(MEDIA_FOLDERS[mediaFolderKind('image/svg+xml')]).toBe('Imagens do site');
    expect(MEDIA_FOLDERS[mediaFolderKind('image/jpeg')]).toBe('Imagens do site');
    expect(MEDIA_FOLDERS[mediaFolderKind('video/mp4')]).toBe('Vídeos do site');
    expect(MEDIA_FOLDERS[mediaFolderKind('application/pdf')]).toBe('Documentos do site');
  });
});
