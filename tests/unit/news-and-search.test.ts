import { describe, it, expect } from 'vitest';
import { SEARCH_MAX_PAGE_LINKS, SEARCH_PAGE_SIZE } from '@domain/constants';
import { pageCount, pageSlice, pageWindow } from '../../src/lib/pagination';
import { categoryLabel, formatNewsDate, newsDateAttribute, newsPageHref, sortByNewest } from '../../src/lib/news';
import { parseSearchQuery, searchQueryString, toSearchResults } from '../../src/lib/search';

describe('paging (search: 10 per page, at most 5 page links)', () => {
  it('uses the page size and link count of spec 04 §9', () => {
    expect(SEARCH_PAGE_SIZE).toBe(10);
    expect(SEARCH_MAX_PAGE_LINKS).toBe(5);
  });

  it('counts pages, with at least one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(95, 10)).toBe(10);
  });

  it('slices the items of a page', () => {
    const items = Array.from({ length: 23 }, (_, i) => i + 1);
    expect(pageSlice(items, 1, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageSlice(items, 3, 10)).toEqual([21, 22, 23]);
  });

  it('shows every page when there are 5 or fewer', () => {
    expect(pageWindow(1, 1, 5)).toEqual([1]);
    expect(pageWindow(2, 3, 5)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows 5 pages around the current one, sliding at both ends', () => {
    expect(pageWindow(1, 10, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 10, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(4, 10, 5)).toEqual([2, 3, 4, 5, 6]);
    expect(pageWindow(9, 10, 5)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(10, 10, 5)).toEqual([6, 7, 8, 9, 10]);
  });

  it('clamps a page number out of range', () => {
    expect(pageWindow(40, 7, 5)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(-2, 7, 5)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('news', () => {
  it("labels an article without category 'Sem Categoria'", () => {
    expect(categoryLabel(null)).toBe('Sem Categoria');
    expect(categoryLabel({ Categoria: '  ' })).toBe('Sem Categoria');
    expect(categoryLabel({ Categoria: 'Segurança' })).toBe('Segurança');
  });

  it('shows the date in Brazilian Portuguese, on the São Paulo calendar day', () => {
    expect(formatNewsDate('2025-03-05T15:00:00.000Z')).toBe('5 de março de 2025');
    // 01:30 UTC on 1 January is still 31 December in São Paulo.
    expect(formatNewsDate('2025-01-01T01:30:00.000Z')).toBe('31 de dezembro de 2024');
    expect(newsDateAttribute('2025-01-01T01:30:00.000Z')).toBe('2024-12-31');
  });

  it('lists the newest first', () => {
    const sorted = sortByNewest([
      { publishedAt: '2024-05-01T00:00:00Z', n: 'b' },
      { publishedAt: '2025-02-01T00:00:00Z', n: 'a' },
      { publishedAt: '2023-01-01T00:00:00Z', n: 'c' },
    ]);
    expect(sorted.map((s) => s.n)).toEqual(['a', 'b', 'c']);
  });

  it('addresses page 1 of the archive as /noticias and the next ones as /noticias/pagina/N', () => {
    expect(newsPageHref(1)).toBe('/noticias');
    expect(newsPageHref(2)).toBe('/noticias/pagina/2');
  });
});

describe('search page state', () => {
  it('reads the term and page from the query string', () => {
    expect(parseSearchQuery('?s=%20fatura%20&pagina=3')).toEqual({ term: 'fatura', page: 3 });
    expect(parseSearchQuery('?s=g%C3%A1s')).toEqual({ term: 'gás', page: 1 });
    expect(parseSearchQuery('?pagina=abc')).toEqual({ term: '', page: 1 });
    expect(parseSearchQuery('?s=x&pagina=-4')).toEqual({ term: 'x', page: 1 });
  });

  it('writes them back, leaving page 1 implicit', () => {
    expect(searchQueryString({ term: 'gás natural', page: 1 })).toBe('?s=g%C3%A1s+natural');
    expect(searchQueryString({ term: 'gás', page: 2 })).toBe('?s=g%C3%A1s&pagina=2');
    expect(searchQueryString({ term: '', page: 1 })).toBe('');
  });

  it('keeps only well-formed results from the answer', () => {
    expect(
      toSearchResults([
        { Titulo: 'Religação', Conteudo: 'Peça a religação…', Link: '/area-cliente/religacao-gas' },
        { Titulo: 'Sem conteúdo', Link: '/x' },
        { Conteudo: 'sem título', Link: '/y' },
        null,
      ]),
    ).toEqual([
      { Titulo: 'Religação', Conteudo: 'Peça a religação…', Link: '/area-cliente/religacao-gas' },
      { Titulo: 'Sem conteúdo', Conteudo: '', Link: '/x' },
    ]);
    expect(() => toSearchResults({ data: [] })).toThrow();
  });
});
