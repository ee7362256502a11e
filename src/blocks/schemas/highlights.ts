import { z } from 'astro/zod';
import { media, text } from '../../lib/cms-schemas';

export const card = z
  .object({
    Titulo: z.string(),
    Texto: text,
    Icone: media.nullish(),
    Imagem: media.nullish(),
    Link: text,
    Texto_Link: text,
  })
  .loose();

export const schema = z
  .object({
    Titulo: text,
    Subtitulo: text,
    Destaques: z.array(card).min(1, 'a highlights block needs at least one card'),
  })
  .loose();
export type Data = z.infer<typeof schema>;
