/**
 * The Strapi admin panel's own settings (docs/cms-admin.md): Portuguese (Brazil) offered besides
 * English — the demo editor is created with it as preferred language, so the admin opens in it
 * after login — and the names of the component groups in the block picker.
 */
import admin from './translations/admin.pt-BR.json';
import contentManager from './translations/content-manager.pt-BR.json';
import upload from './translations/upload.pt-BR.json';

/** Plugin texts are looked up as `<plugin id>.<key>` (docs/cms-admin.md, "Interface texts"). */
const prefixed = (plugin: string, texts: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(texts).map(([key, text]) => [`${plugin}.${key}`, text]));

export default {
  config: {
    locales: ['pt-BR'],
    translations: {
      'pt-BR': {
        // Texts Strapi's own pt-BR files lack (docs/cms-admin.md, "Interface texts").
        ...admin,
        ...prefixed('content-manager', contentManager),
        ...prefixed('upload', upload),
        // Component categories (the folders of cms/src/components) as the picker groups them.
        blocks: 'Blocos da página',
        items: 'Itens dos blocos',
      },
    },
  },
  bootstrap() {},
};
