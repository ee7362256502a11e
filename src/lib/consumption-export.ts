/**
 * ★ `GET /api/consumption-schedule/export?contractId&dateStartAt&dateEndAt` (PORTAL-API.md §17):
 * a contract's daily requested / programmed / consumed volumes as CSV, saved under the
 * server's name. Shared by the client's programming page and the programmer's client list.
 */
import { api } from './api-client';
import { saveBlob } from './save-blob';

export async function downloadConsumptionCsv(query: { contractId?: string; dateStartAt: string; dateEndAt: string }): Promise<void> {
  const blob = await api.get<Blob>('consumption-schedule/export', { query, responseType: 'blob', headers: { accept: 'text/csv' } });
  saveBlob(blob, `Programacao_${query.dateStartAt}_${query.dateEndAt}.csv`);
}

/** Thousand separators out, decimal comma to point: what the volume inputs send (spec 03 §5). */
export const volumeForApi = (typed: string) => {
  const t = typed.trim();
  return t.includes(',') ? t.replace(/\./g, '').replace(',', '.') : /^\d{1,3}(\.\d{3})+$/.test(t) ? t.replace(/\./g, '') : t;
};
