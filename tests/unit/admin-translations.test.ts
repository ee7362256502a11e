/**
 * The Strapi admin reads Portuguese everywhere an editor goes (docs/cms-admin.md, "Interface
 * texts"): every English text of the installed admin, Content Manager and Media Library that an
 * editor meets has a pt-BR text, in Strapi's own pt-BR file or in ours (cms/src/admin/translations,
 * merged by cms/src/admin/app.tsx). "The texts Strapi has" are the keys of its `en` files and the
 * message ids its compiled admin code writes only with a `defaultMessage`. A Strapi upgrade that
 * adds texts fails here, naming them.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import app from '../../cms/src/admin/app';

type Texts = Record<string, string>;

const cmsRequire = createRequire(path.resolve(__dirname, '../../cms/package.json'));
const packageDir = (name: string) => path.dirname(cmsRequire.resolve(`${name}/package.json`));
const load = (file: string): Texts => {
  const loaded = cmsRequire(file) as { default?: Texts } & Texts;
  return loaded.default ?? loaded;
};

/** The installed translation files, as the admin build imports them. */
const sources = {
  admin: path.join(packageDir('@strapi/admin'), 'dist/admin/admin/src/translations'),
  'content-manager': path.join(packageDir('@strapi/content-manager'), 'dist/admin/translations'),
  upload: path.join(packageDir('@strapi/upload'), 'dist/admin/translations'),
};
type Source = keyof typeof sources;

/** Admin texts editors never meet: settings, sign-in, onboarding, tours, plans and licences. */
const NOT_FOR_EDITORS =
  /^(Settings\.|Auth\.|Usecase|app\.components\.GuidedTour|components\.GuidedTour|tours\.|content-manager\.|global\.plans|Onboarding|admin\.pages\.MarketPlace|app\.components\.(ToggleCheckbox|UpsellBanner)|Settings)/;

const english = (source: Source) => load(path.join(sources[source], 'en.json.js'));
const strapiPtBr = (source: Source) => load(path.join(sources[source], 'pt-BR.json.js'));
const editorKeys = (source: Source) => Object.keys(english(source)).filter((key) => source !== 'admin' || !NOT_FOR_EDITORS.test(key));
/** The key the admin looks a text up by: plugin texts carry the plugin id. */
const fullKey = (source: Source, key: string) => (source === 'admin' ? key : `${source}.${key}`);

/** Where each package's compiled admin code is (the admin's own, without its tests and EE code). */
const compiled: Record<Source, string> = {
  admin: path.join(packageDir('@strapi/admin'), 'dist/admin/admin/src'),
  'content-manager': path.join(packageDir('@strapi/content-manager'), 'dist/admin'),
  upload: path.join(packageDir('@strapi/upload'), 'dist/admin'),
};
/** The plugin helpers that turn `x` into `<plugin id>.x` (content-manager, upload). */
const PLUGIN_KEY_HELPERS = /^(getTranslation|getTrad|getTranslationKey)$/;
const LITERAL = String.raw`('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|\`(?:[^\`\\$]|\\.)*\`)`;
/**
 * `id: 'x', defaultMessage: '…'`, `id: getTranslation('x'), defaultMessage: '…'` or, in a plugin,
 * `id: \`${PLUGIN_ID}.x\`, defaultMessage: '…'`. Ids built from variables (a content type's
 * field, a filter's operator…) cannot be read here; their texts are keys of the en files.
 */
const MESSAGE = new RegExp(
  String.raw`\bid:\s*(?:(\w+)\(\s*${LITERAL}\s*\)|${LITERAL}|\`\$\{(?:PLUGIN_ID|pluginId)\}\.([^\`\\$]*)\`)\s*,\s*defaultMessage:\s*${LITERAL}`,
  'g',
);
/** The value of a JavaScript string literal as the bundler writes it. */
const unquote = (literal: string) =>
  literal
    .slice(1, -1)
    .replace(/\\(u[0-9a-fA-F]{4}|.)/g, (_, escaped: string) =>
      escaped.length === 5 ? String.fromCharCode(parseInt(escaped.slice(1), 16)) : (({ n: '\n', t: '\t' } as Texts)[escaped] ?? escaped),
    );
const sourceFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? sourceFiles(path.join(dir, entry.name)) : entry.name.endsWith('.mjs') ? [path.join(dir, entry.name)] : [],
    );
/**
 * The messages a package's compiled admin code writes with a `defaultMessage`, by the key the
 * admin looks them up by, each with its English text(s).
 */
function defaultMessages(source: Source): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const file of sourceFiles(compiled[source])) {
    for (const [, helper, helped, literal, pluginKey, english] of fs.readFileSync(file, 'utf8').matchAll(MESSAGE)) {
      if ((helper || pluginKey !== undefined) && source === 'admin') continue;
      if (helper && !PLUGIN_KEY_HELPERS.test(helper)) continue;
      const key = helper ? `${source}.${unquote(helped!)}` : pluginKey !== undefined ? `${source}.${pluginKey}` : unquote(literal!);
      found.set(key, (found.get(key) ?? new Set()).add(unquote(english!)));
    }
  }
  return found;
}
const scanned = Object.fromEntries((Object.keys(sources) as Source[]).map((source) => [source, defaultMessages(source)])) as Record<
  Source,
  Map<string, Set<string>>
>;
/** The file of ours a key the admin looks up belongs in: the inverse of app.tsx's prefixing. */
const fileOf = (key: string): { source: Source; key: string } => {
  for (const plugin of ['content-manager', 'upload'] as const)
    if (key.startsWith(`${plugin}.`)) return { source: plugin, key: key.slice(plugin.length + 1) };
  return { source: 'admin', key };
};
/** The English defaultMessages of a key of one of our files, from any package's code. */
const defaultEnglish = (source: Source, key: string) =>
  [...new Set(Object.values(scanned).flatMap((found) => [...(found.get(fullKey(source, key)) ?? [])]))].sort();

const ours = app.config.translations['pt-BR'] as Texts;
const ourFile = (source: Source) =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, `../../cms/src/admin/translations/${source}.pt-BR.json`), 'utf8')) as Texts;

/**
 * What a message needs to keep from its English text: each ICU argument with its type, the
 * options of each plural or select, and each rich-text tag (<b>…</b>). Nested messages count too.
 */
function placeholders(message: string): string[] {
  const found: string[] = [];
  let at = 0;
  const skipSpaces = () => {
    while (/\s/.test(message[at] ?? '')) at += 1;
  };
  const readUntil = (stops: string) => {
    const start = at;
    while (at < message.length && !stops.includes(message.charAt(at))) at += 1;
    return message.slice(start, at).trim();
  };
  // Reads text up to the `}` closing the current sub-message (or the end).
  const text = () => {
    while (at < message.length && message[at] !== '}') {
      const tag = /^<\/?([a-zA-Z0-9]+)>/.exec(message.slice(at));
      if (tag) {
        found.push(`tag ${tag[0]}`);
        at += tag[0].length;
      } else if (message[at] === '{') {
        at += 1;
        argument();
      } else at += 1;
    }
  };
  // Reads `name}` or `name, type}` or `name, plural|select, key {…} key {…}}` after its `{`.
  const argument = () => {
    const name = readUntil(',}');
    if (message[at] === '}') {
      found.push(`{${name}}`);
      at += 1;
      return;
    }
    at += 1;
    const type = readUntil(',}');
    if (message[at] === '}' || !/^(plural|select|selectordinal)$/.test(type)) {
      readUntil('}');
      found.push(`{${name}, ${type}}`);
      at += 1;
      return;
    }
    at += 1;
    const options: string[] = [];
    for (skipSpaces(); at < message.length && message[at] !== '}'; skipSpaces()) {
      options.push(readUntil('{'));
      at += 1;
      text();
      at += 1;
    }
    at += 1;
    found.push(`{${name}, ${type}: ${options.join(' ')}}`);
  };
  text();
  if (at < message.length) found.push(`unbalanced } at ${at}`);
  return [...new Set(found)].sort();
}

describe('the placeholder reader this test relies on', () => {
  it('lists arguments, plural and select options and tags, nested ones included', () => {
    expect(placeholders('<b>{count}</b> {count, plural, =0 {entries} one {entry} other {# entries}}')).toEqual([
      'tag </b>',
      'tag <b>',
      '{count, plural: =0 one other}',
      '{count}',
    ]);
    expect(placeholders('{time}{isAnonymous, select, true {} other { by {author}}}')).toEqual([
      '{author}',
      '{isAnonymous, select: true other}',
      '{time}',
    ]);
    expect(placeholders('Sem marcadores')).toEqual([]);
    expect(placeholders('{a} }')).toEqual(['unbalanced } at 4', '{a}']);
  });
});

describe('the defaultMessage reader this test relies on', () => {
  it('finds literal ids and plugin ids, by the key the admin looks them up by', () => {
    expect([...(scanned['content-manager'].get('components.Blocks.modifiers.bold') ?? [])]).toEqual(['Bold']);
    expect([...(scanned['content-manager'].get('content-manager.components.Blocks.expand') ?? [])]).toEqual(['Expand']);
    expect([...(scanned.upload.get('upload.modal.folder.edit.title') ?? [])]).toEqual(['Edit folder']);
    expect([...(scanned['content-manager'].get('content-manager.widget.last-edited.title') ?? [])]).toEqual(['Last edited entries']);
    expect([...(scanned.admin.get('app.error.message') ?? [])][0]).toContain("It seems like there is a bug in your instance, but we've");
    expect(fileOf('upload.modal.folder.edit.title')).toEqual({ source: 'upload', key: 'modal.folder.edit.title' });
    expect(fileOf('components.Blocks.modifiers.bold')).toEqual({ source: 'admin', key: 'components.Blocks.modifiers.bold' });
  });
});

describe('the admin in pt-BR', () => {
  it.each(Object.keys(sources) as Source[])('has a pt-BR text for every %s text an editor meets', (source) => {
    const keys = editorKeys(source);
    expect(keys.length).toBeGreaterThan(0);
    const strapi = strapiPtBr(source);
    // Strapi's own blank texts (" ") are blank in English too: a key present is a key translated.
    const missing = keys.filter((key) => !(key in strapi) && !(fullKey(source, key) in ours));
    expect(missing, `keys to translate in cms/src/admin/translations/${source}.pt-BR.json`).toEqual([]);
  });

  it.each(Object.keys(sources) as Source[])(
    'has a pt-BR text for every text the %s code writes only as a defaultMessage that an editor meets',
    (source) => {
      const keys = [...scanned[source].keys()].filter((key) => source !== 'admin' || !NOT_FOR_EDITORS.test(key));
      expect(keys.length).toBeGreaterThan(0);
      const missing = keys
        .filter((key) => !(key in ours))
        .map(fileOf)
        .filter(({ source: file, key }) => !(key in strapiPtBr(file)))
        .map(({ source: file, key }) => `${file}.pt-BR.json: ${key}`);
      expect(missing, 'keys to translate in cms/src/admin/translations').toEqual([]);
    },
  );

  it.each(Object.keys(sources) as Source[])(
    'keeps the English placeholders in every %s text of ours, for a key Strapi still has',
    (source) => {
      const en = english(source);
      const texts = Object.entries(ourFile(source));
      expect(texts.length).toBeGreaterThan(0);
      expect(
        texts.filter(([key]) => !(key in en) && !defaultEnglish(source, key).length).map(([key]) => key),
        'keys Strapi no longer has',
      ).toEqual([]);
      // A key of the en file is shown from it; a defaultMessage-only key keeps each English text's.
      const differing = texts
        .flatMap(([key, text]) =>
          (key in en ? [en[key]!] : defaultEnglish(source, key)).map((english) => ({
            key,
            english: placeholders(english),
            ours: placeholders(text),
          })),
        )
        .filter((found) => JSON.stringify(found.english) !== JSON.stringify(found.ours));
      expect(differing).toEqual([]);
      expect(texts.filter(([, text]) => !text.trim()).map(([key]) => key)).toEqual([]);
      for (const [key, text] of texts) expect(ours[fullKey(source, key)], key).toBe(text);
    },
  );

  it('merges the plugin texts under the plugin id, and keeps the item group name', () => {
    expect(ours['content-manager.containers.edit.tabs.draft']).toBe('rascunho');
    expect(ours['content-manager.containers.edit.tabs.published']).toBe('publicado');
    expect(ours['content-manager.preview.panel.button']).toBe('Abrir pré-visualização');
    expect(ours['upload.header.search.placeholder']).toBe('Buscar');
    expect(ours['app.components.MediaLibraryBanner.intro']).toBe('Conheça a nova Biblioteca de Mídia ');
    expect(ours['containers.edit.tabs.draft']).toBeUndefined();
    expect(ours.items).toBe('Itens dos blocos');
  });

  it('titles every group of the block picker in Portuguese (the picker shows a category by its translation)', () => {
    const categories = fs.readdirSync(path.join(import.meta.dirname, '../../cms/src/components')).sort();
    expect(Object.fromEntries(categories.map((category) => [category, ours[category]]))).toEqual({
      'area-do-cliente': 'Área do cliente',
      destaques: 'Destaques e chamadas',
      items: 'Itens dos blocos',
      midia: 'Mídia',
      navegacao: 'Navegação',
      noticias: 'Notícias',
      pagina: 'Página',
      texto: 'Texto',
    });
  });
});
