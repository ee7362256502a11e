/**
 * The texts of a special paragraph have no title, so the admin would list them as blank rows:
 * each one is named (`Rotulo`, shown only in the admin) by the beginning of its text when the
 * editor leaves the name empty — on every save of a page, and once at start for stored pages.
 */
import type { Core } from '@strapi/strapi';
import { entryNameFromText } from '../domain/entry-name';

const TEXT_ITEM = 'items.special-paragraph-text';
const BLOCK = 'texto.special-paragraph';

type Json = Record<string, unknown>;

/** Fills the empty `Rotulo` of every special-paragraph text in a page's data (in place). */
export function nameSpecialParagraphTexts(data: unknown): void {
  const blocks = (data as Json | null)?.blocks;
  if (!Array.isArray(blocks)) return;
  for (const block of blocks as Json[]) {
    if (block?.__component !== BLOCK || !Array.isArray(block.Conteudo)) continue;
    for (const item of block.Conteudo as Json[]) {
      if (item && typeof item === 'object' && !String(item.Rotulo ?? '').trim() && item.Texto) item.Rotulo = entryNameFromText(item.Texto);
    }
  }
}

export function nameEntriesOnSave(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.uid === 'api::page.page' && (context.action === 'create' || context.action === 'update'))
      nameSpecialParagraphTexts((context.params as { data?: unknown }).data);
    return next();
  });
}

/** Names the stored texts still without a name; answers how many. */
export async function nameStoredEntries(strapi: Core.Strapi): Promise<number> {
  const rows = (await strapi.db.query(TEXT_ITEM).findMany({
    where: { $or: [{ Rotulo: null }, { Rotulo: '' }] },
    select: ['id', 'Texto'],
  })) as { id: number; Texto: unknown }[];
  for (const row of rows)
    await strapi.db.query(TEXT_ITEM).update({ where: { id: row.id }, data: { Rotulo: entryNameFromText(row.Texto) } });
  return rows.length;
}
