import { z } from 'astro/zod';
import { color, media, optionalRichText, text } from '../../lib/cms-schemas';

/** Landing-page hero: title, text, image and a call to action. */
export const schema = z
  .object({
    Titulo: z.string(),
    Subtitulo: text,
    Texto: optionalRichText,
    Imagem: media.nullish(),
    Link: text,
    TextoLink: text,
    Cor_Background: color,
    Cor_Texto: color,
  })
  .loose();
export type Data = z.infer<typeof schema>;
