/**
 * Demo data of the industrial consumption programming (spec 03, DESIGN §7): 4 axes with
 * 2 regions and 3 cities each, 24 industrial contracts (industria@demo.test's two among them,
 * one DEACTIVATE and one PENDING), 6 months of daily history (requested, approved, projected,
 * final programmed, final and measured volumes, weekly protocols), today's requests in every
 * situation and pre-requests for the next two weeks, and hourly measurements (issue 26 §5) on
 * industria@'s first contract: yesterday's gas day, whose 24 hours add up exactly to that day's
 * QDR, and the hours of today's gas day already over at the day's requested pace. Deterministic (a hash of the keys, no
 * random), laid out around the day of the seed, written in bulk (createMany). Idempotent:
 * nothing is written when the axes exist.
 */
import type { Core } from '@strapi/strapi';
import { cnpjCheckDigits } from '../domain/cpf-cnpj';
import { protocolNumber } from '../domain/consumption/calc';
import { gasDayAt, gasDaySlots } from '../domain/consumption/hourly';
import { volumeText } from '../domain/consumption/volumes';
import { addDays, saoPauloDate, weekdayOf } from '../domain/time/sao-paulo';
import { now } from '../portal/core/clock';
import { CONTRACT_UID } from '../portal/core/types';
import {
  AXIS_UID,
  CITY_UID,
  HOURLY_UID,
  INDUSTRIAL_UID,
  MEASUREMENT_UID,
  PROGRAMMING_UID,
  PROTOCOL_UID,
  REGION_UID,
} from '../portal/consumption/store';
import { DEMO_CONTRACTS } from './demo-portal-data';

export const DEMO_HISTORY_DAYS = 183;

export const DEMO_AXES = [
  { name: 'Eixo Bauru', regions: ['Bauru Centro', 'Bauru Noroeste'], cities: ['Bauru', 'Lins', 'Pederneiras'] },
  { name: 'Eixo Marília', regions: ['Marília Centro', 'Alta Paulista'], cities: ['Marília', 'Garça', 'Tupã'] },
  { name: 'Eixo Araraquara', regions: ['Araraquara Centro', 'Central'], cities: ['Araraquara', 'São Carlos', 'Matão'] },
  { name: 'Eixo Ribeirão Preto', regions: ['Ribeirão Centro', 'Mogiana'], cities: ['Ribeirão Preto', 'Sertãozinho', 'Jaboticabal'] },
] as const;

const COMPANY_NAMES = [
  'Vidraria Bandeirantes S.A.',
  'Metalúrgica Noroeste Ltda',
  'Alimentos Garça Indústria Ltda',
  'Tecelagem Alta Paulista Ltda',
  'Cerâmica Tupã Revestimentos Ltda',
  'Laticínios Marília S.A.',
  'Papel e Celulose Araraquara S.A.',
  'Suco Citrus Central Ltda',
  'Motores São Carlos Indústria Ltda',
  'Fundição Matão Ltda',
  'Usina Sertãozinho Açúcar e Etanol S.A.',
  'Química Mogiana Ltda',
  'Embalagens Jaboticabal Ltda',
  'Frigorífico Ribeirão S.A.',
  'Vidros Planos Bauru Ltda',
  'Fertilizantes Lins Ltda',
  'Borrachas Pederneiras Ltda',
  'Cervejaria Marília Ltda',
  'Autopeças Araraquara Ltda',
  'Tintas São Carlos S.A.',
  'Plásticos Ribeirão Ltda',
  'Cimento Sertãozinho Ltda',
] as const;

/** The 24 industrial contracts: index → city (axis × 3 + city), QDC m³ and situation. */
export interface DemoIndustrial {
  key: string;
  consumerCode: string;
  name: string;
  axis: number;
  city: number;
  qdc: number;
  baseHour: number;
  situation: 'ACTIVE' | 'DEACTIVATE' | 'PENDING';
  email: string;
}

function unit(seed: string): number {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return (h % 10_000) / 10_000;
}

export const DEMO_INDUSTRIALS: DemoIndustrial[] = [
  {
    key: 'industria',
    consumerCode: DEMO_CONTRACTS.industria.consumerCode,
    name: DEMO_CONTRACTS.industria.consumerName,
    axis: 0,
    city: 1,
    qdc: 18000,
    baseHour: 360,
    situation: 'ACTIVE',
    email: 'industria@demo.test',
  },
  {
    key: 'industriaFilial',
    consumerCode: DEMO_CONTRACTS.industriaFilial.consumerCode,
    name: DEMO_CONTRACTS.industriaFilial.consumerName,
    axis: 0,
    city: 2,
    qdc: 9500,
    baseHour: 420,
    situation: 'ACTIVE',
    email: 'industria@demo.test',
  },
  ...COMPANY_NAMES.map((name, i): DemoIndustrial => {
    const slot = i + 2;
    const axis = slot % 4;
    const code = `21000${String(i + 1).padStart(4, '0')}`;
    return {
      key: `ind${i + 1}`,
      consumerCode: code,
      name,
      axis,
      city: Math.floor(slot / 4) % 3,
      qdc: 4000 + Math.round(unit(code) * 56) * 1000,
      baseHour: [300, 360, 390, 420, 480][i % 5]!,
      situation: i === 20 ? 'DEACTIVATE' : i === 21 ? 'PENDING' : 'ACTIVE',
      email: `programacao@${name
        .split(' ')[0]!
        .toLowerCase()
        .normalize('NFD')
        .replace(/[^a-z]/g, '')}${i + 1}.demo.test`,
    };
  }),
];

/** Today's situation per contract index (spec 03 §3: every situation present; null = not yet programmed). */
const TODAY_SITUATIONS: (number | null)[] = [null, 3, 0, 0, 1, 5, 2, 0, 1, 5, 3, 0, 1, null, 2, 5, 1, 0, null, 1, 3, 0, null, null];

const BATCH = 400;

async function insertMany(strapi: Core.Strapi, uid: string, rows: Record<string, unknown>[]) {
  for (let i = 0; i < rows.length; i += BATCH) await strapi.db.query(uid as never).createMany({ data: rows.slice(i, i + BATCH) });
}

/** Whole m³ or with one decimal, never through float sums: thousandths as integers. */
const m3 = (thousandths: number) => volumeText(BigInt(Math.round(thousandths / 100) * 100));

export async function seedDemoConsumption(strapi: Core.Strapi): Promise<void> {
  if ((await strapi.db.query(AXIS_UID as never).count({})) > 0) return;
  await strapi.db.transaction(() => writeDemoConsumption(strapi));
}

async function writeDemoConsumption(strapi: Core.Strapi): Promise<void> {
  const today = saoPauloDate(now());
  const axisIds: number[] = [];
  const cityIds: number[][] = [];
  const regionIds: number[][] = [];
  for (const axis of DEMO_AXES) {
    const created = await strapi.db.query(AXIS_UID as never).create({ data: { name: axis.name } });
    axisIds.push(created.id);
    const regions: number[] = [];
    for (const name of axis.regions)
      regions.push((await strapi.db.query(REGION_UID as never).create({ data: { name, axisRef: created.id } })).id);
    regionIds.push(regions);
    const cities: number[] = [];
    for (const [i, name] of axis.cities.entries())
      cities.push(
        (await strapi.db.query(CITY_UID as never).create({ data: { name, axisRef: created.id, regionRef: regions[i === 0 ? 0 : 1] } })).id,
      );
    cityIds.push(cities);
  }

  const contractIds: number[] = [];
  for (const d of DEMO_INDUSTRIALS) {
    let found = (await strapi.db.query(CONTRACT_UID).findOne({ where: { consumerCode: d.consumerCode }, select: ['id'] })) as {
      id: number;
    } | null;
    if (!found) {
      const base12 = `6${d.consumerCode.slice(-7)}0001`;
      const cityName = DEMO_AXES[d.axis]!.cities[d.city]!;
      found = (await strapi.documents(CONTRACT_UID as never).create({
        data: {
          consumerCode: d.consumerCode,
          consumerCpfCnpj: base12 + cnpjCheckDigits(base12),
          consumerName: d.name,
          sapName: d.name,
          sapEmail: d.email,
          contractOwnerEmail: d.email,
          consumerAddress: `Distrito Industrial, ${100 + Number(d.consumerCode.slice(-2)) * 7}, ${cityName} - SP`,
          city: cityName,
          segment: 'INDUSTRIAL',
          situation: d.situation,
          portalPJ: true,
          vigencia: '2019-01-01',
          qdc: d.qdc,
        } as never,
      })) as unknown as { id: number };
    }
    contractIds.push(found.id);
  }
  await insertMany(
    strapi,
    INDUSTRIAL_UID,
    DEMO_INDUSTRIALS.map((d, i) => ({
      contractRef: contractIds[i],
      qdc: String(d.qdc),
      axisRef: axisIds[d.axis],
      regionRef: regionIds[d.axis]![d.city === 0 ? 0 : 1],
      cityRef: cityIds[d.axis]![d.city],
      consumptionBaseHour: d.baseHour,
    })),
  );

  const programming: Record<string, unknown>[] = [];
  const measurements: Record<string, unknown>[] = [];
  const protocols: Record<string, unknown>[] = [];
  for (const [i, d] of DEMO_INDUSTRIALS.entries()) {
    const ref = contractIds[i]!;
    if (d.situation === 'PENDING') continue; // not connected yet: no history
    const qdc = d.qdc * 1000;
    let week: { protocol: string; requestedAt: Date; items: { date: string; volume: string }[] } | null = null;
    const closeWeek = () => {
      if (week)
        protocols.push({
          protocol: week.protocol,
          contractRef: ref,
          requestedAt: week.requestedAt,
          requestedByEmail: d.email,
          items: week.items,
        });
      week = null;
    };
    const lastDay = d.situation === 'DEACTIVATE' ? addDays(today, -40) : addDays(today, 14);
    for (let k = DEMO_HISTORY_DAYS; ; k--) {
      const date = addDays(today, -k);
      if (date > lastDay) break;
      const seed = `${d.consumerCode}${date}`;
      const isToday = date === today;
      const weekend = [0, 6].includes(weekdayOf(date));
      const level = (weekend ? 0.45 : 0.7) + unit(seed) * 0.25;
      const requested = qdc * level;
      if (date < today) {
        if (unit(`${seed}skip`) < 0.03) continue; // a day never programmed
        if (!week || weekdayOf(date) === 1) {
          closeWeek();
          const requestedDay = addDays(date, -1);
          week = {
            protocol: protocolNumber(requestedDay, d.consumerCode, 1),
            requestedAt: new Date(`${requestedDay}T${String(8 + (i % 3)).padStart(2, '0')}:${String(10 + i).padStart(2, '0')}:00-03:00`),
            items: [],
          };
        }
        const roll = unit(`${seed}decision`);
        const situation = roll < 0.04 ? 2 : roll < 0.16 ? 5 : 1;
        const accepted = situation === 2 ? null : situation === 5 ? requested * 0.9 : requested;
        const available = accepted === null ? null : accepted * (0.97 + unit(`${seed}final`) * 0.06);
        const projected = requested * (0.92 + unit(`${seed}proj`) * 0.16);
        week!.items.push({ date, volume: m3(requested) });
        programming.push({
          contractRef: ref,
          date,
          volume: m3(requested),
          acceptedVolume: accepted === null ? null : m3(accepted),
          projectedVolume: m3(projected),
          availableVolume: available === null ? null : m3(available),
          finalVolume: available === null ? null : m3(available),
          situation,
          protocol: week!.protocol,
          requestedAt: week!.requestedAt,
          requestedByEmail: d.email,
        });
        measurements.push({ contractRef: ref, date, qdr: m3((available ?? requested * 0.5) * (0.9 + unit(`${seed}qdr`) * 0.18)) });
        continue;
      }
      closeWeek();
      if (isToday) {
        const situation = TODAY_SITUATIONS[i] ?? null;
        if (situation === null || d.situation !== 'ACTIVE') continue;
        const protocol = protocolNumber(today, d.consumerCode, 1);
        const requestedAt = new Date(`${today}T0${7 + (i % 3)}:${String(15 + i).padStart(2, '0')}:00-03:00`);
        const accepted = situation === 1 ? requested : situation === 5 ? requested * 0.85 : null;
        protocols.push({ protocol, contractRef: ref, requestedAt, requestedByEmail: d.email, items: [{ date, volume: m3(requested) }] });
        programming.push({
          contractRef: ref,
          date,
          volume: m3(requested),
          lastVolume: situation === 0 ? m3(requested * 0.9) : null,
          acceptedVolume: accepted === null ? null : m3(accepted),
          situation,
          protocol,
          requestedAt,
          requestedByEmail: d.email,
        });
        continue;
      }
      // The next two weeks: pre-requests (3) of half of the clients.
      if (i % 2 === 1 && d.situation === 'ACTIVE') {
        const protocol = protocolNumber(addDays(today, -3), d.consumerCode, 2);
        if (!protocols.some((p) => p.protocol === protocol))
          protocols.push({
            protocol,
            contractRef: ref,
            requestedAt: new Date(`${addDays(today, -3)}T16:00:00-03:00`),
            requestedByEmail: d.email,
            items: [],
          });
        (protocols.find((p) => p.protocol === protocol)!.items as { date: string; volume: string }[]).push({ date, volume: m3(requested) });
        programming.push({ contractRef: ref, date, volume: m3(requested), situation: 3, protocol, requestedByEmail: d.email });
      }
    }
    closeWeek();
  }
  await insertMany(strapi, PROTOCOL_UID, protocols);
  await insertMany(strapi, PROGRAMMING_UID, programming);
  await insertMany(strapi, MEASUREMENT_UID, measurements);
  await insertMany(strapi, HOURLY_UID, demoHourly(DEMO_INDUSTRIALS[0]!, contractIds[0]!, measurements));
}

/** An industrial day's shape from the base hour: lower at night, flat through the working hours (weights, any scale). */
const HOURLY_SHAPE = [92, 94, 98, 102, 106, 108, 108, 108, 106, 106, 104, 104, 102, 100, 100, 98, 96, 96, 94, 94, 92, 92, 90, 90];

/** `total` litres split over the shape exactly: each hour floored, the remainder on the last. */
function splitByShape(total: bigint, hours: number): bigint[] {
  const weight = BigInt(HOURLY_SHAPE.reduce((a, b) => a + b, 0));
  const parts = HOURLY_SHAPE.map((w) => (total * BigInt(w)) / weight);
  parts[23] = parts[23]! + total - parts.reduce((a, b) => a + b, 0n);
  return parts.slice(0, hours);
}

/**
 * The hourly rows of one contract: yesterday's gas day (24 hours summing exactly to the QDR of
 * the day it starts on, when measured) and today's ended hours at the day's requested level
 * (the same hash as the daily rows: QDC × level, level = 0,7 + 0,25 × unit on a weekday).
 */
function demoHourly(d: DemoIndustrial, contractRef: number, measurements: Record<string, unknown>[]): Record<string, unknown>[] {
  const running = gasDayAt(now(), d.baseHour);
  const rows: Record<string, unknown>[] = [];
  const yesterday = addDays(running.start, -1);
  const qdr = measurements.find((m) => m.contractRef === contractRef && m.date === yesterday)?.qdr as string | undefined;
  if (qdr) {
    const litres = BigInt(qdr.split('.')[0]!) * 1000n + BigInt((qdr.split('.')[1] ?? '').padEnd(3, '0'));
    const parts = splitByShape(litres, 24);
    gasDaySlots(yesterday, d.baseHour).forEach((slot, k) => rows.push({ contractRef, ...slot, volume: volumeText(parts[k]!) }));
  }
  const weekend = [0, 6].includes(weekdayOf(running.start));
  const level = (weekend ? 0.45 : 0.7) + unit(`${d.consumerCode}${running.start}`) * 0.25;
  const parts = splitByShape(BigInt(Math.round(d.qdc * 1000 * level)), running.ended);
  running.slots.slice(0, running.ended).forEach((slot, k) => rows.push({ contractRef, ...slot, volume: volumeText(parts[k]!) }));
  return rows;
}
