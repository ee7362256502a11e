/**
 * Pure text rules of the site search (cms/src/portal/search): the words of a term, the query
 * strings given to the engines, and the excerpt shown under each result.
 *
 * A term is cut into words of letters and digits, folded (lowercase, no accents). Every word
 * must match the beginning of a word of the text ("gas" finds "gás" and "gasoduto"; "GÁS" finds
 * "gas"). Anything else the visitor types — quotes, `*`, `-`, `NEAR`, `(`, `:`, `&` — separates
 * words and is never read as an operator: each word reaches the engine quoted.
 */
import { foldText } from './plain-text';

/** Words of a term beyond this count are ignored. */
export const SEARCH_MAX_WORDS = 12;

const WORD = /[\p{L}\p{N}]+/gu;

/** The folded words of a term, in order, without repeats, at most SEARCH_MAX_WORDS. */
export function searchWords(term: string): string[] {
  const words = foldText(term).match(WORD) ?? [];
  return [...new Set(words)].slice(0, SEARCH_MAX_WORDS);
}

/**
 * SQLite FTS5 MATCH expression: every word a quoted prefix (`"gas"*`), all required; with
 * `column`, every word must be in that column. Quotes inside a word are doubled, so nothing the
 * visitor types becomes FTS5 syntax.
 */
export function fts5Match(words: readonly string[], column?: string): string {
  const quoted = words.map((w) => `"${w.replace(/"/g, '""')}"*`);
  return (column ? quoted.map((q) => `${column} : ${q}`) : quoted).join(' AND ');
}

/**
 * PostgreSQL `to_tsquery` text: every word a quoted prefix (`'gas':*`), all required; with
 * `weight`, only words of that weight match (A: title, B: body). Quotes and backslashes inside a
 * word are escaped.
 */
export function tsQueryText(words: readonly string[], weight?: 'A' | 'B'): string {
  return words.map((w) => `'${w.replace(/\\/g, '\\\\').replace(/'/g, "''")}':*${weight ?? ''}`).join(' & ');
}

/** The text folded character by character, with the index in `text` of every folded character. */
function foldWithPositions(text: string): { folded: string; origin: (i: number) => number } {
  const whole = foldText(text);
  // Composed text (the usual case) folds one character for one: positions are the same.
  if (whole.length === text.length) return { folded: whole, origin: (i) => i };
  let folded = '';
  const origin: number[] = [];
  for (let i = 0; i < text.length;) {
    const char = String.fromCodePoint(text.codePointAt(i)!);
    const f = foldText(char);
    for (let k = 0; k < f.length; k += 1) origin.push(i);
    folded += f;
    i += char.length;
  }
  return { folded, origin: (i) => origin[i]! };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where the excerpt centres in the folded text: the first place the words follow one another
 * as typed ("gás natural"), else the first place one of them begins a word, else the first
 * place one occurs inside a word; -1 when none is there.
 */
function firstMatch(folded: string, words: readonly string[]): number {
  const start = '(?<![\\p{L}\\p{N}])';
  if (words.length > 1) {
    const phrase = new RegExp(start + words.map(escapeRegExp).join('[^\\p{L}\\p{N}]+'), 'u').exec(folded);
    if (phrase) return phrase.index;
  }
  let best = -1;
  let loose = -1;
  for (const word of words) {
    const begins = new RegExp(start + escapeRegExp(word), 'u').exec(folded);
    if (begins && (best < 0 || begins.index < best)) best = begins.index;
    const inside = folded.indexOf(word);
    if (inside >= 0 && (loose < 0 || inside < loose)) loose = inside;
  }
  return best >= 0 ? best : loose;
}

/**
 * About `size` characters of `text` around the term (see firstMatch; a third of the excerpt
 * before it), or its start; `…` marks cut text.
 */
export function searchExcerpt(text: string, words: readonly string[], size = 200): string {
  const { folded, origin } = foldWithPositions(text);
  const at = firstMatch(folded, words);
  const start = at < 0 ? 0 : Math.max(0, origin(at) - Math.floor(size / 3));
  const slice = text.slice(start, start + size).trim();
  return `${start > 0 ? '…' : ''}${slice}${start + size < text.length ? '…' : ''}`;
}

/** The refusals of a search term (GET /api/search?search=…). */
export const SEARCH_MESSAGES = {
  notText: 'O termo de busca deve ser um texto.',
  tooLong: 'O termo de busca é muito longo.',
} as const;

/** Longest term, once trimmed. */
export const SEARCH_MAX_LENGTH = 200;

/** Why a `search` query value is refused (absent is an empty term), or null. */
export function searchTermError(value: unknown): string | null {
  if (value === undefined) return null;
  if (typeof value !== 'string') return SEARCH_MESSAGES.notText;
  return value.trim().length > SEARCH_MAX_LENGTH ? SEARCH_MESSAGES.tooLong : null;
}
