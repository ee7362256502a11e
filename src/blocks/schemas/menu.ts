import { z } from 'astro/zod';
import { media, text } from '../../lib/cms-schemas';

/** A menu entry (columns and floating menu): name, link and an optional icon. */
export const menuLink = z
  .object({
    Nome: z.string(),
    Link: z.string(),
    Icone: media.nullish(),
  })
  .loose();
export type MenuLink = z.infer<typeof menuLink>;

export const menuColumn = z
  .object({
    titulo: z.string(),
    item: z.array(menuLink).nullish(),
  })
  .loose();
export type MenuColumn = z.infer<typeof menuColumn>;

/** The global menu (spec 04 §3 "Menu"): also the data of the `menu` single type. */
export const schema = z
  .object({
    Logo: media.nullish(),
    Numero_Emergencia: text,
    Coluna: z.array(menuColumn).nullish(),
    Menu_Flutuante: z.array(menuLink).nullish(),
  })
  .loose();
export type Data = z.infer<typeof schema>;
