import { describe, expect, it } from 'vitest';
import {
  BLOCK_NAMES,
  footerVisibilityKey,
  isLandingPage,
  needsSeparator,
  normalizeBlockName,
  resolveBlockName,
  separatorsBefore,
} from '@domain/blocks';
import { SPEC_BLOCK_NAMES } from '../support/spec-blocks';

/** A block's component name: the spec's name in lower case, words joined by '-'. */
const asComponentName = (name: string) => name.toLowerCase().replace(/\s+/g, '-');

describe('block name normalization', () => {
  it("treats case, dashes, underscores, spaces and the uid's group (new or from before the groups) as the same name", () => {
    for (const spelling of [
      'Slider Cards',
      'slider_cards',
      'SLIDER-CARDS',
      ' slider  cards ',
      'midia.slider-cards',
      'blocks.slider-cards',
      'Slider_-Cards',
    ]) {
      expect(normalizeBlockName(spelling)).toBe('slider-cards');
    }
  });

  it('resolves every catalogue name and nothing else', () => {
    expect(SPEC_BLOCK_NAMES).toHaveLength(39);
    expect([...BLOCK_NAMES].sort()).toEqual(SPEC_BLOCK_NAMES.map(asComponentName).sort());
    for (const name of SPEC_BLOCK_NAMES) expect(resolveBlockName(name.toUpperCase())).toBe(asComponentName(name));
    expect(resolveBlockName('carrossel magico')).toBeNull();
    expect(resolveBlockName('')).toBeNull();
  });
});

describe('separator rule', () => {
  it('separates ordinary neighbours with a horizontal rule', () => {
    expect(needsSeparator('paragraph', 'cover')).toBe(true);
  });

  it('never separates a timeline, solutions, marketing banner or html block from a neighbour', () => {
    for (const special of ['timeline', 'solutions', 'marketing banner', 'HTML']) {
      expect(needsSeparator(special, 'paragraph')).toBe(false);
      expect(needsSeparator('paragraph', special)).toBe(false);
    }
  });

  it('places rules only between in-flow neighbours, skipping the popup and seo blocks', () => {
    expect(separatorsBefore(['cover', 'paragraph', 'timeline', 'faq', 'popup', 'seo', 'table'])).toEqual([
      false,
      true,
      false,
      false,
      false,
      false,
      true,
    ]);
    expect(separatorsBefore(['popup', 'cover'])).toEqual([false, false]);
  });
});

describe('landing-page rule', () => {
  it('shows an institutional page with header and footer flags as a landing page', () => {
    expect(isLandingPage({ type: 'institutional', show_header: true, show_footer: true })).toBe(true);
  });

  it('does not when either flag is off or the type differs', () => {
    expect(isLandingPage({ type: 'institutional', show_header: true, show_footer: false })).toBe(false);
    expect(isLandingPage({ type: 'institutional', show_header: false, show_footer: true })).toBe(false);
    expect(isLandingPage({ type: 'default', show_header: true, show_footer: true })).toBe(false);
  });

  it('stores the footer-visibility flag under the path with the api prefix replaced by the landing-page path', () => {
    expect(footerVisibilityKey('/api/pages/campanhas/gas-em-casa')).toBe('/landing-page/campanhas/gas-em-casa');
    expect(footerVisibilityKey('campanhas/gas-em-casa')).toBe('/landing-page/campanhas/gas-em-casa');
  });
});
