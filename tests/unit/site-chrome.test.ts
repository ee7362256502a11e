import { describe, it, expect } from 'vitest';
import { FOOTER_COLUMN_TITLE_MAX } from '@domain/constants';
import { truncate } from '../../src/lib/text';
import { telHref } from '../../src/lib/phone';
import { socialNetworkName } from '../../src/lib/social';
import { shareLinks } from '../../src/lib/share';

describe('footer column titles', () => {
  it('are cut at 25 characters (spec 04 §9) with an ellipsis', () => {
    expect(FOOTER_COLUMN_TITLE_MAX).toBe(25);
    const title = 'Para sua empresa e sua indústria';
    const cut = truncate(title, FOOTER_COLUMN_TITLE_MAX);
    expect(cut).toBe('Para sua empresa e sua in…');
    expect(cut.length).toBe(26);
  });

  it('stay whole up to the limit', () => {
    expect(truncate('Atendimento', FOOTER_COLUMN_TITLE_MAX)).toBe('Atendimento');
    expect(truncate('a'.repeat(25), 25)).toBe('a'.repeat(25));
  });

  it('do not end in a space before the ellipsis', () => {
    expect(truncate('Informações para a sua empresa', 25)).toBe('Informações para a sua em…');
    expect(truncate('abcdefghij klmnopqrstuvwx yz', 25)).toBe('abcdefghij klmnopqrstuvwx…');
    expect(truncate('abcdefghij klmnopqrstuvw xyz', 25)).toBe('abcdefghij klmnopqrstuvw…');
  });
});

describe('phone links', () => {
  it('dial the digits of the number as editors write it', () => {
    expect(telHref('0800 773 6099')).toBe('tel:08007736099');
    expect(telHref('(16) 3333-4444')).toBe('tel:1633334444');
    expect(telHref('+55 16 3333-4444')).toBe('tel:+551633334444');
  });
});

describe('social links without a name', () => {
  it('are named after the network', () => {
    expect(socialNetworkName('https://www.instagram.com/nectagasnatural')).toBe('Instagram');
    expect(socialNetworkName('https://x.com/necta')).toBe('X (Twitter)');
    expect(socialNetworkName('not a url')).toBe('Rede social');
  });
});

describe('share links of a news article', () => {
  it('offer Twitter, Facebook and LinkedIn with the encoded address', () => {
    const links = shareLinks('https://necta.example/noticias/a b', 'Gás & segurança');
    expect(links.map((l) => l.network)).toEqual(['Twitter', 'Facebook', 'LinkedIn']);
    expect(links[0]!.href).toBe(
      'https://twitter.com/intent/tweet?url=https%3A%2F%2Fnecta.example%2Fnoticias%2Fa%20b&text=G%C3%A1s%20%26%20seguran%C3%A7a',
    );
    expect(links[1]!.href).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fnecta.example%2Fnoticias%2Fa%20b');
    expect(links[2]!.href).toBe('https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fnecta.example%2Fnoticias%2Fa%20b');
  });
});
