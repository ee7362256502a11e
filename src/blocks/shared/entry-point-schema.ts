import { z } from 'astro/zod';
import { text } from '../../lib/cms-schemas';

/**
 * Shared by the entry-point blocks (logged area, digital account, simplified digital account,
 * login, simplified-invoice login): editable texts around a fixed destination.
 */
export const entryPointSchema = z
  .object({
    Titulo: text,
    Subtitulo: text,
    Texto: text,
    Texto_Botao: text,
  })
  .loose();
export type EntryPointData = z.infer<typeof entryPointSchema>;
