/**
 * The Strapi admin starts in Portuguese (Brazil) in a browser that has not chosen a language
 * (cms/src/admin/app.tsx; docs/cms-admin.md): Strapi reads its stored language once, before the
 * sign-in page, and would otherwise start in English.
 */
import { describe, expect, it } from 'vitest';
import { startInPortuguese } from '../../cms/src/admin/app';

const storage = (initial: Record<string, string> = {}) => {
  const values = new Map(Object.entries(initial));
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => values.set(key, value), values };
};

describe('the admin’s first language', () => {
  it('is pt-BR when the browser stored none', () => {
    const store = storage();
    startInPortuguese(store);
    expect(store.values.get('strapi-admin-language')).toBe('pt-BR');
  });

  it('keeps a language the browser chose', () => {
    const store = storage({ 'strapi-admin-language': 'en' });
    startInPortuguese(store);
    expect(store.values.get('strapi-admin-language')).toBe('en');
  });

  it('does nothing when the storage refuses (private mode) or is missing', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(() => startInPortuguese(refusing)).not.toThrow();
    expect(() => startInPortuguese(undefined)).not.toThrow();
  });
});
