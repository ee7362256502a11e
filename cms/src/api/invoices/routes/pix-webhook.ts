/** ★ POST /api/payments/pix/webhook: public, authenticated by the body's HMAC signature. */
import { PIX_WEBHOOK_ENDPOINTS } from '../../../domain/endpoints';
import { routesOf } from '../../../portal/core/route-config';

export default { routes: routesOf(PIX_WEBHOOK_ENDPOINTS) };
