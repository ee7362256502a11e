import { describe, expect, it } from 'vitest';
import { pathnameOf } from '../../server/request-path.mjs';
import { requestUrl } from '../../server/api-proxy.mjs';

const targets = [
  '/',
  '/noticias',
  '/noticias/',
  '/noticias/atendimento-digital-mais-rapido',
  '/_astro/index.B1x-9_z~.js?v=2',
  "/a;b=c,d/(e)!$&'*+:@",
  '/area-cliente/faturas?period=ALL&x=/../y',
  '/a/./b',
  '/a/../b',
  '/a/..',
  '/..',
  '/../client/index.html',
  '/a/%2e%2e/b',
  '/%2E/x',
  '/%6eoticias',
  '//evil.example/x',
  '///x',
  '/a//b',
  '/a/b//',
  '/a\\..\\b',
  '/a b',
  '/ação',
  '/a#fragment/../b',
  '/a?b#c',
  '/.well-known/security.txt',
  '/a/.hidden',
  '/a/...',
  '/a|b^c`d{e}"f<g>',
  '*',
  'http://other.example/p?q=1',
  '',
  '/api/invoices?period=ALL',
  '/api/search?search=g%C3%A1s&page=2',
  '/api/search?search=gás',
  "/api/search?search=a'b",
  '/api/search?search=a b',
  '/api/search?q=<x>&r="y"',
  '/api/search?',
  '/api/search??x=/y:z@w',
  '/api/search?x#frag',
  '/api/../session/logout?x=1',
];

describe('the path the web server reads from a request target', () => {
  it('is the path a URL parser reads, for plain paths and for every form it would rewrite', () => {
    for (const target of targets) expect([target, pathnameOf(target)]).toEqual([target, new URL(target, 'http://localhost').pathname]);
  });

  it('gives the /api reads the origin, path and search a URL parser reads, whatever the Host', () => {
    for (const host of ['127.0.0.1:4321', 'portal.example.com', 'PORTAL.Example.com:443', 'a/b', 'x@y', 'bad host', undefined])
      for (const target of targets) {
        const base = `http://${host ?? 'localhost'}`;
        let expected: unknown;
        try {
          const url = new URL(target, base);
          expected = { origin: url.origin, pathname: url.pathname, search: url.search };
        } catch (error) {
          expected = (error as Error).name;
        }
        let read: unknown;
        try {
          const url = requestUrl(target, host);
          read = { origin: url.origin, pathname: url.pathname, search: url.search };
        } catch (error) {
          read = (error as Error).name;
        }
        expect([host, target, read]).toEqual([host, target, expected]);
      }
  });

  it('reads a missing target as the root', () => {
    expect(pathnameOf(undefined)).toBe('/');
  });
});
