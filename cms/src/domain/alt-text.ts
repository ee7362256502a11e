/**
 * Images the site shows to readers with the alternative text of the Media Library (the `alt` of
 * the `<img>`): a page, a news article or a pop-up is not saved while one of them has none.
 * Icons, logos, backgrounds and video covers are decorative on the site (`alt=""`) and are not
 * listed. Pure rules: the use case (cms/src/portal/media/alt-text.ts) reads the schemas and files.
 */

/** A field whose image needs alternative text, unless one of `unlessFilled` carries it. */
export interface ShownImage {
  field: string;
  /** Fields of the same entry that give the image its text instead (the site uses them first). */
  unlessFilled?: string[];
}

export const SHOWN_IMAGES: Record<string, ShownImage[]> = {
  'api::news.news': [{ field: 'Capa' }],
  'midia.cover': [{ field: 'Imagem_Desktop' }],
  'destaques.marketing-banner': [{ field: 'Imagem' }],
  'destaques.landing-page': [{ field: 'Imagem' }],
  'destaques.popup': [{ field: 'Imagem' }],
  // The slide's title is the banner's text; without it the image is read out.
  'items.banner-slide': [{ field: 'Imagem_Desktop', unlessFilled: ['Titulo'] }],
  'items.image-gallery-image': [{ field: 'Imagem', unlessFilled: ['DescricaoImagem'] }],
  'items.timeline-item': [{ field: 'Imagem' }],
  'items.side-slider-slide': [{ field: 'Imagem' }],
  'items.solutions-solution': [{ field: 'Imagem' }],
};

/** The content types whose saves are checked. */
export const ALT_CHECKED_TYPES = ['api::page.page', 'api::news.news', 'api::popup.popup'];

export interface Attribute {
  type: string;
  component?: string;
  repeatable?: boolean;
}
export type SchemaOf = (uid: string) => { attributes: Record<string, Attribute>; displayName?: string } | undefined;

/** One image to check: its file id and where it sits, as the editor reads it. */
export interface ImageUse {
  fileId: number;
  /** `uid` of the component (or content type) and field holding it. */
  uid: string;
  field: string;
  /** Display names of the blocks/items it sits in, outermost first. */
  path: string[];
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);
const filled = (value: unknown) => (typeof value === 'string' ? value.trim() !== '' : value != null);

/** The id of a media value as the document service receives it: 5, '5', { id: 5 }. */
export function mediaId(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  if (isObject(value)) return mediaId(value.id);
  return null;
}

/**
 * Every image of `data` (an entry of `uid`, as saved) that the site shows with its alternative
 * text. Only the fields present in `data` are looked at (a partial update checks what it changes).
 */
export function shownImages(uid: string, data: unknown, schemaOf: SchemaOf, path: string[] = []): ImageUse[] {
  const schema = schemaOf(uid);
  if (!schema || !isObject(data)) return [];
  const found: ImageUse[] = [];
  for (const rule of SHOWN_IMAGES[uid] ?? []) {
    if (!(rule.field in data) || rule.unlessFilled?.some((other) => filled(data[other]))) continue;
    const value = data[rule.field];
    for (const one of Array.isArray(value) ? value : [value]) {
      const fileId = mediaId(one);
      if (fileId != null) found.push({ fileId, uid, field: rule.field, path });
    }
  }
  for (const [name, attribute] of Object.entries(schema.attributes)) {
    const value = data[name];
    if (value == null) continue;
    const entries = Array.isArray(value) ? value : [value];
    if (attribute.type === 'component' && attribute.component) {
      const inner = [...path, schemaOf(attribute.component)?.displayName ?? attribute.component];
      for (const entry of entries) found.push(...shownImages(attribute.component, entry, schemaOf, inner));
    } else if (attribute.type === 'dynamiczone') {
      for (const entry of entries) {
        const component = isObject(entry) && typeof entry.__component === 'string' ? entry.__component : null;
        if (component) found.push(...shownImages(component, entry, schemaOf, [...path, schemaOf(component)?.displayName ?? component]));
      }
    }
  }
  return found;
}

/** The editor's message for the images without alternative text (`label` names a field as the admin does). */
export function missingAltMessage(missing: (ImageUse & { fileName: string })[], label: (uid: string, field: string) => string): string {
  const where = missing.map((use) => {
    const place = [...use.path, label(use.uid, use.field)].join(' › ');
    return `"${use.fileName}" (${place})`;
  });
  const unique = [...new Set(where)];
  return (
    (unique.length === 1
      ? `A imagem ${unique[0]} não tem texto alternativo.`
      : `As imagens ${unique.join(', ')} não têm texto alternativo.`) +
    ' Na Biblioteca de Mídia, abra a imagem, preencha "Texto alternativo" (o que ela mostra, para quem não a vê) e salve de novo.'
  );
}
