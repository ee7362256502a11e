// @ts-check
// The path and query of a request's target, as `new URL(target, base)` reads them, without making
// a URL object for the common case (docs/scaling.md, "Per request"): a target whose path is made of
// non-empty segments of characters a URL's path keeps as they are (no `%`, no backslash, no
// segment starting with a dot, so no `.`/`..` to resolve, no `//` read as a host) is its own
// path, and a query of characters a URL's query keeps as they are is its own search. Anything
// else is read by the URL parser, as before.

/** Segments of letters, digits and the sub-delimiters a path keeps, none empty or starting with a dot. */
const PLAIN_PATH = /^\/(?:[A-Za-z0-9_~!$&'()*+,;=:@-][A-Za-z0-9._~!$&'()*+,;=:@-]*\/?)*$/;
/** A query a URL keeps as it is (no fragment, space, quote, angle bracket or non-ASCII). */
const PLAIN_QUERY = /^[A-Za-z0-9._~!$&()*+,;=:@/?%-]*$/;

/**
 * The target's path and search (`?…`, or '' for none), read without the URL parser; null when it
 * is not a plain origin-form target (then the URL parser reads it).
 * @param {string} target
 * @returns {{ pathname: string; search: string } | null}
 */
export function plainTarget(target) {
  const query = target.indexOf('?');
  const path = query < 0 ? target : target.slice(0, query);
  if (!PLAIN_PATH.test(path)) return null;
  if (query < 0) return { pathname: path, search: '' };
  const search = target.slice(query + 1);
  return PLAIN_QUERY.test(search) ? { pathname: path, search: search ? `?${search}` : '' } : null;
}

/**
 * The path of a request's target (`req.url`), as `new URL(target, base).pathname`.
 * @param {string | undefined} target
 * @returns {string}
 */
export function pathnameOf(target) {
  const raw = target ?? '/';
  const query = raw.indexOf('?');
  const path = query < 0 ? raw : raw.slice(0, query);
  if (PLAIN_PATH.test(path)) return path;
  return new URL(raw, 'http://localhost').pathname;
}
