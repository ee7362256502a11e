/**
 * The Strapi admin in the editors' Portuguese (issue 22 point 1, docs/cms-admin.md): every content
 * type and component names itself, describes itself and has an icon; every field has a Portuguese
 * label; every repeatable entry is named in its row by a text field of its own; and the labels
 * reach a stored configuration without undoing an administrator's own changes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_LABELS, defaultMainField, fieldTexts, mergeLabels } from '../../cms/src/bootstrap/admin-labels';
import { nameSpecialParagraphTexts } from '../../cms/src/bootstrap/entry-names';
import { entryNameFromText } from '../../cms/src/domain/entry-name';

interface Attribute {
  type: string;
  repeatable?: boolean;
  component?: string;
  components?: string[];
  target?: string;
  allowedTypes?: string[];
}
interface Schema {
  info: { displayName: string; description?: string; icon?: string };
  attributes: Record<string, Attribute>;
}

const cms = path.resolve(__dirname, '../../cms/src');
const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Schema;

const components: Record<string, Schema> = {};
for (const category of fs.readdirSync(path.join(cms, 'components')))
  for (const file of fs.readdirSync(path.join(cms, 'components', category)))
    components[`${category}.${file.replace(/\.json$/, '')}`] = read(path.join(cms, 'components', category, file));

const contentTypes: Record<string, Schema> = {};
for (const api of fs.readdirSync(path.join(cms, 'api'))) {
  const dir = path.join(cms, 'api', api, 'content-types');
  if (!fs.existsSync(dir)) continue;
  for (const name of fs.readdirSync(dir)) contentTypes[`api::${api}.${name}`] = read(path.join(dir, name, 'schema.json'));
}
const models = { ...contentTypes, ...components };

// Strapi 5's component icons (content-manager ComponentIcon): a name outside this set shows a cube.
const STRAPI_ICONS = new Set(
  (
    'alien apps archive arrowDown arrowLeft arrowRight arrowUp attachment bell bold book briefcase brush bulletList calendar car cast ' +
    'chartBubble chartCircle chartPie check clock cloud code cog collapse command connector crop crown cup cursor dashboard database ' +
    'discuss doctor earth emotionHappy emotionUnhappy envelop exit expand eye feather file fileError filePdf fileXls fileZip fileCsv ' +
    'filter folder gate gift globe grid handHeart hashtag headphone heart house information italic key landscape layer layout lightbulb ' +
    'link lock magic manyToMany manyToOne manyWays medium message microphone monitor moon music oneToMany oneToOne oneWay paint ' +
    'paintBrush paperPlane pencil phone picture pin pinMap plane play plus priceTag puzzle question quote refresh restaurant rocket ' +
    'rotate scissors search seed server shield shirt shoppingCart slideshow stack star store strikeThrough sun television thumbDown ' +
    'thumbUp train twitter typhoon underline user volumeMute volumeUp walk wheelchair write'
  ).split(' '),
);

/**
 * The rule for a label: written for a reader — it starts with a capital letter and has no '_'
 * nor camelCase word (a name such as WhatsApp is fine) — and it is not the raw attribute name, except when that name already is one
 * capitalised Portuguese word ("Link", "Ordem", "Texto").
 */
function labelProblem(attribute: string, label: string): string | null {
  if (!/^[A-ZÁÉÍÓÚÂÊÔÃÕÇ0-9]/.test(label)) return 'does not start with a capital letter';
  if (label.includes('_')) return "has '_'";
  if (/(^|\s)[a-záéíóúâêôãõç]+[A-Z]/.test(label)) return 'is camelCase';
  if (label === attribute && !/^[A-Z][a-z]+$/.test(attribute)) return 'is the raw attribute name';
  return null;
}

describe('Portuguese labels of the Strapi admin', () => {
  it('covers every content type and component, and every one of their fields, with a readable Portuguese label', () => {
    const problems: string[] = [];
    for (const [uid, schema] of Object.entries(models)) {
      const table = ADMIN_LABELS[uid];
      if (!table) {
        problems.push(`${uid}: no table`);
        continue;
      }
      for (const attribute of Object.keys(schema.attributes)) {
        const text = table.fields[attribute];
        if (!text) problems.push(`${uid}.${attribute}: no label`);
        else {
          const problem = labelProblem(attribute, fieldTexts(text).label);
          if (problem) problems.push(`${uid}.${attribute}: label '${fieldTexts(text).label}' ${problem}`);
        }
      }
      for (const field of Object.keys(table.fields))
        if (!schema.attributes[field]) problems.push(`${uid}.${field}: labelled but not in the schema`);
    }
    expect(problems).toEqual([]);
  });

  it('the label rule refuses raw names and accepts capitalised Portuguese words', () => {
    expect(labelProblem('show_header', 'show_header')).not.toBeNull();
    expect(labelProblem('Imagem_Desktop', 'Imagem_Desktop')).not.toBeNull();
    expect(labelProblem('title', 'title')).not.toBeNull();
    expect(labelProblem('descricaoVideo', 'descricaoVideo')).not.toBeNull();
    expect(labelProblem('Link', 'Link')).toBeNull();
    expect(labelProblem('show_header', 'Mostrar cabeçalho')).toBeNull();
  });

  it('says what true means on every on/off field', () => {
    expect(fieldTexts(ADMIN_LABELS['api::page.page']!.fields.show_header!).label).toBe('Mostrar cabeçalho');
    expect(fieldTexts(ADMIN_LABELS['api::page.page']!.fields.show_footer!).label).toBe('Mostrar rodapé');
    expect(fieldTexts(ADMIN_LABELS['destaques.popup']!.fields.Ativo!).label).toBe('Mostrar o pop-up');
  });

  it('names every repeatable entry by a text field of its own', () => {
    const repeatables = new Set<string>();
    for (const schema of Object.values(models))
      for (const attribute of Object.values(schema.attributes))
        if (attribute.type === 'component' && attribute.repeatable && attribute.component) repeatables.add(attribute.component);
    expect(repeatables.size).toBeGreaterThan(15);
    const problems: string[] = [];
    for (const uid of repeatables) {
      const mainField = ADMIN_LABELS[uid]?.mainField;
      if (!mainField) problems.push(`${uid}: no mainField`);
      else if (components[uid]!.attributes[mainField]?.type !== 'string')
        problems.push(`${uid}: mainField ${mainField} is not a text field`);
    }
    expect(problems).toEqual([]);
    expect(ADMIN_LABELS['items.special-paragraph-text']!.mainField).toBe('Rotulo');
    expect(ADMIN_LABELS['items.timeline-item']!.mainField).toBe('Titulo');
    expect(ADMIN_LABELS['items.table-tab']!.mainField).toBe('Titulo');
    expect(ADMIN_LABELS['items.slider-cards-card']!.mainField).toBe('titulo_card');
  });

  it('gives every component a Portuguese name, a description and a Strapi icon', () => {
    const problems: string[] = [];
    for (const [uid, { info }] of Object.entries(components)) {
      if (!/^[A-ZÁÉÍÓÚÂÊÔÃÕÇ]/.test(info.displayName) || /[-_]/.test(info.displayName.replace(/Pop-up/, '')))
        problems.push(`${uid}: name '${info.displayName}'`);
      if (!info.description || /\b(the|and|of|with|one)\b/i.test(info.description))
        problems.push(`${uid}: description '${info.description}'`);
      if (!info.icon || !STRAPI_ICONS.has(info.icon)) problems.push(`${uid}: icon '${info.icon}'`);
    }
    expect(problems).toEqual([]);
  });

  it('lists blocks in the picker as an editor says them', () => {
    expect(components['destaques.marketing-banner']!.info.displayName).toBe('Banner de marketing');
    expect(components['midia.image-gallery']!.info.displayName).toBe('Galeria de imagens');
    expect(components['texto.timeline']!.info.displayName).toBe('Linha do tempo');
    expect(components['texto.special-paragraph']!.info.displayName).toBe('Parágrafo especial');
    expect(components['navegacao.header-menu']!.info.displayName).toBe('Cabeçalho de landing page');
  });

  it('gives the image sizes of the spec in the descriptions of the image fields', () => {
    const description = (uid: string, field: string) => fieldTexts(ADMIN_LABELS[uid]!.fields[field]!).description;
    expect(description('pagina.seo', 'metaImage')).toContain('1200 × 630');
    expect(description('items.side-slider-slide', 'Imagem')).toContain('327 × 327');
    expect(description('items.table-tab', 'Icone')).toContain('24 × 24');
    expect(description('midia.cover', 'Imagem_Desktop')).toContain('1136 × 208');
    expect(description('midia.cover', 'Imagem_Mobile')).toContain('343 × 208');
    expect(description('navegacao.header-menu', 'Cor_Background')).toBe('Cor em hexadecimal, por exemplo #FFFFFF.');
  });

  it('says the size of every image field and accepts only the kind of file the site shows there', () => {
    const problems: string[] = [];
    for (const [uid, schema] of Object.entries(models))
      for (const [name, attribute] of Object.entries(schema.attributes)) {
        if (attribute.type !== 'media') continue;
        const types = attribute.allowedTypes ?? [];
        if (types.length === 0 || types.some((type) => !['images', 'videos', 'files'].includes(type)))
          problems.push(`${uid}.${name}: accepts ${JSON.stringify(attribute.allowedTypes)}`);
        const text = ADMIN_LABELS[uid]?.fields[name];
        const said = text ? (fieldTexts(text).description ?? '') : '';
        if (types.includes('images') && !/\d+ × \d+|\d+ px/.test(said)) problems.push(`${uid}.${name}: no size in '${said}'`);
      }
    expect(problems).toEqual([]);
    expect(components['midia.pdf-viewer']!.attributes.Arquivo!.allowedTypes).toEqual(['files']);
    expect(components['destaques.marketing-banner']!.attributes.Imagem!.allowedTypes).toEqual(['images']);
  });
});

describe('merging the labels into the stored admin configuration', () => {
  const schema = { attributes: { Titulo: { type: 'string' }, Texto: { type: 'richtext' }, Ativo: { type: 'boolean' } } };
  const stored = () => ({
    settings: { mainField: 'Titulo' },
    metadatas: {
      Titulo: { edit: { label: 'Titulo', description: '', placeholder: '' }, list: { label: 'Titulo' } },
      Texto: { edit: { label: 'Texto', description: '', placeholder: '' }, list: { label: 'Texto' } },
      Ativo: { edit: { label: 'Ativo', description: '', placeholder: '' }, list: { label: 'Ativo' } },
    },
  });
  const text = {
    mainField: 'Titulo',
    fields: { Titulo: 'Título', Texto: { label: 'Texto do bloco', description: 'O corpo.' }, Ativo: 'Mostrar o bloco' },
  };
  const none = () => undefined;

  it('writes the Portuguese label and description over Strapi’s defaults', () => {
    const { configuration } = mergeLabels(schema, stored(), text, undefined, none);
    expect(configuration?.metadatas?.Titulo?.edit?.label).toBe('Título');
    expect(configuration?.metadatas?.Titulo?.list?.label).toBe('Título');
    expect(configuration?.metadatas?.Texto?.edit?.description).toBe('O corpo.');
    expect(configuration?.metadatas?.Ativo?.edit?.label).toBe('Mostrar o bloco');
  });

  it('keeps what an administrator changed in the admin', () => {
    const own = stored();
    own.metadatas.Ativo.edit.label = 'Exibir';
    own.metadatas.Texto.edit.description = 'Descrição do administrador';
    const { configuration } = mergeLabels(schema, own, text, undefined, none);
    expect(configuration?.metadatas?.Ativo?.edit?.label).toBe('Exibir');
    expect(configuration?.metadatas?.Texto?.edit?.description).toBe('Descrição do administrador');
  });

  it('replaces its own earlier wording, and changes nothing a second time', () => {
    const first = mergeLabels(schema, stored(), text, undefined, none);
    const improved = { ...text, fields: { ...text.fields, Titulo: 'Título do bloco' } };
    const second = mergeLabels(schema, first.configuration!, improved, first.applied, none);
    expect(second.configuration?.metadatas?.Titulo?.edit?.label).toBe('Título do bloco');
    expect(mergeLabels(schema, second.configuration!, improved, second.applied, none).configuration).toBeNull();
  });

  it('sets the naming field only while it is Strapi’s default', () => {
    const items = { attributes: { Texto: { type: 'richtext' }, Rotulo: { type: 'string' } } };
    expect(defaultMainField(items)).toBe('Rotulo');
    const base = { settings: { mainField: 'id' }, metadatas: { Rotulo: { edit: { label: 'Rotulo' }, list: { label: 'Rotulo' } } } };
    expect(mergeLabels(items, base, { mainField: 'Rotulo', fields: {} }, undefined, none).configuration?.settings?.mainField).toBe(
      'Rotulo',
    );
    const chosen = { attributes: { A: { type: 'string' }, B: { type: 'string' } } };
    const own = { settings: { mainField: 'B' }, metadatas: {} };
    expect(mergeLabels(chosen, own, { mainField: 'A', fields: {} }, undefined, none).configuration).toBeNull();
  });
});

describe('names of the texts of a special paragraph', () => {
  it('takes the beginning of the text, without markup', () => {
    expect(
      entryNameFromText(
        '<p><strong>1. Rede de distribuição.</strong> Tubulações subterrâneas levam o gás natural do ponto de entrega até as ruas.</p>',
      ),
    ).toBe('1. Rede de distribuição. Tubulações subterrâneas levam o…');
    expect(entryNameFromText('**Ramal** e medidor')).toBe('Ramal e medidor');
    expect(entryNameFromText('')).toBe('');
  });

  it('fills only the names the editor left empty, when a page is saved', () => {
    const data = {
      blocks: [
        { __component: 'texto.paragraph', Titulo: 'x' },
        { __component: 'texto.special-paragraph', Conteudo: [{ Texto: '<p>Primeiro texto</p>' }, { Rotulo: 'Meu nome', Texto: 'Outro' }] },
      ],
    };
    nameSpecialParagraphTexts(data);
    expect(data.blocks[1]!.Conteudo).toEqual([
      { Rotulo: 'Primeiro texto', Texto: '<p>Primeiro texto</p>' },
      { Rotulo: 'Meu nome', Texto: 'Outro' },
    ]);
  });
});
