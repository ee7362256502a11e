import { z } from 'astro/zod';
import { media, optionalRichText, text } from '../../lib/cms-schemas';

/** One row of a tab's table: a plain-text cell per column (`Coluna_1`…`Coluna_6`), empty ones null. */
const row = z.object({ Coluna_1: text, Coluna_2: text, Coluna_3: text, Coluna_4: text, Coluna_5: text, Coluna_6: text }).loose();

/** A table of a tab (docs/cms-admin.md, "Tables of the tabs block"). */
const tabTable = z
  .object({
    /** Caption; empty: the tab's title, for screen readers only. */
    Titulo: text,
    /** Column headers. */
    Cabecalho: row.nullish(),
    Linhas: z.array(row).nullish(),
    /** Rich text (Blocks) below the table. */
    Texto: optionalRichText,
  })
  .loose();

export const tab = z
  .object({
    /** 24x24 icon beside the tab's title. */
    Icone: media.nullish(),
    Titulo: z.string(),
    /** Rich text (Blocks) above the tab's tables. */
    Texto: optionalRichText,
    Tabelas: z.array(tabTable).nullish(),
    /** Rich text (Blocks) note under the tab's content. */
    Rodape: optionalRichText,
  })
  .loose();

export const schema = z
  .object({
    Titulo: text,
    Subtitulo: text,
    Descricao: optionalRichText,
    abas: z.array(tab).min(1, 'a tabs block needs at least one tab'),
    /** Rich text (Blocks) under the tabs. */
    Rodape: optionalRichText,
  })
  .loose();
export type Data = z.infer<typeof schema>;
