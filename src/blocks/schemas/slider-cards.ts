import { z } from 'astro/zod';
import { color, media, num, text } from '../../lib/cms-schemas';

export const card = z
  .object({
    titulo_card: text,
    subtitulo_card: text,
    texto_card: text,
    icone_ou_imagem_superior: media.nullish(),
    background_imagem: media.nullish(),
    link_url: text,
    link_titulo: text,
    cor_background_card: color,
    cor_hover_card: color,
    cor_borda: color,
    cor_textos: color,
  })
  .loose();

export const schema = z
  .object({
    /** "ProdutosServicos", "ImageCards", or testimonials (anything else). */
    tipo: text,
    /** Seconds between slides; the spec's default (3 s) when unset. */
    tempo_autoplayer: num,
    titulo_slider: text,
    subtitulo_slider: text,
    mensagem_reforco: text,
    cor_texto_secao: color,
    /** "Acima" (default) or "Abaixo" the cards. */
    posicao_titulo: text,
    /** "Esquerda", "Direita", otherwise centred. */
    alinhamento: text,
    cards: z.array(card).min(1, 'a slider cards block needs at least one card'),
  })
  .loose();
export type Data = z.infer<typeof schema>;
export type Card = z.infer<typeof card>;
