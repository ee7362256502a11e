/** Site search on the client: the call of spec 04 §7 (GET /api/search?search=term) and its URL state. */
import { SITE_REQUEST_HEADERS } from './site-request.mjs';

export interface SearchResult {
  Titulo: string;
  Conteudo: string;
  Link: string;
}

export const SEARCH_EMPTY_MESSAGE = 'Nenhum resultado encontrado.';
export const SEARCH_ERROR_MESSAGE = 'Erro ao buscar Dados';

/** `?s=term&pagina=N` of the /busca page. */
export interface SearchQuery {
  term: string;
  page: number;
}

export function parseSearchQuery(search: string): SearchQuery {
  const params = new URLSearchParams(search);
  const page = Number.parseInt(params.get('pagina') ?? '1', 10);
  return { term: (params.get('s') ?? '').trim(), page: Number.isFinite(page) && page > 1 ? page : 1 };
}

export function searchQueryString({ term, page }: SearchQuery): string {
  const params = new URLSearchParams();
  if (term) params.set('s', term);
  if (page > 1) params.set('pagina', String(page));
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

/** Keeps only well-formed results: the list comes from the network. */
export function toSearchResults(body: unknown): SearchResult[] {
  if (!Array.isArray(body)) throw new Error('Resposta inesperada da busca');
  return body
    .filter(
      (r): r is SearchResult =>
        r !== null &&
        typeof r === 'object' &&
        typeof r.Titulo === 'string' &&
        typeof r.Link === 'string' &&
        typeof (r.Conteudo ?? '') === 'string',
    )
    .map((r) => ({ Titulo: r.Titulo, Conteudo: r.Conteudo ?? '', Link: r.Link }));
}

export async function fetchSearchResults(term: string, signal?: AbortSignal): Promise<SearchResult[]> {
  const response = await fetch(`/api/search?search=${encodeURIComponent(term)}`, {
    headers: { Accept: 'application/json', ...SITE_REQUEST_HEADERS },
    signal: signal ?? null,
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return toSearchResults(await response.json());
}
