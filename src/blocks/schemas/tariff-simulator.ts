import { z } from 'astro/zod';
import { optionalRichText, text } from '../../lib/cms-schemas';

/** A decimal field of Strapi: a number (a string on some databases). */
const decimal = z.union([z.number(), z.string()]).nullish();

export const appliance = z.object({ Nome: z.string(), Consumo_m3_mes: z.union([z.number(), z.string()]) }).loose();

export const schema = z
  .object({
    Titulo: text,
    Subtitulo: text,
    Aparelhos: z.array(appliance).nullish(),
    Preco_Botijao_P13: decimal,
    Preco_kWh: decimal,
    /** Rich text (Blocks) under the simulator. */
    Nota: optionalRichText,
  })
  .loose();
export type Data = z.infer<typeof schema>;
