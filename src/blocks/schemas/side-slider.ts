import { z } from 'astro/zod';
import { color, media, optionalRichText, text } from '../../lib/cms-schemas';

export const slide = z
  .object({
    Imagem: media,
    Titulo: z.string(),
    /** Rich text (Blocks), rendered and sanitized at build time. */
    Texto: optionalRichText,
    Link: text,
    Texto_Link: text,
  })
  .loose();

export const schema = z
  .object({
    Titulo: text,
    Subtitulo: text,
    /** Side of the image: "Esquerda" (default) or "Direita". */
    Posicao_Imagem: text,
    Cor_Fundo: color,
    Slides: z.array(slide).min(1, 'a side slider needs at least one slide'),
  })
  .loose();
export type Data = z.infer<typeof schema>;
