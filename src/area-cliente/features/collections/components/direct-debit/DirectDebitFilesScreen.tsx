import { useId, useState, type FormEvent } from 'react';
import type { DirectDebitFileView } from '@domain/collections/direct-debit/types';
import { ACCESS_MESSAGES } from '@domain/messages';
import { Button } from '~/components/ui/Button';
import fieldStyles from '~/components/ui/form/Field.module.css';
import { toast } from '~/components/ui/toast';
import { ApiError } from '~/lib/api-client';
import { formatDate } from '~/lib/format';
import { directDebitFileUrl, useDirectDebitFiles } from '../../api/direct-debit-files';
import { uploadDebitReturn } from '../../api/upload-debit-return';
import styles from './DirectDebit.module.css';

const STATUS: Record<DirectDebitFileView['status'], string> = {
  WAITING: 'Na fila',
  PROCESSING: 'Processando',
  DONE: 'Concluído',
  ERROR: 'Erro',
};

/**
 * /area-cliente/debito-automatico-arquivos (administrators; docs/collections-direct-debit.md):
 * the remessas written each business day per bank (download) and the banks' retornos — sent here,
 * checked whole (a bad file is refused with the reason and nothing is applied), then applied.
 */
export default function DirectDebitFilesScreen() {
  const inputId = useId();
  const { data, error, mutate } = useDirectDebitFiles();
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setRefusal('Escolha o arquivo de retorno do banco.');
      return;
    }
    setSending(true);
    setRefusal(null);
    try {
      const content = new TextDecoder('latin1').decode(await file.arrayBuffer());
      const answer = await uploadDebitReturn(file.name, content);
      toast.success(answer.message);
      setFile(null);
      const input = document.getElementById(inputId) as HTMLInputElement | null;
      if (input) input.value = '';
      await mutate();
    } catch (e) {
      setRefusal((e instanceof ApiError && e.serverMessage) || ACCESS_MESSAGES.unexpected);
    } finally {
      setSending(false);
    }
  };

  const files = data?.data ?? [];
  return (
    <section className={styles.screen} aria-labelledby="arquivos-title">
      <h1 id="arquivos-title">Arquivos de débito automático</h1>
      <p className={styles.lead}>
        As remessas são geradas em cada dia útil, uma por banco conveniado (layout FEBRABAN de 150 posições, versão 08). Envie aqui os
        arquivos de retorno recebidos dos bancos.
      </p>
      <form className={styles.card} onSubmit={submit} noValidate>
        <h2>Enviar arquivo de retorno</h2>
        <label className={fieldStyles.label} htmlFor={inputId}>
          Arquivo de retorno
        </label>
        <input
          id={inputId}
          type="file"
          accept=".ret,.txt,text/plain"
          aria-describedby={refusal ? `${inputId}-erro` : undefined}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        {refusal ? (
          <p id={`${inputId}-erro`} role="alert" className={styles.refused}>
            {refusal}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" disabled={sending}>
            Enviar retorno
          </Button>
        </div>
      </form>
      <div className={styles.card}>
        <h2>Arquivos</h2>
        {error && !data ? <p role="alert">{(error instanceof ApiError && error.serverMessage) || ACCESS_MESSAGES.unexpected}</p> : null}
        {data && files.length === 0 ? <p>Nenhum arquivo ainda.</p> : null}
        {files.length > 0 ? (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Tipo</th>
                <th scope="col">Banco</th>
                <th scope="col">Data</th>
                <th scope="col">NSA</th>
                <th scope="col">Situação</th>
                <th scope="col">Resumo</th>
              </tr>
            </thead>
            <tbody>
              {files.map((f) => (
                <tr key={f.id}>
                  <td>{f.direction === 'REMESSA' ? 'Remessa' : 'Retorno'}</td>
                  <td>{f.bankCode}</td>
                  <td>{formatDate(f.businessDate)}</td>
                  <td>{f.nsa ?? '—'}</td>
                  <td>{STATUS[f.status]}</td>
                  <td>
                    {f.error ?? f.summary ?? ''}
                    {f.fileName && f.status === 'DONE' ? (
                      <div>
                        <a href={directDebitFileUrl(f.id)} download={f.fileName}>
                          Baixar {f.fileName}
                        </a>
                      </div>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </div>
    </section>
  );
}
