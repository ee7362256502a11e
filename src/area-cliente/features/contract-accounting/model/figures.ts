/**
 * What the cockpit's figures mean, in Portuguese (docs/contract-accounting.md): the sentence each
 * panel shows and what the client can do about it. Pure: the screen and the component test read them.
 */
import type { CockpitView } from '@domain/contract-accounting/cockpit';
import { formatCents, formatDate, formatVolume } from '~/lib/format';

export type Cockpit = CockpitView;

/** A signed volume text ('-1500.5') in pt-BR: '−1.500,5 m³'. */
export function signedVolume(value: string): string {
  return value.startsWith('-') ? `−${formatVolume(value.slice(1))}` : formatVolume(value);
}

/** The volume text as a number of m³ for a chart (display only; the tables keep the exact text). */
export const chartM3 = (value: string | null) => (value === null ? 0 : Number(value));

/** '5 %' from '5', '5,5 %' from '5.5'. */
export const percentLabel = (value: string) => `${value.replace('.', ',')} %`;

export function todaySentences(view: Cockpit): { status: string; band: string | null } | null {
  const t = view.todayPanel;
  if (!t) return null;
  const tolerance = view.current ? percentLabel(view.current.overrunTolerancePercent) : '';
  const status = {
    'no-data': 'Ainda não há consumo parcial registrado hoje: a projeção aparece quando a medição parcial do dia for lançada.',
    within: 'A projeção do dia está dentro da QDC.',
    'above-qdc': `A projeção passa da QDC, mas fica dentro da tolerância de ${tolerance}: não há penalidade se o consumo não subir mais.`,
    overrun: `A projeção passa da QDC mais a tolerância: se o dia fechar assim, ${formatVolume(t.projectedOver)} acima da QDC gerariam penalidade simulada de ${formatCents(t.projectedPenaltyCents)}. Reduza a retirada até o fim do dia de gás ou fale com a programação da Necta.`,
  }[t.status];
  const band =
    t.bandStatus === 'above'
      ? 'A projeção está acima da faixa de tolerância do volume programado: ajuste a programação (ajuste intradiário até 11h) ou reduza a retirada para evitar cobrança de desequilíbrio.'
      : t.bandStatus === 'below'
        ? 'A projeção está abaixo da faixa de tolerância do volume programado: ajuste a programação (ajuste intradiário até 11h) para evitar cobrança de desequilíbrio.'
        : t.bandStatus === 'within'
          ? 'A projeção está dentro da faixa de tolerância do volume programado.'
          : null;
  return { status, band };
}

export function overrunSentence(view: Cockpit): string {
  const m = view.overrun.month;
  const count = m.days.length;
  if (count === 0) return 'Nenhum dia de ultrapassagem neste mês.';
  return `${count} ${count === 1 ? 'dia' : 'dias'} de ultrapassagem neste mês: ${formatVolume(m.over)} acima da QDC, penalidade simulada de ${formatCents(m.penaltyCents)}.`;
}

export function takeOrPaySentences(view: Cockpit): string[] {
  const p = view.takeOrPay;
  if (!p) return [];
  const out: string[] = [];
  const period = p.period === 'annual' ? 'ano contratual' : 'mês';
  if (p.projected === null) out.push(`Ainda não há medição fechada neste ${period}: a projeção aparece a partir do primeiro dia medido.`);
  else out.push(`No ritmo atual, o ${period} fecharia com ${formatVolume(p.projected)} retirados.`);
  if (p.likely)
    out.push(
      `Falta projetada de ${formatVolume(p.settlementShortfall)} em relação ao mínimo: a apuração de ${formatDate(p.settlementOn)} traria ${formatCents(p.settlementCents)} se nada mudar.`,
    );
  else if (p.projected !== null) out.push('No ritmo atual, o mínimo será atingido: sem cobrança na apuração.');
  if (p.dailyToAvoid !== null && p.likely)
    out.push(`Para evitar a cobrança, retire em média ${formatVolume(p.dailyToAvoid)} por dia até ${formatDate(p.to)}.`);
  if (p.makeUp)
    out.push(
      p.makeUp.expiresOn
        ? `Saldo de make-up (volume pago e não retirado em anos anteriores): ${formatVolume(p.makeUp.balance)}, que pode ser retirado até ${formatDate(p.makeUp.expiresOn)}, depois de atingido o mínimo do ano.`
        : 'Sem saldo de make-up a recuperar.',
    );
  return out;
}

export function imbalanceSentence(view: Cockpit): string {
  const i = view.imbalance;
  if (i.days.length === 0) return 'Ainda não há dias com volume programado e medido neste mês.';
  const last = i.days[i.days.length - 1]!;
  const cumulative =
    last.cumulativeOutside === '0'
      ? `No acumulado do mês, a diferença (${signedVolume(last.cumulativeDifference)}) está dentro da faixa (${formatVolume(last.cumulativeBand)}).`
      : `No acumulado do mês, a diferença (${signedVolume(last.cumulativeDifference)}) passa da faixa (${formatVolume(last.cumulativeBand)}) em ${formatVolume(last.cumulativeOutside)}.`;
  const days =
    i.daysOutside === 0
      ? 'Nenhum dia fora da faixa de tolerância neste mês.'
      : `${i.daysOutside} ${i.daysOutside === 1 ? 'dia' : 'dias'} fora da faixa de tolerância, cobrança simulada de ${formatCents(i.chargeCents)}. Programe volumes mais próximos do consumo real.`;
  return `${days} ${cumulative}`;
}
