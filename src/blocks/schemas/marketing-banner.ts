import { z } from 'astro/zod';
import { color, media, text } from '../../lib/cms-schemas';

export const schema = z
  .object({
    Titulo: z.string(),
    Texto: text,
    Imagem: media,
    Imagem_Mobile: media.nullish(),
    Link: text,
    Texto_Link: text,
    Cor_Fundo: color,
    Cor_Texto: color,
  })
  .loose();
export type Data = z.infer<typeof schema>;
