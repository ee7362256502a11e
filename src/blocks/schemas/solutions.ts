import { z } from 'astro/zod';
import { media, optionalRichText, text } from '../../lib/cms-schemas';

export const solution = z
  .object({
    Titulo: z.string(),
    Icone: media.nullish(),
    /** Rich text (Blocks), rendered and sanitized at build time. */
    Descricao: optionalRichText,
    Imagem: media.nullish(),
    Link: z.string(),
    Texto_Link: text,
  })
  .loose();

export const schema = z
  .object({
    Titulo: text,
    Subtitulo: text,
    Solucoes: z.array(solution).min(1, 'a solutions block needs at least one solution'),
  })
  .loose();
export type Data = z.infer<typeof schema>;
