export default ({ env }: { env: any }) => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('CMS_PORT', 1337),
  url: env('CMS_PUBLIC_URL', ''),
  app: { keys: env.array('APP_KEYS') },
  // The web server's /api proxy forwards the visitor's address (rate limits key on it).
  proxy: { koa: env.bool('CMS_TRUST_PROXY', true) },
  // Webhooks carry no secrets in their body; the site checks the header instead.
  webhooks: { populateRelations: false },
});
