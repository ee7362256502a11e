import { describe, it, expect } from 'vitest';
import { backPath, parseConsentForm } from '../../src/lib/cookie-consent';

function form(entries: Array<[string, string]>): FormData {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
}

describe('cookie consent form', () => {
  it('saves only the checked optional categories', () => {
    expect(
      parseConsentForm(
        form([
          ['category', 'performance'],
          ['action', 'save'],
        ]),
      ),
    ).toEqual({
      action: 'save',
      consent: { necessary: true, performance: true, marketing: false },
    });
  });

  it("'all' accepts every category whatever was checked", () => {
    expect(parseConsentForm(form([['action', 'all']]))).toEqual({
      action: 'all',
      consent: { necessary: true, performance: true, marketing: true },
    });
  });

  it('cancel stores nothing', () => {
    expect(parseConsentForm(form([['action', 'cancel']]))).toEqual({ action: 'cancel' });
  });

  it('rejects an unknown action, a missing action or an unknown category', () => {
    expect(parseConsentForm(form([['action', 'delete']]))).toBeNull();
    expect(parseConsentForm(form([['category', 'performance']]))).toBeNull();
    expect(
      parseConsentForm(
        form([
          ['action', 'save'],
          ['category', 'tracking'],
        ]),
      ),
    ).toBeNull();
  });
});

describe('where the cookie form returns', () => {
  const origin = 'https://www.necta.com.br';

  it('goes back to the referring page of this site, with its query', () => {
    expect(backPath('https://www.necta.com.br/noticias?pagina=2', origin)).toBe('/noticias?pagina=2');
  });

  it('goes home for another site, a malformed or a missing referer', () => {
    expect(backPath('https://evil.example/noticias', origin)).toBe('/');
    expect(backPath('not a url', origin)).toBe('/');
    expect(backPath(null, origin)).toBe('/');
  });
});
