import { z } from 'astro/zod';
import { text } from '../../lib/cms-schemas';

const link = z.object({ Nome: z.string(), Link: z.string() }).loose();
const column = z.object({ titulo: z.string(), item: z.array(link).nullish() }).loose();

/** Footer block: its own columns, or the global menu's columns when it has none. */
export const schema = z
  .object({
    Descricao: text,
    Coluna: z.array(column).nullish(),
  })
  .loose();
export type Data = z.infer<typeof schema>;
