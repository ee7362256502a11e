/**
 * The Strapi admin reads Portuguese everywhere an editor goes (docs/cms-admin.md, "Interface
 * texts"): every English text of the installed admin, Content Manager and Media Library that an
 * editor meets has a pt-BR text, in Strapi's own pt-BR file or in ours (cms/src/admin/translations,
 * merged by cms/src/admin/app.tsx). A Strapi upgrade that adds texts fails here, naming them.
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
    'keeps the English placeholders in every %s text of ours, for a key Strapi still has',
    (source) => {
      const en = english(source);
      const texts = Object.entries(ourFile(source));
      expect(texts.length).toBeGreaterThan(0);
      expect(
        texts.filter(([key]) => !(key in en)).map(([key]) => key),
        'keys Strapi no longer has',
      ).toEqual([]);
      const differing = texts
        .map(([key, text]) => ({ key, english: placeholders(en[key] ?? ''), ours: placeholders(text) }))
        .filter((found) => JSON.stringify(found.english) !== JSON.stringify(found.ours));
      expect(differing).toEqual([]);
      expect(texts.filter(([, text]) => !text.trim()).map(([key]) => key)).toEqual([]);
      for (const [key, text] of texts) expect(ours[fullKey(source, key)], key).toBe(text);
    },
  );

  it('merges the plugin texts under the plugin id, and keeps the block group names', () => {
    expect(ours['content-manager.containers.edit.tabs.draft']).toBe('rascunho');
    expect(ours['content-manager.containers.edit.tabs.published']).toBe('publicado');
    expect(ours['content-manager.preview.panel.button']).toBe('Abrir pré-visualização');
    expect(ours['upload.header.search.placeholder']).toBe('Buscar');
    expect(ours['app.components.MediaLibraryBanner.intro']).toBe('Conheça a nova Biblioteca de Mídia ');
    expect(ours['containers.edit.tabs.draft']).toBeUndefined();
    expect(ours.blocks).toBe('Blocos da página');
    expect(ours.items).toBe('Itens dos blocos');
  });
});
