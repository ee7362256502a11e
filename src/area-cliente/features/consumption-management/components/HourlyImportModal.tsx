import { HOURLY_COLUMNS, HOURLY_IMPORT_MESSAGES } from '@domain/consumption/hourly';
import { toast } from '~/components/ui/toast';
import { ImportModal } from '~/components/ui/upload/ImportModal';
import { UPLOAD_ACCEPT } from '~/lib/file-upload';
import { waitForHourlyImport } from '../api/get-hourly-import';
import { uploadHourly } from '../api/upload-hourly';

/**
 * The dashboard's 'Medições horárias' (issue 26 §5): one .xlsx or .csv of hourly measured volumes
 * per contract, date and hour, sent like the daily file ('Atualizar'): a progress bar while the
 * bytes go up, then 'Processando…' until the job ends. A file with any invalid row is refused
 * whole by the server: the dialog stays open with every refused line under the field.
 */
export function HourlyImportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ImportModal
      open={open}
      onClose={onClose}
      title="Enviar medições horárias"
      label="Arquivo de medições horárias (.xlsx ou .csv)"
      hint={`Colunas na primeira linha: ${HOURLY_COLUMNS.join(', ')} (hora de 0 a 23, horário de Brasília; volume em m³). Uma linha por contrato, dia e hora; um arquivo de até 10 MB. Uma linha inválida recusa o arquivo inteiro.`}
      accept={{ ...UPLOAD_ACCEPT.xlsx, ...UPLOAD_ACCEPT.csv }}
      extensions={['xlsx', 'csv']}
      wrongFormat={HOURLY_IMPORT_MESSAGES.wrongFormat}
      processing="Processando o arquivo…"
      failed={HOURLY_IMPORT_MESSAGES.notUpdated}
      upload={uploadHourly}
      waitFor={waitForHourlyImport}
      onEnded={(batch) => {
        if (batch.status === 'PROCESSED') toast.success(HOURLY_IMPORT_MESSAGES.done);
        else toast.error(HOURLY_IMPORT_MESSAGES.notUpdated);
      }}
    />
  );
}
