/** ★ POST /api/payments/pix/webhook: public, authenticated by the body's HMAC signature. */
import { publicRoute } from '../../../portal/core/route-config';

export default {
  routes: [{ method: 'POST', path: '/payments/pix/webhook', handler: 'pix-webhook.receive', config: publicRoute(false) }],
};
