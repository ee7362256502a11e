/** A file answer of the invoice and contract calls: bytes saved under the spec's name. */
import type { Context } from 'koa';

export interface FileAnswer {
  filename: string;
  contentType: string;
  body: Buffer | string;
}

export function answerFile(ctx: Context, file: FileAnswer): void {
  ctx.set('Content-Type', file.contentType);
  ctx.set('Content-Disposition', `attachment; filename="${file.filename}"`);
  ctx.set('Cache-Control', 'private, no-store');
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.body = file.body;
}

export const pdfFile = (filename: string, pdf: Buffer): FileAnswer => ({ filename, contentType: 'application/pdf', body: pdf });
