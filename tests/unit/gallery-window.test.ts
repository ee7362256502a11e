import { describe, it, expect } from 'vitest';
import { nextIndex, previousIndex, thumbsFor, windowIndexes, windowStart, wrapIndex } from '../../src/lib/gallery-window';

describe('gallery carousel index', () => {
  it('moves forward and back inside the list', () => {
    expect(nextIndex(0, 6)).toBe(1);
    expect(previousIndex(3, 6)).toBe(2);
  });

  it('wraps from the last image to the first and from the first to the last', () => {
    expect(nextIndex(5, 6)).toBe(0);
    expect(previousIndex(0, 6)).toBe(5);
  });

  it('wraps any out-of-range index and copes with an empty gallery', () => {
    expect(wrapIndex(13, 6)).toBe(1);
    expect(wrapIndex(-7, 6)).toBe(5);
    expect(nextIndex(0, 0)).toBe(0);
    expect(previousIndex(0, 1)).toBe(0);
  });
});

describe('gallery thumbnails per viewport', () => {
  it('shows 5 thumbnails at 1440 px and above', () => {
    expect(thumbsFor(1440)).toBe(5);
    expect(thumbsFor(1920)).toBe(5);
  });

  it('shows 4 thumbnails from 768 to 1439 px', () => {
    expect(thumbsFor(768)).toBe(4);
    expect(thumbsFor(1439)).toBe(4);
  });

  it('shows no thumbnail strip under 768 px', () => {
    expect(thumbsFor(767)).toBe(0);
  });
});

describe('gallery thumbnail window', () => {
  it('stays put while the selection is visible', () => {
    expect(windowStart(0, 3, 5, 8)).toBe(0);
    expect(windowStart(2, 2, 5, 8)).toBe(2);
  });

  it('slides by one when the selection passes the right edge', () => {
    expect(windowStart(0, 5, 5, 8)).toBe(1);
    expect(windowIndexes(1, 5, 8)).toEqual([1, 2, 3, 4, 5]);
  });

  it('slides back when the selection passes the left edge', () => {
    expect(windowStart(3, 2, 4, 8)).toBe(2);
  });

  it('jumps to the start when the selection wraps from the last to the first image', () => {
    expect(windowStart(3, 0, 5, 8)).toBe(0);
  });

  it('jumps to the end when the selection wraps from the first to the last image', () => {
    const start = windowStart(0, 7, 5, 8);
    expect(start).toBe(3);
    expect(windowIndexes(start, 5, 8)).toContain(7);
  });

  it('never leaves empty slots at the end', () => {
    expect(windowStart(6, 7, 4, 8)).toBe(4);
  });

  it('shows every image when they fit in the window', () => {
    expect(windowStart(2, 3, 5, 4)).toBe(0);
    expect(windowIndexes(0, 5, 4)).toEqual([0, 1, 2, 3]);
  });

  it('keeps every selection visible while stepping through the whole gallery both ways', () => {
    for (const size of [4, 5]) {
      let start = 0;
      let index = 0;
      for (let step = 0; step < 20; step++) {
        index = nextIndex(index, 9);
        start = windowStart(start, index, size, 9);
        expect(windowIndexes(start, size, 9)).toContain(index);
      }
      for (let step = 0; step < 20; step++) {
        index = previousIndex(index, 9);
        start = windowStart(start, index, size, 9);
        expect(windowIndexes(start, size, 9)).toContain(index);
      }
    }
  });
});
