/** The `news` content collection as news cards, newest first (build time). */
import { getCollection } from 'astro:content';
import type { Media } from './cms-schemas';
import { sortByNewest, type NewsCardData } from './news';

export async function newsNewestFirst(): Promise<NewsCardData[]> {
  const entries = await getCollection('news');
  return sortByNewest(
    entries.map(({ data }) => ({
      Titulo: data.Titulo,
      slug: data.slug,
      Resumo: data.Resumo,
      // The collection keeps media as loose records; they are Strapi media objects.
      Capa: (data.Capa as Media | null | undefined) ?? null,
      Categoria: data.Categoria ?? null,
      publishedAt: data.publishedAt,
    })),
  );
}
