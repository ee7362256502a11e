import { z } from 'astro/zod';
import { media, text } from '../../lib/cms-schemas';

export const item = z
  .object({
    Titulo: z.string(),
    /** Rich text (HTML), sanitized on render. */
    Conteudo: text,
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
