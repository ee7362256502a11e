import { BATCH_MESSAGES as M } from '@domain/batches/messages';
import { DAILY_IMPORT_MESSAGES, DAILY_XLSX_COLUMNS } from '@domain/consumption/daily-import';
import { toast } from '~/components/ui/toast';
import { ImportModal } from '~/components/ui/upload/ImportModal';
import { UPLOAD_ACCEPT } from '~/lib/file-upload';
import { waitForDailyImport } from '../api/get-daily-import';
import { uploadDaily } from '../api/upload-daily';

/**
 * The dashboard's 'Atualizar' (spec 03 §2.6, spec 02 §2.10): one .xlsx of daily measured
 * consumption (QDR) in a react-dropzone field, a progress bar while the bytes go up, then
 * 'Processando…' until the job ends; the dashboard's figures are then read again and a toast
 * tells how it went with the spec's texts (spec 02 §5 "Uploads"): every row applied → 'Os dados
 * diários foram atualizados com sucesso.'; the upload refused, the job failed or no row applied →
 * 'Não foi possível atualizar os dados diários. Por favor, tente novamente.' (a file the server
 * refused keeps the dialog open with the server's reason under the field). Some rows refused (not
 * in the spec) → how many, listed in 'Acompanhar programação'.
 */
export function DailyImportModal({
  open,
  onClose,
  onImported,
}: {
  open: boolean;
  onClose: () => void;
  /** Reads the dashboard's figures again (each query through its own key). */
  onImported: () => Promise<unknown>;
}) {
  return (
    <ImportModal
      open={open}
      onClose={onClose}
      title="Atualizar dados diários"
      label="Planilha de consumo diário (.xlsx)"
      hint={`Colunas na primeira linha: ${DAILY_XLSX_COLUMNS.join(', ')} (m³). Uma linha por contrato e dia; um arquivo de até 10 MB.`}
      accept={UPLOAD_ACCEPT.xlsx}
      extensions={['xlsx']}
      wrongFormat={M.wrongFormatXlsx}
      processing="Processando a planilha…"
      failed={DAILY_IMPORT_MESSAGES.notUpdated}
      upload={uploadDaily}
      waitFor={waitForDailyImport}
      onEnded={async (batch) => {
        await onImported();
        // A batch is ERROR as soon as one row is refused: it failed only when no row was applied.
        if (batch.errorItems >= batch.totalItems) toast.error(DAILY_IMPORT_MESSAGES.notUpdated);
        else if (batch.errorItems > 0) toast.error(DAILY_IMPORT_MESSAGES.doneWithErrors(batch.errorItems));
        else toast.success(DAILY_IMPORT_MESSAGES.done);
      }}
    />
  );
}
