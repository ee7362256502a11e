/** Rules for showing news: order, dates, category label and the paged archive's addresses. */
import type { Media } from './cms-schemas';
import { formatLongDate, isoDayInSaoPaulo } from './format';

/** What a news card needs of an article (the `news` collection's entries). */
export interface NewsCardData {
  Titulo: string;
  slug: string;
  Resumo?: string | null | undefined;
  Capa?: Media | null | undefined;
  Categoria?: { Categoria?: string | null | undefined; slug?: string | null | undefined } | null | undefined;
  publishedAt: string;
}

/** Cards per page of the news archive (the news-list block and /noticias/pagina/N). */
export const NEWS_PAGE_SIZE = 9;
export const NO_CATEGORY_LABEL = 'Sem Categoria';

/** "5 de março de 2025". */
export function formatNewsDate(iso: string): string {
  return formatLongDate(iso);
}

/** Value for a `<time datetime>` attribute: the calendar day in São Paulo (YYYY-MM-DD). */
export function newsDateAttribute(iso: string): string {
  return isoDayInSaoPaulo(iso);
}

export function categoryLabel(category: { Categoria?: string | null } | null | undefined): string {
  return category?.Categoria?.trim() || NO_CATEGORY_LABEL;
}

/** Newest first. */
export function sortByNewest<T extends { publishedAt: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt));
}

/** Address of a page of the news archive: page 1 is the CMS page /noticias. */
export function newsPageHref(page: number): string {
  return page <= 1 ? '/noticias' : `/noticias/pagina/${page}`;
}

export function newsArticleHref(slug: string): string {
  return `/noticias/${slug}`;
}
