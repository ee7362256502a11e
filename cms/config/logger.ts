// Strapi's logger. `CMS_LOG_LEVEL` (error, warn, info, http, verbose, debug): `http` writes one
// line per request (global::request-log, redacted); production defaults to `info`, without those lines — the
// web server in front sees every request, and writing a line per portal call cost the CMS about
// a twentieth of its time under load (docs/profiles/portal-call.md).
export default ({ env }: { env: (key: string, fallback?: string) => string }) => ({
  level: env('CMS_LOG_LEVEL', '') || (env('NODE_ENV', '') === 'production' ? 'info' : 'http'),
});
