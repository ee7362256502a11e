export default ({ env }: { env: any }) => ({
  // Loopback unless an operator opens it (CMS_HOST): browsers reach the portal API through the
  // web server's /api proxy, never the CMS directly.
  host: env('CMS_HOST', '127.0.0.1'),
  port: env.int('CMS_PORT', 1337),
  url: env('CMS_PUBLIC_URL', ''),
  app: { keys: env.array('APP_KEYS') },
  // Koa's proxy mode would believe X-Forwarded-For from anyone. The portal decides the client
  // address itself, trusting forwarded addresses only from CMS_TRUSTED_PROXIES
  // (cms/src/portal/core/client-address.ts).
  proxy: { koa: false },
  // Idle keep-alive connections outlive the clients' (the web server's proxy, Node's fetch: a few
  // seconds): a client then never sends a request on a socket the CMS is closing at that moment
  // ('other side closed'). Node's default of 5 s lost that race under load.
  http: {
    serverOptions: { keepAliveTimeout: env.int('CMS_KEEP_ALIVE_MS', 65_000), headersTimeout: env.int('CMS_KEEP_ALIVE_MS', 65_000) + 1_000 },
  },
  // The public folder (the Media Library's uploads live in <public>/uploads); CMS_PUBLIC_DIR moves
  // it, relative to cms/ (a backup test's own stack, a deployment's volume). docs/operations.md, "Backups".
  dirs: { public: env('CMS_PUBLIC_DIR', '') || './public' },
  // Webhooks carry no secrets in their body; the site checks the header instead.
  webhooks: { populateRelations: false },
});
