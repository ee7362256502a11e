/**
 * The Media Library's folders for the site's files (docs/cms-admin.md, "Media Library"): each
 * file of the starter content goes to the folder of its kind; editors file theirs the same way.
 */
export const MEDIA_FOLDERS = {
  images: 'Imagens do site',
  videos: 'Vídeos do site',
  documents: 'Documentos do site',
} as const;

export type MediaFolderKind = keyof typeof MEDIA_FOLDERS;

/** The folder a file of this MIME type belongs in. */
export function mediaFolderKind(mime: string): MediaFolderKind {
  if (mime.startsWith('image/')) return 'images';
  if (mime.startsWith('video/')) return 'videos';
  return 'documents';
}
