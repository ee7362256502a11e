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

/** A volume text of the API ('1234.5') in pt-BR with m³ ('1.234,5 m³'); '—' for none. */
export function m3(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const [whole, fraction] = value.split('.');
  const grouped = new Intl.NumberFormat('pt-BR').format(BigInt(whole!));
  return `${grouped}${fraction ? `,${fraction}` : ''} m³`;
}

/** Thousand separators out, decimal comma to point: what the volume inputs send (spec 03 §5). */
export const volumeForApi = (typed: string) => {
  const t = typed.trim();
  return t.includes(',') ? t.replace(/\./g, '').replace(',', '.') : /^\d{1,3}(\.\d{3})+$/.test(t) ? t.replace(/\./g, '') : t;
};

/** dd/MM/yyyy of a YYYY-MM-DD. */
export const brDay = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
