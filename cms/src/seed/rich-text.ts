import type { Core, UID } from '@strapi/strapi';
import { legacyRichTextToBlocks } from '../domain/rich-text-import';

type Json = Record<string, unknown>;
interface Attribute {
  type: string;
  component?: string;
  repeatable?: boolean;
}

/**
 * The starter content of `site/` writes rich text as HTML; the CMS's rich-text fields are the
 * Blocks editor. Converts, in a create payload of `uid`, every string held by a `blocks` field
 * (in the entry, its components and its dynamic zone) to Blocks with the same converter as the
 * database migration. `pagePath`: in-page links (`#x`) of a page's texts point to that page.
 */
export function richTextToBlocks(strapi: Core.Strapi, uid: string, data: Json, pagePath?: string): Json {
  const schema = strapi.contentTypes[uid as UID.ContentType] ?? strapi.components[uid as UID.Component];
  const attributes = ((schema as unknown as { attributes?: Record<string, Attribute> })?.attributes ?? {}) as Record<string, Attribute>;
  const out: Json = { ...data };
  for (const [name, attribute] of Object.entries(attributes)) {
    const value = out[name];
    if (value === undefined || value === null) continue;
    if (attribute.type === 'blocks' && typeof value === 'string') {
      try {
        out[name] = legacyRichTextToBlocks(value, { pagePath });
      } catch (error) {
        throw new Error(`site/ content of ${uid}.${name}: ${(error as Error).message}`, { cause: error });
      }
    } else if (attribute.type === 'component' && attribute.component) {
      const convert = (item: unknown) =>
        item && typeof item === 'object' ? richTextToBlocks(strapi, attribute.component!, item as Json, pagePath) : item;
      out[name] = Array.isArray(value) ? value.map(convert) : convert(value);
    } else if (attribute.type === 'dynamiczone' && Array.isArray(value)) {
      out[name] = value.map((item) =>
        item && typeof item === 'object' && typeof (item as Json).__component === 'string'
          ? richTextToBlocks(strapi, String((item as Json).__component), item as Json, pagePath)
          : item,
      );
    }
  }
  return out;
}
