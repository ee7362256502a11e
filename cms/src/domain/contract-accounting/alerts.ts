/**
 * The cockpit's alerts (issue 26 §2, last bullet; docs/contract-accounting.md, "Alertas"): what
 * the contract's users are told, in the portal and by e-mail, and when. Pure: decided from the
 * cockpit's own figures (`rules.ts`) of one contract at `today`.
 *
 * - `ultrapassagem` — today's projection passes QDC + the contract's tolerance; once per contract
 *   and DAY.
 * - `take-or-pay` — a take-or-pay/ship-or-pay shortfall of the settlement period is likely at
 *   the current pace (projected volume below the larger minimum); once per contract and MONTH.
 * - `desequilibrio` — a closed day of the month fell outside the imbalance band; once per contract
 *   and MONTH (the first such day).
 *
 * The key `<kind>:<contract>:<period>` is unique in the alerts table: deciding the same again
 * writes nothing.
 */
import { brDate } from '../invoices/reference';
import { formatCents } from '../invoices/money';
import { formatVolume, type Litres } from '../consumption/volumes';
import type { IsoDate } from '../time/sao-paulo';
import type { ImbalanceDay, TakeOrPayFigures, TodayFigures } from './rules';
import type { Term } from './terms';

export type AlertKind = 'ultrapassagem' | 'take-or-pay' | 'desequilibrio';

export interface AlertDecision {
  key: string;
  kind: AlertKind;
  /** The day (`YYYY-MM-DD`, overrun) or the month (`YYYY-MM`, take-or-pay and imbalance) it is sent once for. */
  period: string;
  title: string;
  /** The figure, then what to do: one paragraph each. */
  lines: string[];
}

export interface AlertFacts {
  contractRef: number;
  consumerCode: string;
  today: IsoDate;
  /** The term in force today (null: no alert at all). */
  term: Term | null;
  todayFigures: TodayFigures | null;
  takeOrPay: TakeOrPayFigures | null;
  /** The month's imbalance days, 1st to yesterday, in date order. */
  imbalance: readonly ImbalanceDay[];
}

export const ALERT_TITLES: Record<AlertKind, string> = {
  ultrapassagem: 'Projeção de hoje acima da QDC',
  'take-or-pay': 'Risco de falta no take-or-pay',
  desequilibrio: 'Desequilíbrio fora da faixa de tolerância',
};

const m3 = (litres: Litres) => formatVolume(litres);
const money = (cents: bigint) => formatCents(Number(cents));
const pct = (bp: bigint) => `${(Number(bp) / 100).toString().replace('.', ',')} %`;

/** The alerts due for one contract now (at most one of each kind). */
export function alertDecisions(facts: AlertFacts): AlertDecision[] {
  const { term, contractRef, consumerCode, today } = facts;
  if (!term) return [];
  const out: AlertDecision[] = [];
  const month = today.slice(0, 7);
  const decide = (kind: AlertKind, period: string, lines: string[]) =>
    out.push({ key: `${kind}:${contractRef}:${period}`, kind, period, title: ALERT_TITLES[kind], lines });

  const tf = facts.todayFigures;
  if (tf && tf.status === 'overrun' && tf.projected !== null)
    decide('ultrapassagem', today, [
      `Contrato ${consumerCode}: a projeção do consumo de hoje (${brDate(today)}) é de ${m3(tf.projected)}, acima do limite de ${m3(tf.limit)} (QDC de ${m3(tf.qdc)} mais ${pct(term.overrunToleranceBp)} de tolerância).`,
      `Se o dia fechar assim, serão ${m3(tf.projectedOver)} acima da QDC, com penalidade de ultrapassagem simulada de ${money(tf.projectedPenaltyCents)}.`,
      'O que fazer: reduza a retirada de gás até o fim do dia gás para ficar dentro do limite. Se a sua operação precisar de mais gás, fale com a programação de gás da Necta antes de ultrapassar a QDC.',
    ]);

  const top = facts.takeOrPay;
  if (top && top.likely && top.projected !== null) {
    const minimum = top.takeOrPayMinimum > top.shipOrPayMinimum ? top.takeOrPayMinimum : top.shipOrPayMinimum;
    const which = top.takeOrPayMinimum >= top.shipOrPayMinimum ? 'take-or-pay' : 'ship-or-pay';
    decide('take-or-pay', month, [
      `Contrato ${consumerCode}: no ritmo atual, o volume projetado até ${brDate(top.to)} é de ${m3(top.projected)}, abaixo do mínimo de ${m3(minimum)} (${which}).`,
      `A falta projetada é de ${m3(top.settlementShortfall)}; a apuração de ${brDate(top.settlementOn)} traria ${money(top.settlementCents)}.`,
      top.dailyToAvoid !== null
        ? `O que fazer: para evitar a cobrança, retire em média ${m3(top.dailyToAvoid)} por dia até ${brDate(top.to)} e programe esses volumes na Programação de consumo.`
        : 'O que fazer: fale com a Necta sobre a apuração do período.',
    ]);
  }

  const outside = facts.imbalance.filter((d) => d.outside > 0n);
  if (outside.length) {
    const first = outside[0]!;
    const charge = outside.reduce((a, d) => a + d.chargeCents, 0n);
    decide('desequilibrio', month, [
      `Contrato ${consumerCode}: em ${brDate(first.date)} o volume medido (${m3(first.measured)}) ficou fora da faixa de ${pct(term.imbalanceToleranceBp)} em torno do programado (${m3(first.programmed)}): ${m3(first.outside)} fora da faixa.`,
      `Neste mês, até ontem, ${outside.length === 1 ? '1 dia fora da faixa soma' : `${outside.length} dias fora da faixa somam`} cobrança simulada de ${money(charge)}.`,
      'O que fazer: programe a cada dia o volume que espera consumir e, se o consumo mudar, ajuste a programação dentro dos horários permitidos.',
    ]);
  }
  return out;
}
