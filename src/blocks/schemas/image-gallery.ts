import { z } from 'astro/zod';
import { color, media, text } from '../../lib/cms-schemas';

export const galleryImage = z
  .object({
    Imagem: media,
    /** Alternative text of the image. */
    DescricaoImagem: text,
    Titulo: text,
    Subtitulo: text,
  })
  .loose();

export const schema = z
  .object({
    Titulo: text,
    Subtitulo: text,
    CorTitulo: color,
    CorSubtitulo: color,
    /** "Carrossel" (default) or "grid"; compared case-insensitively. */
    Exibicao: text,
    passadorCarrosselAtivo: color,
    passadorCarrosselInativo: color,
    stroke: color,
    GaleriaImagens: z.array(galleryImage).min(1, 'an image gallery needs at least one image'),
  })
  .loose();
export type Data = z.infer<typeof schema>;
