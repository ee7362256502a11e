// @ts-check
// How a file of a release is answered, whoever serves it: the web server (server/site-server.mjs)
// and the nginx configuration rendered from deploy/nginx/portal.conf (tools/nginx-config.mjs)
// read these, so the two send the same Content-Type and Cache-Control.

/** Content-Type by extension; anything else is application/octet-stream. */
/** @type {Record<string, string>} */
export const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
};

/** Astro's hashed assets: a changed file gets a new name, so they are kept for a year. */
export const IMMUTABLE_PREFIX = '/_astro/';
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else of a release (pages, images of the site) is checked again on every use. */
export const CACHE_REVALIDATE = 'public, max-age=0, must-revalidate';
