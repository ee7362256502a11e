import { BODY_LIMITS } from '../src/middlewares/body-limits';

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
};

export default ({ env }: { env: any }) => [
  // One line per request without query strings, e-mails, CPF/CNPJ or tokens (src/middlewares/request-log.ts).
  'global::request-log',
  // One audit row per call made with a personal access token (src/middlewares/access-token-audit.ts).
  'global::access-token-audit',
  'strapi::errors',
  'strapi::security',
  {
    // Only the site and the CMS's own admin may call with credentials; any other origin gets
    // no Access-Control-Allow-Origin at all (never an echo of what it sent).
    name: 'strapi::cors',
    config: {
      origin: [originOf(env('SITE_URL', 'http://localhost:4321')), originOf(env('CMS_PUBLIC_URL', ''))].filter(Boolean),
      credentials: true,
    },
  },
  'strapi::poweredBy',
  'strapi::query',
  // A body the parser cannot read (a broken multipart form) is a 400, never a 500.
  'global::body-errors',
  // includeUnparsed keeps the raw JSON text beside the parsed body (Symbol.for('unparsedBody')):
  // the Pix webhook checks its HMAC signature over exactly those bytes.
  // The limits are the web proxy's (src/lib/proxy-rules.ts), so the CMS reached directly refuses
  // large bodies too (413, Portuguese message from global::body-errors).
  {
    name: 'strapi::body',
    config: {
      includeUnparsed: true,
      jsonLimit: BODY_LIMITS.jsonBytes,
      formLimit: BODY_LIMITS.jsonBytes,
      textLimit: BODY_LIMITS.jsonBytes,
      formidable: {
        maxFileSize: BODY_LIMITS.filesBytes,
        maxFieldsSize: BODY_LIMITS.fieldsBytes,
        maxFields: BODY_LIMITS.maxFields,
      },
    },
  },
  // formidable 2 has no file count: a multipart body with too many files is refused here.
  'global::body-limits',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
