/**
 * The plain Portuguese sentence of each line of the bill explained and of each reason it differs
 * (issue 25 §1, docs/insights-explain.md; designed texts listed there). The screen and the PDF say
 * the same. Pure.
 */
import { formatCents } from '../../invoices/money';
import type { BillLine } from './bill';
import type { Reason, ReadingType } from './compare';

/** The bill's reading type as the screen and the PDF say it ("Tipo de leitura"). */
export const READING_TYPE_LABELS: Record<ReadingType, string> = {
  REAL: 'leitura real, feita pela Necta no medidor',
  ESTIMATED: 'leitura estimada',
  INFORMED: 'leitura informada pelo cliente',
};

const number = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 3 });
const price = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 6 });
const m3 = (text: string | number | undefined) => `${number.format(Number(text ?? 0))} m³`;
const reais = (text: string | undefined) => `R$ ${price.format(Number(text ?? 0))}`;
const proRata = (line: BillLine) =>
  line.days !== undefined && line.periodDays !== undefined && line.days !== line.periodDays
    ? ` Como a tarifa mudou no período, vale por ${line.days} dos ${line.periodDays} dias.`
    : '';

/** The line's title, as the bill prints it. */
export function lineTitle(line: BillLine): string {
  switch (line.kind) {
    case 'TIER':
      return line.upToM3 ? `Consumo de ${m3(line.fromM3)} a ${m3(line.upToM3)}` : `Consumo acima de ${m3(line.fromM3)}`;
    case 'FIXED':
      return 'Parte fixa';
    case 'TAX':
      return `${line.taxName ?? 'Tributo'} (${price.format(Number(line.ratePercent ?? 0))} %)`;
    case 'NEGOTIATION_INSTALMENT':
      return line.reference ? `Parcela do acordo ${line.reference}` : 'Parcela de acordo';
    case 'RECONNECTION_INSTALMENT':
      return line.reference ? `Parcela ${line.reference} da religação` : 'Parcela da religação';
    case 'FINE':
      return 'Multa por atraso';
    case 'INTEREST':
      return 'Juros por atraso';
    case 'CREDIT':
      return 'Crédito';
  }
}

/** One sentence saying where the line's amount comes from. */
export function lineSentence(line: BillLine): string {
  switch (line.kind) {
    case 'TIER':
      return `${m3(line.m3)} nesta faixa × ${reais(line.pricePerM3)} por m³.${proRata(line)}`;
    case 'FIXED':
      return `Valor mensal que cobre a disponibilidade do gás na sua casa, de ${reais(line.fixedPerMonth)} por mês.${proRata(line)}`;
    case 'TAX':
      return line.inside
        ? `Imposto calculado "por dentro": ${price.format(Number(line.ratePercent ?? 0))} % de ${formatCents(line.baseCents)}, o valor do gás já com os impostos.`
        : `${price.format(Number(line.ratePercent ?? 0))} % sobre ${formatCents(line.baseCents)}, o valor do gás sem impostos.`;
    case 'NEGOTIATION_INSTALMENT':
      return 'Parcela do acordo de pagamento de débitos, cobrada nesta fatura.';
    case 'RECONNECTION_INSTALMENT':
      return 'Parcela do serviço de religação do fornecimento, cobrada nesta fatura.';
    case 'FINE':
      return `Multa de 2 % sobre a fatura ${line.reference ?? 'anterior'}, paga depois do vencimento.`;
    case 'INTEREST':
      return `Juros de 1 % ao mês, proporcionais aos dias de atraso da fatura ${line.reference ?? 'anterior'}.`;
    case 'CREDIT':
      return 'Valor a seu favor, descontado desta fatura.';
  }
}

/** One sentence for a reason this bill differs, `against` naming the other bill ('a fatura anterior'). */
export function reasonSentence(reason: Reason, against: string): string {
  const cents = formatCents(Math.abs(reason.impactCents));
  switch (reason.kind) {
    case 'MORE_M3':
      return `Você usou mais gás: ${m3(reason.to)} contra ${m3(reason.from)} em ${against} (cerca de ${cents} a mais).`;
    case 'LESS_M3':
      return `Você usou menos gás: ${m3(reason.to)} contra ${m3(reason.from)} em ${against} (cerca de ${cents} a menos).`;
    case 'MORE_DAYS':
      return `O período teve ${reason.to} dias, contra ${reason.from} em ${against}: só os dias a mais explicam cerca de ${m3(reason.m3)}.`;
    case 'FEWER_DAYS':
      return `O período teve ${reason.to} dias, contra ${reason.from} em ${against}: só os dias a menos explicam cerca de ${m3(String(reason.m3 ?? '0').replace('-', ''))} a menos.`;
    case 'TARIFF_UP':
      return `A tarifa subiu desde ${against} (cerca de ${cents} a mais).`;
    case 'TARIFF_DOWN':
      return `A tarifa baixou desde ${against} (cerca de ${cents} a menos).`;
    case 'ESTIMATED_READING':
      return 'A leitura desta fatura foi estimada: a diferença será acertada na próxima leitura real.';
    case 'PREVIOUS_ESTIMATED':
      return `A leitura de ${against} foi estimada: esta fatura acerta a diferença.`;
    case 'FINE':
    case 'INTEREST':
      return reason.impactCents > 0
        ? `Esta fatura tem ${reason.kind === 'FINE' ? 'multa' : 'juros'} por atraso de ${formatCents(reason.impactCents)}.`
        : `${against[0]!.toUpperCase()}${against.slice(1)} tinha ${reason.kind === 'FINE' ? 'multa' : 'juros'} por atraso de ${cents}.`;
    case 'NEGOTIATION_INSTALMENT':
      return reason.impactCents > 0
        ? `Esta fatura tem parcela de acordo (${cents} a mais).`
        : `Esta fatura tem menos parcela de acordo (${cents} a menos).`;
    case 'RECONNECTION_INSTALMENT':
      return reason.impactCents > 0
        ? `Esta fatura tem parcela de religação (${cents} a mais).`
        : `Esta fatura não tem a parcela de religação (${cents} a menos).`;
    case 'CREDIT':
      return reason.impactCents < 0
        ? `Esta fatura tem um crédito a seu favor (${cents} a menos).`
        : `${against[0]!.toUpperCase()}${against.slice(1)} tinha um crédito (${cents}).`;
  }
}
