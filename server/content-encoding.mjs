// @ts-check
// Which precompressed copy to send for a request's Accept-Encoding (RFC 9110 §12.5.3).

/** Encodings we keep copies of, best first, with the suffix of their file. */
/** @type {{ encoding: 'br' | 'gzip'; suffix: '.br' | '.gz' }[]} */
const COPIES = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
];

/**
 * Parses `gzip;q=0.8, br, *;q=0` into a map of coding → q (lower-case codings).
 * @param {string | string[] | undefined} header
 * @returns {Map<string, number>}
 */
function acceptedCodings(header) {
  /** @type {Map<string, number>} */
  const accepted = new Map();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim().match(/^q=([01](?:\.\d{0,3})?)$/i)).find(Boolean);
    accepted.set(name.trim().toLowerCase(), q ? Number(q[1]) : 1);
  }
  return accepted;
}

/** Accept-Encoding values already read (browsers send a handful), with the copies they rank. */
const RANKED_CACHE = 200;
/** @type {Map<string, typeof COPIES>} */
const ranked = new Map();

/**
 * The copies a request's Accept-Encoding accepts (q > 0), best first (on equal q, the order of
 * COPIES): read once per distinct header value.
 * @param {string | string[] | undefined} acceptEncoding
 * @returns {typeof COPIES}
 */
function rankedCopies(acceptEncoding) {
  const key = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  let found = ranked.get(key);
  if (found === undefined) {
    const accepted = acceptedCodings(key);
    const q = (/** @type {string} */ encoding) => accepted.get(encoding) ?? accepted.get('*') ?? 0;
    // Array.prototype.sort is stable: equal q keep the order of COPIES.
    found = COPIES.filter((c) => q(c.encoding) > 0).sort((a, b) => q(b.encoding) - q(a.encoding));
    if (ranked.size >= RANKED_CACHE) ranked.clear();
    ranked.set(key, found);
  }
  return found;
}

/**
 * The copy to send: the best-ranked encoding the client accepts (q > 0) among those that
 * `hasCopy(suffix)` says exist, or null for the file as it is.
 * @param {string | string[] | undefined} acceptEncoding
 * @param {(suffix: string) => boolean} hasCopy
 * @returns {{ encoding: 'br' | 'gzip'; suffix: '.br' | '.gz' } | null}
 */
export function pickEncoding(acceptEncoding, hasCopy) {
  for (const copy of rankedCopies(acceptEncoding)) if (hasCopy(copy.suffix)) return copy;
  return null;
}
