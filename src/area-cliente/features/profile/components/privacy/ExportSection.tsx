import { useState } from 'react';
import { EXPORT_STATUS_LABELS } from '@domain/privacy/rules';
import { formatDateTimeAt } from '~/lib/format';
import { saveBlob } from '~/lib/save-blob';
import { Button } from '~/components/ui/Button';
import { toast } from '~/components/ui/toast';
import { downloadExport } from '../../api/download-export';
import { useLatestExport } from '../../api/get-latest-export';
import { requestExport } from '../../api/request-export';
import { failure } from './failure';
import styles from '../Privacy.module.css';

/** 'Exportar meus dados': asks for the zip, follows its job and saves it when ready (PORTAL-API.md §13). */
export function ExportSection() {
  const latest = useLatestExport(true);
  const [asking, setAsking] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const job = latest.data?.data ?? null;
  const running = job?.status === 'WAITING' || job?.status === 'PROCESSING';

  const ask = async () => {
    setAsking(true);
    try {
      const answer = await requestExport();
      toast.success(answer.message);
      await latest.mutate({ data: answer.data }, { revalidate: true });
    } catch (error) {
      toast.error(failure(error), { duration: 7000 });
      void latest.mutate();
    } finally {
      setAsking(false);
    }
  };

  const save = async () => {
    if (!job?.downloadPath) return;
    setDownloading(true);
    try {
      const blob = await downloadExport(job.downloadPath);
      saveBlob(blob, job.fileName ?? 'meus-dados-necta.zip');
    } catch (error) {
      toast.error(failure(error), { duration: 7000 });
      void latest.mutate();
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="privacidade-exportar">
      <h2 id="privacidade-exportar">Exportar meus dados</h2>
      <p>
        Receba um arquivo .zip com tudo o que a área do cliente guarda sobre você: um arquivo JSON completo e uma planilha CSV para cada
        tipo de dado. O arquivo fica pronto em alguns minutos; avisamos por e-mail e notificação. O download só funciona com o seu acesso e
        fica disponível por 24 horas.
      </p>
      <div role="status" className={styles.status}>
        {job ? (
          <p>
            Situação da exportação: <strong>{EXPORT_STATUS_LABELS[job.status]}</strong>
            {job.status === 'READY' && job.expiresAt ? ` — disponível até ${formatDateTimeAt(job.expiresAt)}` : ''}
          </p>
        ) : (
          <p>Você ainda não pediu uma exportação.</p>
        )}
      </div>
      <div className={styles.actions}>
        {job?.status === 'READY' && job.downloadPath && (
          <Button onClick={() => void save()} loading={downloading}>
            Baixar arquivo
          </Button>
        )}
        <Button variant={job?.status === 'READY' ? 'secondary' : 'primary'} onClick={() => void ask()} loading={asking} disabled={running}>
          {job?.status === 'READY' ? 'Gerar novo arquivo' : 'Solicitar exportação'}
        </Button>
      </div>
    </section>
  );
}
