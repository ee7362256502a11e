import { z } from 'astro/zod';
import { media, text } from '../../lib/cms-schemas';

export const schema = z
  .object({
    Titulo: text,
    Descricao: text,
    Arquivo: media.refine((file) => !file.mime || file.mime === 'application/pdf' || /\.pdf$/i.test(file.url), {
      message: 'Arquivo must be a PDF',
    }),
    Texto_Download: text,
  })
  .loose();
export type Data = z.infer<typeof schema>;
