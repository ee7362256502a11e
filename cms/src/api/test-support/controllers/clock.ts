/** The test stack's server clock (portal/core/clock). */
import type { Context } from 'koa';
import { clockState, setClock } from '../../../portal/core/clock';
import { badRequest, bodyOf } from '../../../portal/core/http';

/** An ISO 8601 date-time with its offset (Z or ±hh:mm), e.g. 2026-03-02T10:59:00-03:00. */
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const NOW_MESSAGE = 'Informe "now" como data e hora ISO 8601 com fuso, por exemplo 2026-03-02T10:59:00-03:00';

export default () => ({
  async read(ctx: Context) {
    ctx.body = clockState();
  },

  async set(ctx: Context) {
    const body = bodyOf(ctx);
    const value = body.now;
    if (typeof value !== 'string' || !ISO_WITH_OFFSET.test(value) || !Number.isFinite(Date.parse(value))) {
      throw badRequest(NOW_MESSAGE, { now: NOW_MESSAGE });
    }
    if (body.advance !== undefined && typeof body.advance !== 'boolean') {
      throw badRequest('"advance" deve ser true ou false', { advance: '"advance" deve ser true ou false' });
    }
    ctx.body = setClock(value, { advance: body.advance === true });
  },

  async reset(ctx: Context) {
    ctx.body = setClock(null);
  },
});
