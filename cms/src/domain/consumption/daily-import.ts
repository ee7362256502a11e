/**
 * The daily-data upload of the dashboard's 'Atualizar' (spec 03 §2.6, spec 02 §2.10; PORTAL-API.md
 * §17 "Daily data upload"): an .xlsx whose rows are the measured consumption (QDR, m³) of one
 * industrial contract on one day. Pure row rules: the server checks the contract when the row is
 * applied; the client area shows the same column names.
 */
import { parseBrDate, type Row, type RowResult } from '../batches/rows';
import type { IsoDate } from '../time/sao-paulo';
import { parseVolume, volumeText } from './volumes';

/** Job kind stored in `batches.kind` (GET /api/batches?kind=daily-data). */
export const DAILY_IMPORT_KIND = 'daily-data';

/** Columns of the sheet (first sheet, header in row 1, names matched without case or accents). */
export const DAILY_XLSX_COLUMNS = ['Código do cliente', 'Data', 'QDR'] as const;

/** At most this many data rows per file. */
export const DAILY_MAX_ROWS = 20_000;

export const DAILY_IMPORT_MESSAGES = {
  queued: 'Dados diários enviados com sucesso!',
  /** Spec 02 §5 "Uploads": every row applied. */
  done: 'Os dados diários foram atualizados com sucesso.',
  /** Spec 02 §5 "Uploads": the upload or its job failed, or no row could be applied. */
  notUpdated: 'Não foi possível atualizar os dados diários. Por favor, tente novamente.',
  /** Not in the spec: some rows applied, some refused (they are listed in 'Acompanhar programação'). */
  doneWithErrors: (errors: number) =>
    errors === 1
      ? 'Dados diários atualizados; 1 linha foi recusada (veja em Acompanhar programação).'
      : `Dados diários atualizados; ${errors} linhas foram recusadas (veja em Acompanhar programação).`,
  failed: 'Arquivo não adicionado. Tente novamente',
  required: (column: string) => `A coluna ${column} é obrigatória.`,
  consumerCode: 'Código do cliente inválido: use só dígitos (até 12).',
  contractNotFound: 'Contrato industrial não encontrado para este código do cliente.',
  date: 'Data inválida: use dd/mm/aaaa.',
  future: 'A data do consumo não pode ser posterior a hoje.',
  volume: (message: string) => `QDR inválido: ${message}.`,
  tooLarge: 'QDR inválido: use no máximo 12 dígitos antes da vírgula.',
} as const;

export interface DailyRowValue {
  consumerCode: string;
  date: IsoDate;
  /** Exact decimal text in m³ ('1234.5'). */
  qdr: string;
}

/** One sheet row → the contract code, day and QDR, or the Portuguese reason it is refused. */
export function parseDailyRow(row: Row, today: IsoDate): RowResult<DailyRowValue> {
  const M = DAILY_IMPORT_MESSAGES;
  const [codeColumn, dateColumn, qdrColumn] = DAILY_XLSX_COLUMNS;
  const code = (row[codeColumn] ?? '').trim();
  const dateText = (row[dateColumn] ?? '').trim();
  const qdrText = (row[qdrColumn] ?? '').trim();
  if (!code) return { ok: false, reason: M.required(codeColumn) };
  if (!/^\d{1,12}$/.test(code)) return { ok: false, reason: M.consumerCode };
  if (!dateText) return { ok: false, reason: M.required(dateColumn) };
  const date = parseBrDate(dateText);
  if (!date) return { ok: false, reason: M.date };
  if (date > today) return { ok: false, reason: M.future };
  if (!qdrText) return { ok: false, reason: M.required(qdrColumn) };
  const volume = parseVolume(qdrText.replace(/\s/g, ''));
  if (!volume.ok) return { ok: false, reason: M.volume(volume.message) };
  if (volume.litres >= 10n ** 15n) return { ok: false, reason: M.tooLarge };
  return { ok: true, value: { consumerCode: code, date, qdr: volumeText(volume.litres) } };
}
