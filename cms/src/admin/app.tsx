import { ArrowClockwise } from '@strapi/icons';
import type { StrapiApp } from '@strapi/strapi/admin';

/**
 * The Strapi admin panel's own settings (docs/cms-admin.md): Portuguese (Brazil) offered besides
 * English — the demo editor is created with it as preferred language, so the admin opens in it
 * after login —, the names of the component groups in the block picker, and the homepage widget
 * that shows the site's last build with a retry (docs/cms-admin.md, "The site's build").
 */
import admin from './translations/admin.pt-BR.json';
import contentManager from './translations/content-manager.pt-BR.json';
import upload from './translations/upload.pt-BR.json';

/** Strapi's key for the admin's language in the browser (`@strapi/admin` reducer). */
const LANGUAGE_KEY = 'strapi-admin-language';

/**
 * The admin starts in Portuguese (Brazil) — the sign-in page included, and the `lang` of the page —
 * unless this browser chose a language already; Strapi would start in English and switch only
 * after a sign-in and a reload. A user's own preferred language still wins at sign-in.
 */
export function startInPortuguese(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage) {
  try {
    if (storage && !storage.getItem(LANGUAGE_KEY)) storage.setItem(LANGUAGE_KEY, 'pt-BR');
  } catch {
    /* storage refused (private mode): Strapi falls back to English */
  }
}

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
        // Component categories (the folders of cms/src/components): the block picker's group titles
        // (docs/cms-admin.md, "Block groups").
        navegacao: 'Navegação',
        texto: 'Texto',
        midia: 'Mídia',
        destaques: 'Destaques e chamadas',
        noticias: 'Notícias',
        'area-do-cliente': 'Área do cliente',
        pagina: 'Página',
        items: 'Itens dos blocos',
        'necta.site-build.title': 'Publicação do site',
      },
    },
  },
  register(app: StrapiApp) {
    // Before Strapi renders (it reads the stored language once, in render()).
    startInPortuguese();
    // First on the homepage: the editor sees at once whether what they saved is live.
    app.widgets.register((widgets) => [
      {
        id: 'site-build',
        icon: ArrowClockwise,
        title: { id: 'necta.site-build.title', defaultMessage: 'Publicação do site' },
        component: async () => (await import('./site-build/SiteBuildWidget')).SiteBuildWidget,
      },
      ...widgets,
    ]);
  },
  bootstrap() {},
};
