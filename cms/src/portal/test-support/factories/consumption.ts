/**
 * Test-support factories of the consumption programming (test stacks only):
 * POST /api/test-support/factories/consumption/axis `{ name? }` → a new axis with a region and a city;
 * POST /factories/consumption/industrial `{ contractId, axisId, qdc, baseHour?, region? }` → the contract joins the axis
 * (in its first region, or in the region of that name of the axis, made with a city when new);
 * POST /factories/consumption/day `{ contractId, date, volume?, situation?, acceptedVolume?,
 * projectedVolume?, availableVolume?, qdr?, protocol?, requestedAt? }` → that day's row (and QDR), replacing one there;
 * `requestedAt` (an ISO 8601 instant, default 08:00 of the day in São Paulo) is when its protocol was sent.
 */
import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { parseVolume, volumeText } from '../../../domain/consumption/volumes';
import { isIsoDate } from '../../../domain/time/sao-paulo';
import { badRequest, notFound } from '../../core/http';
import { CONTRACT_UID } from '../../core/types';
import { AXIS_UID, CITY_UID, INDUSTRIAL_UID, MEASUREMENT_UID, PROGRAMMING_UID, PROTOCOL_UID, REGION_UID } from '../../consumption/store';

type Body = Record<string, unknown>;
const q = (strapi: Core.Strapi, uid: string) => strapi.db.query(uid as never);

function volume(body: Body, key: string): string | null | undefined {
  const value = body[key];
  if (value === undefined) return undefined;
  if (value === null) return null;
  const parsed = parseVolume(value);
  if (!parsed.ok) throw badRequest(`${key}: ${parsed.message}`, { [key]: parsed.message });
  return volumeText(parsed.litres);
}

async function contractOf(strapi: Core.Strapi, body: Body): Promise<{ id: number; consumerCode: string }> {
  const contract = (await strapi.db.query(CONTRACT_UID).findOne({ where: { documentId: String(body.contractId ?? '') } })) as {
    id: number;
    consumerCode: string;
  } | null;
  if (!contract) throw notFound('Contrato não encontrado', { contractId: 'Contrato não encontrado' });
  return contract;
}

export async function createAxis(strapi: Core.Strapi, body: Body) {
  const name = typeof body.name === 'string' && body.name ? body.name : `Eixo Teste ${randomBytes(4).toString('hex')}`;
  return strapi.db.transaction(async () => {
    const axis = await q(strapi, AXIS_UID).create({ data: { name } });
    const region = await q(strapi, REGION_UID).create({ data: { name: `${name} Região`, axisRef: axis.id } });
    const city = await q(strapi, CITY_UID).create({ data: { name: `${name} Cidade`, axisRef: axis.id, regionRef: region.id } });
    return { axis: { id: axis.id as number, name }, region: { id: region.id as number }, city: { id: city.id as number } };
  });
}

async function regionOf(
  strapi: Core.Strapi,
  axisId: number,
  name: unknown,
): Promise<{ region: { id: number } | null; city: { id: number } | null }> {
  if (name === undefined) {
    const region = await q(strapi, REGION_UID).findOne({ where: { axisRef: axisId } });
    const city = await q(strapi, CITY_UID).findOne({ where: { axisRef: axisId } });
    return { region, city };
  }
  if (typeof name !== 'string' || !name.trim()) throw badRequest('region: o nome da região', { region: 'Região inválida.' });
  const found = await q(strapi, REGION_UID).findOne({ where: { axisRef: axisId, name } });
  if (found) return { region: found, city: await q(strapi, CITY_UID).findOne({ where: { regionRef: found.id } }) };
  return strapi.db.transaction(async () => {
    const region = await q(strapi, REGION_UID).create({ data: { name, axisRef: axisId } });
    const city = await q(strapi, CITY_UID).create({ data: { name: `${name} Cidade`, axisRef: axisId, regionRef: region.id } });
    return { region, city };
  });
}

export async function joinAxis(strapi: Core.Strapi, body: Body) {
  const contract = await contractOf(strapi, body);
  const axis = await q(strapi, AXIS_UID).findOne({ where: { id: Number(body.axisId) } });
  if (!axis) throw notFound('Eixo não encontrado');
  const { region, city } = await regionOf(strapi, axis.id as number, body.region);
  const qdc = volume(body, 'qdc') ?? '10000';
  const data = {
    contractRef: contract.id,
    qdc,
    axisRef: axis.id,
    regionRef: region?.id ?? null,
    cityRef: city?.id ?? null,
    consumptionBaseHour: typeof body.baseHour === 'number' ? body.baseHour : 360,
  };
  const found = await q(strapi, INDUSTRIAL_UID).findOne({ where: { contractRef: contract.id } });
  if (found) await q(strapi, INDUSTRIAL_UID).update({ where: { id: found.id }, data });
  else await q(strapi, INDUSTRIAL_UID).create({ data });
  return { industrial: data };
}

export async function createDay(strapi: Core.Strapi, body: Body) {
  const contract = await contractOf(strapi, body);
  if (!isIsoDate(body.date)) throw badRequest('date: AAAA-MM-DD', { date: 'Data inválida.' });
  const date = body.date;
  const situation = body.situation === undefined ? 1 : Number(body.situation);
  if (![0, 1, 2, 3, 5].includes(situation)) throw badRequest('situation: 0, 1, 2, 3 ou 5');
  const qdr = volume(body, 'qdr');
  const protocol =
    typeof body.protocol === 'string'
      ? body.protocol
      : `${date.replace(/-/g, '')}${contract.consumerCode}${String(Math.floor(Math.random() * 9000) + 1000)}`;
  const requestedAt = body.requestedAt === undefined ? new Date(`${date}T08:00:00-03:00`) : new Date(String(body.requestedAt));
  if (!Number.isFinite(requestedAt.getTime())) throw badRequest('requestedAt: ISO 8601', { requestedAt: 'Data inválida.' });
  return strapi.db.transaction(async () => {
    await q(strapi, PROGRAMMING_UID).deleteMany({ where: { contractRef: contract.id, date } });
    const data: Record<string, unknown> = {
      contractRef: contract.id,
      date,
      situation,
      protocol,
      requestedAt,
    };
    for (const key of ['volume', 'acceptedVolume', 'projectedVolume', 'availableVolume', 'finalVolume', 'lastVolume']) {
      const v = volume(body, key);
      if (v !== undefined) data[key] = v;
    }
    const row = await q(strapi, PROGRAMMING_UID).create({ data });
    if (!(await q(strapi, PROTOCOL_UID).findOne({ where: { protocol } })))
      await q(strapi, PROTOCOL_UID).create({
        data: { protocol, contractRef: contract.id, requestedAt: data.requestedAt, items: [{ date, volume: data.volume ?? '0' }] },
      });
    if (qdr !== undefined) {
      await q(strapi, MEASUREMENT_UID).deleteMany({ where: { contractRef: contract.id, date } });
      if (qdr !== null) await q(strapi, MEASUREMENT_UID).create({ data: { contractRef: contract.id, date, qdr } });
    }
    return { id: row.documentId as string, protocol };
  });
}
