import { z } from 'astro/zod';
import { text } from '../../lib/cms-schemas';

/** Preview of the client-area header: breadcrumb title and emergency phone. */
export const schema = z
  .object({
    Titulo: text,
    Numero_Emergencia: text,
  })
  .loose();
export type Data = z.infer<typeof schema>;
