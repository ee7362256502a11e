/**
 * The /busca page's results (spec 04 §2.3): reads ?s=term, calls the site search once per term
 * and pages the list on the client — SEARCH_PAGE_SIZE per page, at most SEARCH_MAX_PAGE_LINKS
 * page links — with the empty state 'Nenhum resultado encontrado.'. The term and page live in
 * the URL, so results can be shared, reloaded and navigated with the browser's back button.
 */
import { useCallback, useEffect, useRef, useState, type MouseEvent, type SubmitEvent } from 'react';
import { SEARCH_MAX_PAGE_LINKS, SEARCH_PAGE_SIZE } from '@domain/constants';
import { pageCount, pageSlice, pageWindow } from '../lib/pagination';
import { safeHref } from '../lib/safe-href';
import {
  fetchSearchResults,
  parseSearchQuery,
  searchQueryString,
  SEARCH_EMPTY_MESSAGE,
  SEARCH_ERROR_MESSAGE,
  type SearchQuery,
  type SearchResult,
} from '../lib/search';

type Status = { kind: 'idle' } | { kind: 'loading' } | { kind: 'error' } | { kind: 'done'; results: SearchResult[] };

export default function SearchResults() {
  const [query, setQuery] = useState<SearchQuery>({ term: '', page: 1 });
  const [draft, setDraft] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moveFocus = useRef(false);

  // The page is static: the query is only known in the browser.
  useEffect(() => {
    const sync = () => {
      const next = parseSearchQuery(window.location.search);
      setQuery(next);
      setDraft(next.term);
    };
    sync();
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  }, []);

  useEffect(() => {
    if (!query.term) {
      setStatus({ kind: 'idle' });
      return;
    }
    const controller = new AbortController();
    setStatus({ kind: 'loading' });
    fetchSearchResults(query.term, controller.signal)
      .then((results) => setStatus({ kind: 'done', results }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          console.error('[busca]', error);
          setStatus({ kind: 'error' });
        }
      });
    return () => controller.abort();
  }, [query.term]);

  useEffect(() => {
    if (moveFocus.current && status.kind === 'done') {
      moveFocus.current = false;
      headingRef.current?.focus();
    }
  }, [status, query.page]);

  const navigate = useCallback((next: SearchQuery) => {
    window.history.pushState(null, '', `${window.location.pathname}${searchQueryString(next)}`);
    moveFocus.current = true;
    setQuery(next);
  }, []);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = draft.trim();
    if (term) navigate({ term, page: 1 });
  };

  const results = status.kind === 'done' ? status.results : [];
  const totalPages = pageCount(results.length, SEARCH_PAGE_SIZE);
  const page = Math.min(query.page, totalPages);
  const visible = pageSlice(results, page, SEARCH_PAGE_SIZE);

  const goTo = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    navigate({ term: query.term, page: target });
  };
  const href = (target: number) => `/busca${searchQueryString({ term: query.term, page: target })}`;

  return (
    <div className="search-results">
      <form className="search-results__form" role="search" aria-label="Nova busca" action="/busca" method="get" onSubmit={onSubmit}>
        <label htmlFor="busca-termo">Do que você precisa hoje?</label>
        <div className="search-results__field">
          <input
            id="busca-termo"
            type="search"
            name="s"
            placeholder="Do que você precisa hoje?"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            required
            maxLength={200}
            autoComplete="off"
          />
          <button type="submit" className="button">
            Buscar
          </button>
        </div>
      </form>

      <div role="status" aria-live="polite" className="search-results__status">
        {status.kind === 'loading' && <p>Buscando…</p>}
        {status.kind === 'done' && results.length === 0 && <p className="search-results__empty">{SEARCH_EMPTY_MESSAGE}</p>}
      </div>
      {status.kind === 'error' && (
        <p role="alert" className="search-results__error">
          {SEARCH_ERROR_MESSAGE}
        </p>
      )}

      {results.length > 0 && (
        <section aria-labelledby="busca-resultados">
          <h2 id="busca-resultados" ref={headingRef} tabIndex={-1}>
            {results.length === 1 ? '1 resultado' : `${results.length} resultados`} para “{query.term}”
          </h2>
          <ol className="search-results__list" start={(page - 1) * SEARCH_PAGE_SIZE + 1}>
            {visible.map((result, i) => (
              // Position in the whole list: two results may share a link.
              <li key={`${(page - 1) * SEARCH_PAGE_SIZE + i}:${result.Link}`} className="search-results__item">
                <h3>
                  <a href={safeHref(result.Link)}>{result.Titulo}</a>
                </h3>
                {result.Conteudo && <p>{result.Conteudo}</p>}
                <p className="search-results__link">{result.Link}</p>
              </li>
            ))}
          </ol>
          {totalPages > 1 && (
            <nav aria-label="Páginas de resultados" className="search-results__pages pagination">
              <ul>
                {page > 1 && (
                  <li>
                    <a href={href(page - 1)} onClick={goTo(page - 1)} rel="prev">
                      Anterior
                    </a>
                  </li>
                )}
                {pageWindow(page, totalPages, SEARCH_MAX_PAGE_LINKS).map((n) => (
                  <li key={n}>
                    <a href={href(n)} onClick={goTo(n)} aria-current={n === page ? 'page' : undefined} aria-label={`Página ${n}`}>
                      {n}
                    </a>
                  </li>
                ))}
                {page < totalPages && (
                  <li>
                    <a href={href(page + 1)} onClick={goTo(page + 1)} rel="next">
                      Próxima
                    </a>
                  </li>
                )}
              </ul>
            </nav>
          )}
        </section>
      )}
    </div>
  );
}
