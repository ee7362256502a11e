/**
 * The Media Library in order (docs/cms-admin.md, "Media Library"): the site's folders exist at
 * every start, and the starter content's files that still sit at the library's root are moved
 * into the folder of their kind (an editor's own files are left where they are).
 */
import fs from 'node:fs';
import type { Core } from '@strapi/strapi';
import { MEDIA_FOLDERS, mediaFolderKind, type MediaFolderKind } from '../domain/media-folders';
import { mediaPath } from '../seed/site-files';

const FOLDER = 'plugin::upload.folder';
const FILE = 'plugin::upload.file';

interface Folder {
  id: number;
  path: string;
}

/** Creates the site's folders at the library's root when missing; answers them by kind. */
export async function ensureMediaFolders(strapi: Core.Strapi): Promise<Record<MediaFolderKind, Folder>> {
  const folders = {} as Record<MediaFolderKind, Folder>;
  for (const [kind, name] of Object.entries(MEDIA_FOLDERS) as [MediaFolderKind, string][]) {
    const existing = (await strapi.db.query(FOLDER).findOne({ where: { name, parent: { id: { $null: true } } } })) as Folder | null;
    folders[kind] = existing ?? ((await strapi.plugin('upload').service('folder').create({ name, parent: null })) as Folder);
  }
  return folders;
}

/** The folder id for a new upload of this MIME type. */
export async function mediaFolderFor(strapi: Core.Strapi, mime: string): Promise<number> {
  return (await ensureMediaFolders(strapi))[mediaFolderKind(mime)].id;
}

/** Moves the starter content's files (those of `site/media`) still at the root into their folders; answers how many. */
export async function fileSeededMedia(strapi: Core.Strapi): Promise<number> {
  const folders = await ensureMediaFolders(strapi);
  const dir = mediaPath('');
  const seeded = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  if (seeded.length === 0) return 0;
  const atRoot = (await strapi.db.query(FILE).findMany({
    where: { name: { $in: seeded }, folder: { id: { $null: true } } },
    select: ['id', 'mime'],
  })) as { id: number; mime: string }[];
  for (const file of atRoot) {
    const folder = folders[mediaFolderKind(file.mime ?? '')];
    await strapi.db.query(FILE).update({ where: { id: file.id }, data: { folder: folder.id, folderPath: folder.path } });
  }
  return atRoot.length;
}
