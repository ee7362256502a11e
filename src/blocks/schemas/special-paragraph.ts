import { z } from 'astro/zod';
import { media, text } from '../../lib/cms-schemas';

export const side = z
  .object({
    Tipo_Conteudo: z.enum(['Texto', 'Midia']).nullish(),
    /** Rich text (HTML), sanitized on render. */
    Texto_Lateral: text,
    /** An image (shown 327x327) or a video. */
    Midia_Lateral: media.nullish(),
    /** Poster of a video until its first play. */
    Thumbnail: media.nullish(),
  })
  .loose();

export const schema = z
  .object({
    Titulo: text,
    Tipo_Conteudo: z.enum(['Paragrafo', 'grid']).nullish(),
    Conteudo: z.array(z.object({ Texto: z.string() }).loose()).nullish(),
    Conteudo_Lateral: side.nullish(),
  })
  .loose();
export type Data = z.infer<typeof schema>;
