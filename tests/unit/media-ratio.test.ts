import { describe, it, expect } from 'vitest';
import { aspectRatio, coverRatios, sizeAtWidth } from '../../src/lib/media-ratio';

describe('cover and media ratios', () => {
  it('uses the image own dimensions when known', () => {
    expect(coverRatios({ width: 2272, height: 416 }, { width: 686, height: 416 })).toEqual({
      desktop: '2272 / 416',
      mobile: '686 / 416',
    });
  });

  it('falls back to 1136/208 on desktop and 343/208 on mobile', () => {
    expect(coverRatios({ width: null, height: null }, undefined)).toEqual({ desktop: '1136 / 208', mobile: '343 / 208' });
    expect(aspectRatio({ width: 0, height: 200 }, '1 / 1')).toBe('1 / 1');
  });

  it('computes the height at a rendered width', () => {
    expect(sizeAtWidth('1136 / 208', 1136)).toEqual({ width: 1136, height: 208 });
    expect(sizeAtWidth('343 / 208', 686)).toEqual({ width: 686, height: 416 });
    expect(() => sizeAtWidth('abc', 10)).toThrow(/Invalid aspect ratio/);
  });
});
