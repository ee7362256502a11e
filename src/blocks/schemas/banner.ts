import { z } from 'astro/zod';
import { media, text } from '../../lib/cms-schemas';

export const slide = z
  .object({
    Imagem_Desktop: media,
    Imagem_Mobile: media.nullish(),
    Titulo: text,
    Texto: text,
    Link: text,
    Texto_Link: text,
  })
  .loose();

export const schema = z
  .object({
    Banners: z.array(slide).min(1, 'a banner block needs at least one banner'),
  })
  .loose();
export type Data = z.infer<typeof schema>;
export type Slide = z.infer<typeof slide>;
