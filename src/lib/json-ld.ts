/** Structured data (schema.org) for crawlers. */
export function organizationJsonLd(site: URL, settings: Record<string, any> | undefined): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: settings?.brandName ?? 'Necta',
    url: site.href,
    logo: new URL('/favicon.svg', site).href,
    contactPoint: [
      {
        '@type': 'ContactPoint',
        telephone: settings?.customerServicePhone ?? '0800 773 6099',
        contactType: 'customer service',
        areaServed: 'BR',
        availableLanguage: 'Portuguese',
      },
      { '@type': 'ContactPoint', telephone: settings?.Numero_Emergencia ?? '0800 773 6099', contactType: 'emergency', areaServed: 'BR' },
    ],
  };
}

export function newsArticleJsonLd(
  site: URL,
  article: { Titulo: string; slug: string; Resumo?: string | null; publishedAt: string; updatedAt?: string | null },
  image: string | null,
  brand: string,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.Titulo,
    description: article.Resumo ?? undefined,
    datePublished: article.publishedAt,
    dateModified: article.updatedAt ?? article.publishedAt,
    image: image ? [image] : undefined,
    mainEntityOfPage: new URL(`/noticias/${article.slug}`, site).href,
    publisher: { '@type': 'Organization', name: brand, logo: { '@type': 'ImageObject', url: new URL('/favicon.svg', site).href } },
  };
}
