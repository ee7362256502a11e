/** The export archive: a zip (jszip) with dados.json (everything), one CSV per kind and a LEIA-ME.txt. */
import JSZip from 'jszip';
import { EXPORT_KINDS, type ExportKind } from '../../domain/privacy/rules';
import { objectsToCsv } from '../core/csv';
import type { UserData } from './export-data';

export async function buildArchive(data: UserData, generatedAt: Date): Promise<Buffer> {
  const zip = new JSZip();
  const date = generatedAt;
  zip.file('dados.json', JSON.stringify({ geradoEm: generatedAt.toISOString(), ...data }, null, 2), { date });
  const listed: string[] = [];
  for (const kind of Object.keys(EXPORT_KINDS) as ExportKind[]) {
    const rows = data[kind];
    if (!rows) continue;
    // The CSVs start with a BOM so spreadsheets read the accents as UTF-8.
    zip.file(`${kind}.csv`, objectsToCsv(rows as Record<string, unknown>[], { delimiter: ',' }), { date });
    listed.push(`${kind}.csv — ${EXPORT_KINDS[kind]} (${rows.length})`);
  }
  const readme = [
    'Seus dados na área do cliente da Necta Gás Natural (LGPD, art. 18, II e V).',
    `Gerado em ${generatedAt.toISOString()}.`,
    '',
    'dados.json — todos os dados em um só arquivo (JSON, UTF-8).',
    ...listed,
    '',
    'Datas e horas em UTC (ISO 8601); valores em centavos de real.',
  ].join('\r\n');
  zip.file('LEIA-ME.txt', readme, { date });
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 6 } });
}
