/** ★ POST /api/payments/pix/webhook: public, authenticated by the body's HMAC signature. */
import { endpoints, open } from './define';

export const PIX_WEBHOOK_ENDPOINTS = endpoints([
  { method: 'POST', path: '/payments/pix/webhook', handler: 'pix-webhook.receive', access: open(false) },
]);
