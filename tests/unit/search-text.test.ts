import { describe, expect, it } from 'vitest';
import { fts5Match, searchExcerpt, searchWords, tsQueryText } from '@domain/search-text';

describe('the words of a search term', () => {
  it('folds accents and case, whatever the visitor typed', () => {
    expect(searchWords('Gás NATURAL')).toEqual(['gas', 'natural']);
    expect(searchWords('GÁS')).toEqual(['gas']);
    expect(searchWords('  Religação   São Carlos ')).toEqual(['religacao', 'sao', 'carlos']);
  });

  it('takes quotes and search operators as separators, never as syntax', () => {
    expect(searchWords('"gás*')).toEqual(['gas']);
    expect(searchWords('NEAR(gás -natural)')).toEqual(['near', 'gas', 'natural']);
    expect(searchWords("o'gás & fatura | !boleto:*")).toEqual(['o', 'gas', 'fatura', 'boleto']);
    expect(searchWords('((( ))) ":*" -')).toEqual([]);
  });

  it('keeps digits, drops repeats and stops at 12 words', () => {
    expect(searchWords('2ª via 2ª VIA')).toEqual(['2ª', 'via']);
    const many = Array.from({ length: 20 }, (_, i) => `palavra${i}`).join(' ');
    expect(searchWords(many)).toHaveLength(12);
  });
});

describe('engine queries', () => {
  it('asks FTS5 for every word as a quoted prefix, in the whole entry or in one column', () => {
    expect(fts5Match(['gas', 'natural'])).toBe('"gas"* AND "natural"*');
    expect(fts5Match(['gas', 'natural'], 'title')).toBe('title : "gas"* AND title : "natural"*');
    expect(fts5Match(['near'])).toBe('"near"*');
  });

  it('asks PostgreSQL for every word as a quoted prefix, optionally of one weight', () => {
    expect(tsQueryText(['gas', 'natural'])).toBe("'gas':* & 'natural':*");
    expect(tsQueryText(['gas'], 'A')).toBe("'gas':*A");
  });

  it('escapes quotes should a word ever hold one', () => {
    expect(fts5Match(['a"b'])).toBe('"a""b"*');
    expect(tsQueryText(["a'b"])).toBe("'a''b':*");
  });
});

describe('the excerpt under a result', () => {
  const text =
    'A Necta atende 15 cidades. Entregas programadas seguem o calendário. ' +
    'Para a indústria, o gás natural chega por gasoduto com medição remota e atendimento dedicado. '.repeat(3);

  it('starts about a third of its size before the first word of the term that begins a word', () => {
    const excerpt = searchExcerpt(text, ['gas'], 60);
    // "Entregas" holds "gas" inside a word: the excerpt centres on "gás" instead.
    expect(excerpt.startsWith('…')).toBe(true);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(excerpt).toContain('gás natural');
    expect(excerpt.indexOf('gás')).toBeGreaterThan(15);
  });

  it('prefers the place where the words follow one another as typed', () => {
    const cities = `Os serviços são contratados com parceiros. ${'Texto. '.repeat(20)}Atendemos Bauru, São Carlos e Lins.`;
    const excerpt = searchExcerpt(cities, ['sao', 'carlos'], 40);
    expect(excerpt).toContain('São Carlos');
    expect(excerpt).not.toContain('são contratados');
    // Without the sequence, the first word found anywhere.
    expect(searchExcerpt(cities, ['carlos', 'servicos'], 40)).toBe(`${cities.slice(0, 40).trim()}…`);
  });

  it('finds the word with or without accents, and shows the text as written', () => {
    expect(searchExcerpt(text, ['industria'], 60)).toContain('indústria');
    expect(searchExcerpt('Religação do gás agora pela área do cliente', ['religacao'])).toBe('Religação do gás agora pela área do cliente');
  });

  it('shows the beginning when no word is in the text (the match was in the title)', () => {
    expect(searchExcerpt(text, ['xyz'], 40)).toBe(`${text.slice(0, 40).trim()}…`);
    expect(searchExcerpt('Curto.', ['xyz'])).toBe('Curto.');
  });

  it('keeps positions right in text written with combining accents', () => {
    const decomposed = `${'Texto de abertura sem nada. '.repeat(4)}Manutenc\u0327a\u0303o preventiva`;
    expect(searchExcerpt(decomposed, ['manutencao'], 30)).toContain('Manutenc\u0327a\u0303o');
  });
});
