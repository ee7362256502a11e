import { describe, expect, it } from 'vitest';
import { pickEncoding } from '../../server/content-encoding.mjs';

const both = () => true;

describe('choosing the precompressed copy for Accept-Encoding', () => {
  it('prefers brotli when the browser accepts it and the copy exists', () => {
    expect(pickEncoding('gzip, deflate, br, zstd', both)).toEqual({ encoding: 'br', suffix: '.br' });
  });

  it('falls back to gzip when there is no brotli copy or brotli is not accepted', () => {
    expect(pickEncoding('gzip, br', (suffix) => suffix === '.gz')?.encoding).toBe('gzip');
    expect(pickEncoding('gzip, deflate', both)?.encoding).toBe('gzip');
  });

  it('follows the q-values and never sends a coding refused with q=0', () => {
    expect(pickEncoding('br;q=0.5, gzip;q=0.9', both)?.encoding).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0', both)).toBeNull();
    expect(pickEncoding('*;q=0.2, br;q=0', both)?.encoding).toBe('gzip');
  });

  it('sends the file as it is without the header, with identity only, or without copies', () => {
    expect(pickEncoding(undefined, both)).toBeNull();
    expect(pickEncoding('identity', both)).toBeNull();
    expect(pickEncoding('br, gzip', () => false)).toBeNull();
  });

  it('reads codings case-insensitively', () => {
    expect(pickEncoding('GZIP, BR', both)?.encoding).toBe('br');
  });
});
