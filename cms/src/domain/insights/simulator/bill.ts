/**
 * The simulated month's bill (issue 25 §4; docs/insights-simulator.md): `computeBill` of the
 * explained bill (§1) for 30 days under the tariff of the class in force when the site was built,
 * each line with a plain sentence, adding up to the total to the cent. Pure.
 */
import { computeBill, type BillLine, type TariffClass } from '../explain/bill';
import { m3Text } from './rules';
import type { SimulatorTariff } from './types';

export const SIMULATOR_CLASSES: readonly { value: TariffClass; label: string }[] = [
  { value: 'RESIDENCIAL', label: 'Residencial' },
  { value: 'COMERCIAL', label: 'Comercial' },
];

export interface SimulatedLine {
  label: string;
  sentence: string;
  amountCents: number;
}

/** "6.920000" → "6,92"; "0.123400" → "0,1234": a decimal text of the tariff, exact, at least 2 places. */
export function decimalPtBr(value: string): string {
  const [whole = '0', fraction = ''] = value.split('.');
  const places = fraction.replace(/0+$/, '').padEnd(2, '0');
  return `${BigInt(whole).toLocaleString('pt-BR')},${places}`;
}

/** "7.000" → "7"; "12.500" → "12,5": a volume text of the bill without trailing zeros. */
const m3PtBr = (value: string) => {
  const [whole = '0', fraction = ''] = value.split('.');
  const places = fraction.replace(/0+$/, '');
  return `${BigInt(whole).toLocaleString('pt-BR')}${places ? `,${places}` : ''}`;
};

function explain(line: BillLine): SimulatedLine {
  switch (line.kind) {
    case 'TIER': {
      const label = line.tierLabel ?? `${line.tier}ª faixa`;
      const range =
        line.upToM3 === null || line.upToM3 === undefined
          ? `acima de ${m3PtBr(line.fromM3 ?? '0')} m³`
          : `de ${m3PtBr(line.fromM3 ?? '0')} a ${m3PtBr(line.upToM3)} m³`;
      return {
        label: `Consumo — ${label}`,
        sentence: `${m3PtBr(line.m3 ?? '0')} m³ da faixa ${range}, a R$ ${decimalPtBr(line.pricePerM3 ?? '0')} por m³ (sem tributos).`,
        amountCents: line.amountCents,
      };
    }
    case 'FIXED':
      return {
        label: 'Parcela fixa',
        sentence: `Valor mensal cobrado independentemente do consumo: R$ ${decimalPtBr(line.fixedPerMonth ?? '0')} (sem tributos).`,
        amountCents: line.amountCents,
      };
    case 'TAX':
      return {
        label: line.taxName ?? 'Tributo',
        sentence: line.inside
          ? `${decimalPtBr(line.ratePercent ?? '0').replace(/,00$/, '')} % calculado "por dentro": o tributo faz parte da própria base, como o ICMS é cobrado em São Paulo.`
          : `${decimalPtBr(line.ratePercent ?? '0').replace(/,00$/, '')} % sobre o consumo e a parcela fixa.`,
        amountCents: line.amountCents,
      };
    default:
      return { label: 'Outros itens', sentence: '', amountCents: line.amountCents };
  }
}

/** The month's bill for `litres` under `tariff`: its lines explained and the total (the lines' sum). */
export function simulateBill(tariff: SimulatorTariff, litres: bigint): { lines: SimulatedLine[]; totalCents: number } {
  const bill = computeBill({
    tariffClass: tariff.tariffClass,
    // A month of 30 days wholly under this tariff (the dates only frame the period).
    periodStart: '2000-01-01',
    periodEnd: '2000-01-31',
    correctedM3: m3Text(litres),
    tariffs: [{ ...tariff, validFrom: '2000-01-01', validTo: null }],
  });
  return { lines: bill.lines.map(explain), totalCents: bill.totalCents };
}
