/** The terms the customer accepts (shown before acceptance and stored with the agreement, date, time and who). */
import { formatCents } from '../../invoices/money';
import type { SimulationOption } from './simulation';

const brDate = (iso: string) => iso.split('-').reverse().join('/');

export function agreementTerms(input: {
  numDocs: readonly string[];
  debtCents: number;
  option: SimulationOption;
  downPaymentDueDate: string;
  monthlyRateBp: number;
}): string {
  const { option } = input;
  const rate = (input.monthlyRateBp / 100).toFixed(2).replace('.', ',');
  const parts =
    option.instalments === 1
      ? `1 parcela de ${formatCents(option.lastInstalmentCents)}`
      : option.instalmentCents === option.lastInstalmentCents
        ? `${option.instalments} parcelas mensais de ${formatCents(option.instalmentCents)}`
        : `${option.instalments} parcelas mensais, ${option.instalments - 1} de ${formatCents(option.instalmentCents)} e a última de ${formatCents(option.lastInstalmentCents)}`;
  return [
    `Acordo de parcelamento das faturas ${input.numDocs.join(', ')}, no valor total de ${formatCents(input.debtCents)}.`,
    `Entrada de ${formatCents(option.downPaymentCents)}, com vencimento em ${brDate(input.downPaymentDueDate)}, e ${parts}, cobradas nas próximas faturas.`,
    `Juros de ${rate}% ao mês (${formatCents(option.interestCents)}); valor total de ${formatCents(option.totalCents)}; Custo Efetivo Total (CET) de ${option.cetMonthlyText}% ao mês e ${option.cetAnnualText}% ao ano.`,
    'As faturas negociadas passam à situação "Negociada". Se a entrada não for paga até o vencimento, o acordo é desfeito: as faturas voltam a ficar vencidas e as parcelas são canceladas.',
  ].join('\n');
}
