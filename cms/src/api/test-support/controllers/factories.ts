/** Test-support factories: thin controllers over portal/test-support/factories. */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { bodyOf } from '../../../portal/core/http';
import {
  changeInvoice,
  createPixCharge,
  createPixRecurrence,
  createContract,
  createCustomer,
  createInvoice,
  createStaff,
  payInvoice,
} from '../../../portal/test-support/factories';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async customer(ctx: Context) {
    ctx.status = 201;
    ctx.body = await createCustomer(strapi, bodyOf(ctx));
  },

  async staff(ctx: Context) {
    ctx.status = 201;
    ctx.body = await createStaff(strapi, bodyOf(ctx));
  },

  async contract(ctx: Context) {
    ctx.status = 201;
    ctx.body = await createContract(strapi, bodyOf(ctx));
  },

  async invoice(ctx: Context) {
    ctx.status = 201;
    ctx.body = await createInvoice(strapi, bodyOf(ctx));
  },

  async payInvoice(ctx: Context) {
    ctx.body = await payInvoice(strapi, bodyOf(ctx));
  },

  async pixCharge(ctx: Context) {
    ctx.status = 201;
    ctx.body = await createPixCharge(strapi, bodyOf(ctx));
  },

  async pixRecurrence(ctx: Context) {
    ctx.status = 201;
    ctx.body = await createPixRecurrence(strapi, bodyOf(ctx));
  },

  async changeInvoice(ctx: Context) {
    ctx.body = await changeInvoice(strapi, bodyOf(ctx));
  },
});
