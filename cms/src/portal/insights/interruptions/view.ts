/**
 * What the site and the home page show of the planned interruptions (docs/insights-interruptions.md):
 * the public list by city (no contract ever named: an interruption by contract list shows only its
 * city) and the ones reaching one contract, with the same text customers were told.
 */
import type { Core } from '@strapi/strapi';
import { affects, noticeText, phaseOf, parseConsumerCodes, type InterruptionPhase } from '../../../domain/insights/interruptions/rules';
import type { ContractInterruptionsView, PublicInterruptionsView } from '../../../domain/insights/interruptions/types';
import type { ContractScope } from '../../core/access';
import { now } from '../../core/clock';
import { currentInterruptions, factsOf } from './store';

const list = (text: string | null) =>
  (text ?? '')
    .split(/\r?\n|;/)
    .map((l) => l.trim())
    .filter(Boolean);

const current = (phase: InterruptionPhase): phase is 'SCHEDULED' | 'IN_PROGRESS' => phase !== 'ENDED';

export async function publicInterruptions(strapi: Core.Strapi): Promise<{ data: PublicInterruptionsView }> {
  const at = now();
  const byCity = new Map<string, PublicInterruptionsView['cities'][number]>();
  for (const row of await currentInterruptions(strapi, at)) {
    const facts = factsOf(row);
    const phase = phaseOf(facts, at);
    if (!current(phase)) continue;
    const city = row.city.trim();
    const byContract = parseConsumerCodes(row.consumerCodes).length > 0;
    const entry = byCity.get(city.toLocaleLowerCase('pt-BR')) ?? { city, interruptions: [] };
    entry.interruptions.push({
      reason: row.reason,
      startsAt: facts.startsAt.toISOString(),
      expectedEndAt: facts.expectedEndAt.toISOString(),
      phase,
      streets: byContract ? [] : list(row.streets),
      cepRanges: byContract ? [] : list(row.cepRanges),
      byContract,
    });
    byCity.set(city.toLocaleLowerCase('pt-BR'), entry);
  }
  const cities = [...byCity.values()].sort((a, b) => a.city.localeCompare(b.city, 'pt-BR'));
  return { data: { cities } };
}

export async function contractInterruptions(strapi: Core.Strapi, portal: ContractScope): Promise<{ data: ContractInterruptionsView }> {
  const at = now();
  const contract = portal.contract;
  const interruptions: ContractInterruptionsView['interruptions'] = [];
  for (const row of await currentInterruptions(strapi, at)) {
    const facts = factsOf(row);
    const phase = phaseOf(facts, at);
    if (!current(phase) || !affects(facts, contract)) continue;
    interruptions.push({
      reason: row.reason,
      startsAt: facts.startsAt.toISOString(),
      expectedEndAt: facts.expectedEndAt.toISOString(),
      phase,
      text: noticeText('ANNOUNCED', facts, contract.consumerCode).text,
    });
  }
  return { data: { interruptions } };
}
