import { z } from 'astro/zod';
import { media, optionalRichText, richText, text } from '../../lib/cms-schemas';

export const side = z
  .object({
    Tipo_Conteudo: z.enum(['Texto', 'Midia']).nullish(),
    /** Rich text (Blocks), rendered and sanitized at build time. */
    Texto_Lateral: optionalRichText,
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
    Conteudo: z.array(z.object({ Texto: richText }).loose()).nullish(),
    Conteudo_Lateral: side.nullish(),
  })
  .loose();
export type Data = z.infer<typeof schema>;
