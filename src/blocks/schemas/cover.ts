import { z } from 'astro/zod';
import { media } from '../../lib/cms-schemas';

export const schema = z
  .object({
    /** Shown from 768 px up (default ratio 1136/208). */
    Imagem_Desktop: media,
    /** Shown up to 767 px (default ratio 343/208); the desktop image when missing. */
    Imagem_Mobile: media.nullish(),
  })
  .loose();
export type Data = z.infer<typeof schema>;
