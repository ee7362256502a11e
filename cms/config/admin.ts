import { signPreviewToken } from '../src/domain/preview-token';

const PREVIEWABLE = new Set(['api::page.page', 'api::news.news', 'api::faq.faq']);

export default ({ env }: { env: any }) => ({
  auth: { secret: env('ADMIN_JWT_SECRET') },
  apiToken: { salt: env('API_TOKEN_SALT') },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY') },
  serveAdminPanel: env.bool('CMS_SERVE_ADMIN', true),
  // Strapi's limit on admin sign-ins: per 5 minutes per e-mail and address (.env.example).
  rateLimit: { max: env.int('ADMIN_LOGIN_RATE_LIMIT_MAX', 5) },
  flags: { nps: false, promoteEE: false },
  preview: {
    enabled: true,
    config: {
      allowedOrigins: [env('SITE_URL', 'http://localhost:4321')],
      async handler(uid: string, { documentId, status }: { documentId: string; status: string }) {
        // What an editor publishes and the site shows: pages, news and the FAQ's questions.
        if (!PREVIEWABLE.has(uid)) return null;
        const site = env('SITE_URL', 'http://localhost:4321');
        // A short-lived token for this document, never the secret itself (cms/src/domain/preview-token.ts).
        const target = { uid, documentId, status: status === 'published' ? 'published' : 'draft' };
        const token = signPreviewToken(env('PREVIEW_SECRET', ''), target, Date.now());
        const params = new URLSearchParams({ ...target, token });
        return `${site}/preview?${params.toString()}`;
      },
    },
  },
});
