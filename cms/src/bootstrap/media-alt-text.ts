/**
 * Alternative text where the site shows an image to readers (docs/cms-admin.md, "Media Library"):
 * saving a page, a news article or a pop-up whose shown images have no alternative text in the
 * Media Library is refused with a Portuguese message naming the images and where they sit. The
 * admin publishes by saving first, so nothing without it reaches the site from the admin.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { ALT_CHECKED_TYPES, missingAltMessage, shownImages, type SchemaOf } from '../domain/alt-text';
import { ADMIN_LABELS, fieldTexts } from './admin-labels';

const label = (uid: string, field: string) => {
  const text = ADMIN_LABELS[uid]?.fields[field];
  return text ? fieldTexts(text).label : field;
};

/** Throws the editor's message when an image of `data` shown to readers has no alternative text. */
export async function checkAltText(strapi: Core.Strapi, uid: string, data: unknown): Promise<void> {
  const schemaOf: SchemaOf = (model) => {
    const schema = strapi.getModel(model as Parameters<typeof strapi.getModel>[0]) as
      { attributes: Record<string, { type: string; component?: string }>; info?: { displayName?: string } } | undefined;
    return schema ? { attributes: schema.attributes, displayName: schema.info?.displayName } : undefined;
  };
  const uses = shownImages(uid, data, schemaOf);
  if (uses.length === 0) return;
  const files = (await strapi.db.query('plugin::upload.file').findMany({
    where: { id: { $in: [...new Set(uses.map((use) => use.fileId))] } },
    select: ['id', 'name', 'alternativeText'],
  })) as { id: number; name: string; alternativeText: string | null }[];
  const byId = new Map(files.map((file) => [file.id, file]));
  const missing = uses.flatMap((use) => {
    const file = byId.get(use.fileId);
    // An unknown id is the upload relation's own error to report.
    return file && !file.alternativeText?.trim() ? [{ ...use, fileName: file.name }] : [];
  });
  if (missing.length > 0) throw new errors.ValidationError(missingAltMessage(missing, label));
}

export function requireAltTextOnSave(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (ALT_CHECKED_TYPES.includes(context.uid) && (context.action === 'create' || context.action === 'update'))
      await checkAltText(strapi, context.uid, (context.params as { data?: unknown }).data);
    return next();
  });
}
