/** Negotiation of overdue bills (docs/collections-negotiation.md): each action reads the request and calls one use case. */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { contractScope, userContractScope } from '../../../portal/core/access';
import { bodyOf } from '../../../portal/core/http';
import { createAgreement, listAgreements } from '../../../portal/collections/negotiation/agreements';
import { listNegotiableBills, simulateNegotiation } from '../../../portal/collections/negotiation/bills';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async bills(ctx: Context) {
    ctx.body = await listNegotiableBills(strapi, contractScope(ctx).contract);
  },
  async simulate(ctx: Context) {
    ctx.body = await simulateNegotiation(strapi, contractScope(ctx).contract, bodyOf(ctx));
  },
  async accept(ctx: Context) {
    ctx.status = 201;
    ctx.body = await createAgreement(strapi, userContractScope(ctx), bodyOf(ctx));
  },
  async agreements(ctx: Context) {
    ctx.body = await listAgreements(strapi, contractScope(ctx).contract);
  },
});
