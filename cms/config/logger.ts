// Strapi's logger. `CMS_LOG_LEVEL` (error, warn, info, http, verbose, debug): `http` writes one
// line per request (global::request-log, redacted); production defaults to `info`, without those lines — the
// web server in front sees every request, and writing a line per portal call cost the CMS about
// a twentieth of its time under load (docs/profiles/portal-call.md).
// `CMS_LOG_FORMAT`: `json` (one JSON object per line: time, level, message and the request's
// fields — id, method, redacted path, route, status, ms) or `text`; JSON by default in production.
import { winston } from '@strapi/logger';

export default ({ env }: { env: (key: string, fallback?: string) => string }) => {
  const production = env('NODE_ENV', '') === 'production';
  const json = (env('CMS_LOG_FORMAT', '') || (production ? 'json' : 'text')) === 'json';
  return {
    level: env('CMS_LOG_LEVEL', '') || (production ? 'info' : 'http'),
    ...(json
      ? {
          format: winston.format.combine(winston.format.timestamp(), winston.format.errors({ stack: true }), winston.format.json()),
          transports: [new winston.transports.Console()],
        }
      : {}),
  };
};
