import { z } from 'astro/zod';
import { bool, media, num, text } from '../../lib/cms-schemas';

/** Also the shape of the global popup (the `popup` single type's component). */
export const schema = z
  .object({
    Ativo: bool,
    /** Backdrop blur in pixels. */
    Intensidade_Desfoque: num,
    /** Minutes before the popup shows again after being closed. */
    Intervalo_Alerta: num,
    Logo: media.nullish(),
    Imagem: media.nullish(),
    Link: text,
  })
  .loose();
export type Data = z.infer<typeof schema>;
