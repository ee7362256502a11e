import { z } from 'astro/zod';
import { media, optionalRichText, text } from '../../lib/cms-schemas';

export const item = z
  .object({
    Titulo: z.string(),
    /** Rich text (Blocks), rendered and sanitized at build time. */
    Conteudo: optionalRichText,
    Imagem: media.nullish(),
  })
  .loose();

export const schema = z
  .object({
    Titulo: text,
    Subtitulo: text,
    Item: z.array(item).min(1, 'a timeline needs at least one item'),
  })
  .loose();
export type Data = z.infer<typeof schema>;
