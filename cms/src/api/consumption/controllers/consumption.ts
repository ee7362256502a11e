/** Consumption-schedule calls (spec 03 §7): each reads the request and calls one use case. */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { userScope } from '../../../portal/core/access';
import { bodyFor } from '../../../portal/core/http';
import * as analysis from '../../../portal/consumption/analysis';
import * as client from '../../../portal/consumption/client';
import * as daily from '../../../portal/consumption/daily-import';
import * as dashboard from '../../../portal/consumption/dashboard';
import * as decision from '../../../portal/consumption/decision';
import * as hourly from '../../../portal/consumption/hourly';
import { answerFile } from '../../../portal/core/files';
import { answerBytes } from '../../../portal/core/answer-cache';

const queryOf = (ctx: Context) => (ctx.request.query ?? {}) as Record<string, unknown>;
/** A kept answer as JSON, serialized once per kept answer (answer-cache.ts). */
const sendKept = (ctx: Context, answer: object) => {
  ctx.type = 'application/json';
  ctx.body = answerBytes(answer);
};

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(ctx: Context) {
    ctx.body = await client.listSchedule(strapi, userScope(ctx), queryOf(ctx));
  },
  async create(ctx: Context) {
    ctx.status = 201;
    ctx.body = await client.createSchedule(strapi, userScope(ctx), bodyFor(ctx, 'consumption.schedule'));
  },
  async export(ctx: Context) {
    answerFile(ctx, await client.exportSchedule(strapi, userScope(ctx), queryOf(ctx)));
  },
  async sendEmail(ctx: Context) {
    ctx.body = await client.sendProtocol(strapi, userScope(ctx), queryOf(ctx));
  },
  async sendRequestEmail(ctx: Context) {
    ctx.body = await analysis.sendRequestEmail(strapi, userScope(ctx), queryOf(ctx));
  },
  async totalQdc(ctx: Context) {
    sendKept(ctx, await analysis.totalQdc(strapi, queryOf(ctx)));
  },
  async totalRequested(ctx: Context) {
    sendKept(ctx, await analysis.totalRequested(strapi, queryOf(ctx)));
  },
  async companiesSituation(ctx: Context) {
    sendKept(ctx, await analysis.companiesSituation(strapi, queryOf(ctx)));
  },
  async companiesByAxis(ctx: Context) {
    sendKept(ctx, await analysis.companiesByAxis(strapi, queryOf(ctx)));
  },
  async approve(ctx: Context) {
    ctx.body = await analysis.approve(strapi, ctx.params.id, bodyFor(ctx, 'consumption.approve'));
  },
  async reprove(ctx: Context) {
    ctx.body = await analysis.reprove(strapi, ctx.params.id, bodyFor(ctx, 'consumption.reprove'));
  },
  async availableVolume(ctx: Context) {
    ctx.body = await decision.setAvailableVolume(strapi, ctx.params.id, bodyFor(ctx, 'consumption.available-volume'));
  },
  async projectedVolume(ctx: Context) {
    ctx.body = await decision.setProjectedVolume(strapi, ctx.params.id, bodyFor(ctx, 'consumption.projected-volume'));
  },
  async updateAxisProjection(ctx: Context) {
    ctx.body = await decision.updateAxisProjection(strapi, bodyFor(ctx, 'consumption.axis-projection'));
  },
  async axisProjection(ctx: Context) {
    sendKept(ctx, await decision.axisProjection(strapi, queryOf(ctx)));
  },
  async axisUsage(ctx: Context) {
    sendKept(ctx, await decision.axisUsage(strapi, queryOf(ctx)));
  },
  async axisStage(ctx: Context) {
    ctx.body = await decision.setAxisStage(strapi, bodyFor(ctx, 'consumption.axis-stage'));
  },
  async updateAxisFinal(ctx: Context) {
    ctx.body = await decision.updateAxisFinal(strapi, bodyFor(ctx, 'consumption.axis-final'));
  },
  async axisProportion(ctx: Context) {
    sendKept(ctx, await dashboard.axisProportion(strapi, queryOf(ctx)));
  },
  async mapAndInfos(ctx: Context) {
    sendKept(ctx, await dashboard.mapAndInfos(strapi, queryOf(ctx)));
  },
  async pendingClients(ctx: Context) {
    sendKept(ctx, await dashboard.pendingClients(strapi, queryOf(ctx)));
  },
  async topClients(ctx: Context) {
    sendKept(ctx, await dashboard.topClients(strapi, queryOf(ctx)));
  },
  async consumedGraph(ctx: Context) {
    sendKept(ctx, await dashboard.consumedGraph(strapi, queryOf(ctx)));
  },
  async daily(ctx: Context) {
    sendKept(ctx, await dashboard.dailyTable(strapi, queryOf(ctx)));
  },
  async sendQuarterly(ctx: Context) {
    ctx.body = await dashboard.sendQuarterlyRequest(strapi, userScope(ctx), bodyFor(ctx, 'consumption.quarterly'));
  },
  async importDaily(ctx: Context) {
    ctx.status = 201;
    ctx.body = await daily.importDaily(strapi, userScope(ctx), (ctx.request as { files?: unknown }).files);
  },
  async importDailyStatus(ctx: Context) {
    ctx.body = await daily.importDailyStatus(strapi, ctx.params.id);
  },
  async importHourly(ctx: Context) {
    ctx.status = 201;
    ctx.body = await hourly.importHourly(strapi, userScope(ctx), (ctx.request as { files?: unknown }).files);
  },
  async importHourlyStatus(ctx: Context) {
    ctx.body = await hourly.importHourlyStatus(strapi, ctx.params.id);
  },
  async hourly(ctx: Context) {
    ctx.body = await hourly.hourlyDay(strapi, userScope(ctx), queryOf(ctx));
  },
});
