/**
 * The declaration's texts (designed for this portal, listed in docs/spec-deviations.md and
 * docs/collections-declaration.md): the screen's states, the public check's answers, the statement
 * of Lei nº 12.007/2009 the document carries, and the masks of the public check.
 */
import type { DeclarationYear } from './rules';

export const LAW_NAME = 'Lei nº 12.007, de 29 de julho de 2009';
export const LAW_URL = 'https://www.planalto.gov.br/ccivil_03/_ato2007-2010/2009/lei/l12007.htm';

const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;

/** 'janeiro', 'janeiro e março', 'janeiro, março e maio'. */
export function monthList(months: readonly number[]): string {
  const names = months.map((m) => MONTHS[m - 1]!);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} e ${names.at(-1)}`;
}

export const DECLARATION_MESSAGES = {
  codeInvalid: 'Código de verificação inválido. Confira os 16 caracteres impressos na declaração.',
  codeUnknown: 'Nenhuma declaração foi emitida com este código. Confira o código impresso na declaração.',
  yearInvalid: 'Ano inválido.',
  yearNotDeclarable: 'Não há declaração de quitação para este ano.',
  downloadFailed: 'Não foi possível baixar a declaração. Tente novamente.',
} as const;

/** Why a year shows no download, or what a partial one leaves out (the screen's line for the year). */
export function yearExplanation(entry: Pick<DeclarationYear, 'state' | 'excludedMonths' | 'unpaidMonths' | 'billedMonths'>): string {
  if (entry.state === 'FULL') return 'Todas as faturas do ano foram pagas.';
  if (entry.state === 'PARTIAL')
    return `Declaração parcial: ${entry.excludedMonths.length === 1 ? 'o mês de' : 'os meses de'} ${monthList(entry.excludedMonths)} ${entry.excludedMonths.length === 1 ? 'fica excluído' : 'ficam excluídos'} por débito em discussão judicial.`;
  if (entry.unpaidMonths.length)
    return `Sem declaração: há ${entry.unpaidMonths.length === 1 ? 'fatura não paga com vencimento em' : 'faturas não pagas com vencimento em'} ${monthList(entry.unpaidMonths)}. Quite os débitos do ano para obter a declaração.`;
  return 'Sem declaração: todos os débitos do ano estão em discussão judicial.';
}

/**
 * The line the bill due in May carries (art. 3º: the declaration goes with that bill), for a year
 * that has a declaration.
 */
export function mayBillLine(year: number, partial: boolean): string {
  return (
    `Declaração anual de quitação de débitos de ${year} (${LAW_NAME}): ${partial ? 'parcial, ' : ''}disponível gratuitamente ` +
    `na Área do Cliente, em Declaração de quitação. Ela substitui os comprovantes de pagamento mensais de ${year}.`
  );
}

/** The statement of art. 4º the declaration carries. */
export function dischargeStatement(year: number, partial: boolean): string {
  return (
    `Declaramos, nos termos da ${LAW_NAME}, que o titular acima quitou os débitos das faturas de gás natural ` +
    `com vencimento em ${year}${partial ? ', exceto os dos meses excluídos abaixo' : ''}. ` +
    `Conforme o art. 4º da lei, esta declaração substitui, para a comprovação do cumprimento das obrigações do consumidor, ` +
    `as quitações dos faturamentos mensais dos débitos do ano a que se refere e dos anos anteriores.`
  );
}

/** 'MARIA DA SILVA' → 'M**** D* S****': the first letter of each word. */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .map((word) => (word.length <= 1 ? word : `${word[0]}${'*'.repeat(word.length - 1)}`))
    .join(' ');
}

/** '123456789' → '******789': the last three characters. */
export function maskCode(code: string): string {
  return code.length <= 3 ? code : `${'*'.repeat(code.length - 3)}${code.slice(-3)}`;
}
