/**
 * The Strapi admin panel's own settings (docs/cms-admin.md): Portuguese (Brazil) offered besides
 * English — the demo editor is created with it as preferred language, so the admin opens in it
 * after login — and the names of the component groups in the block picker.
 */
export default {
  config: {
    locales: ['pt-BR'],
    translations: {
      'pt-BR': {
        // Component categories (the folders of cms/src/components) as the picker groups them.
        blocks: 'Blocos da página',
        items: 'Itens dos blocos',
      },
    },
  },
  bootstrap() {},
};
