/**
 * File answers of the portal API: every download (bills, contract documents, exports, batch
 * files, customers' private files) is saved under its name, never shown inline, never kept by a
 * shared cache, and never sniffed into another type.
 */
import type { Context } from 'koa';

/** A file a use case answers: bytes (or text) with the name it is saved under. */
export interface FileAnswer {
  filename: string;
  contentType: string;
  body: Buffer | string;
}

/** The ASCII fallback of a file name (RFC 6266): accents dropped, quotes and backslashes replaced. */
function asciiName(filename: string): string {
  return (
    filename
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '_') || 'arquivo'
  );
}

/**
 * Sends `file` as an attachment. A plain ASCII name is sent as it is (`filename="…"`); any other
 * name also gets its UTF-8 form (`filename*=UTF-8''…`) beside the ASCII fallback.
 */
export function answerFile(ctx: Context, file: FileAnswer): void {
  const ascii = asciiName(file.filename);
  const disposition =
    ascii === file.filename
      ? `attachment; filename="${ascii}"`
      : `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`;
  ctx.set('Content-Type', file.contentType);
  ctx.set('Content-Disposition', disposition);
  ctx.set('Cache-Control', 'private, no-store');
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.body = file.body;
}

/** A PDF file answer. */
export const pdfFile = (filename: string, pdf: Buffer): FileAnswer => ({ filename, contentType: 'application/pdf', body: pdf });
