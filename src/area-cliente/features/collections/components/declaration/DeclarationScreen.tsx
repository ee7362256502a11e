import { useState } from 'react';
import { useStore } from '@nanostores/react';
import type { DeclarationYearView } from '@domain/collections/declaration/types';
import { DECLARATION_MESSAGES, LAW_NAME, LAW_URL } from '@domain/collections/declaration/texts';
import { Button } from '~/components/ui/Button';
import { toast } from '~/components/ui/toast';
import { saveBlob } from '~/lib/save-blob';
import { $selectedContract, $user } from '../../../../stores/user';
import { useDeclarations } from '../../api/list-declarations';
import { declarationFileName, downloadDeclaration } from '../../api/download-declaration';
import { NoContract } from '../../../../components/NoContract';
import styles from './Declaration.module.css';

const STATE_LABEL: Record<DeclarationYearView['state'], string> = {
  FULL: 'Disponível',
  PARTIAL: 'Disponível (parcial)',
  UNAVAILABLE: 'Indisponível',
};

/**
 * /area-cliente/declaracao-quitacao — the annual debt discharge declaration (Lei nº 12.007/2009;
 * docs/collections-declaration.md): each ended year with bills, its state and the download.
 */
export default function DeclarationScreen() {
  const contract = useStore($selectedContract);
  const user = useStore($user);
  const { data, error, mutate } = useDeclarations(contract?.id);
  const [busy, setBusy] = useState<number | null>(null);

  const download = async (year: number) => {
    if (!contract) return;
    setBusy(year);
    try {
      saveBlob(await downloadDeclaration(contract.id, year), declarationFileName(year));
      // The first download issues the declaration: its verification code shows in the list.
      await mutate();
    } catch {
      toast.error(DECLARATION_MESSAGES.downloadFailed);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className={styles.screen} aria-labelledby="declaracao-quitacao-title">
      <h1 id="declaracao-quitacao-title">Declaração de quitação</h1>
      <p className={styles.lead}>
        A declaração anual de quitação de débitos substitui os comprovantes de pagamento mensais do ano a que se refere (
        <a href={LAW_URL} target="_blank" rel="noreferrer">
          {LAW_NAME}
        </a>
        ). Ela é gratuita e fica disponível aqui a qualquer momento para cada ano encerrado com todas as faturas pagas.
      </p>
      {user && !contract ? (
        <NoContract />
      ) : error ? (
        <p role="alert">Não foi possível carregar as declarações. Tente novamente.</p>
      ) : !data || !contract ? (
        <p role="status">Carregando…</p>
      ) : data.data.length === 0 ? (
        <p>Este contrato não tem faturas em anos encerrados: ainda não há declaração de quitação.</p>
      ) : (
        <table className={styles.table}>
          <caption className={styles.caption}>Declarações por ano</caption>
          <thead>
            <tr>
              <th scope="col">Ano</th>
              <th scope="col">Situação</th>
              <th scope="col">Detalhe</th>
              <th scope="col">Código de verificação</th>
              <th scope="col">
                <span className={styles.visuallyHidden}>Ação</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.data.map((entry) => (
              <tr key={entry.year}>
                <th scope="row">{entry.year}</th>
                <td>
                  <span className={styles[entry.state]}>{STATE_LABEL[entry.state]}</span>
                </td>
                <td>{entry.explanation}</td>
                <td className={styles.code}>{entry.code ?? (entry.state === 'UNAVAILABLE' ? '—' : 'Gerado ao baixar')}</td>
                <td>
                  {entry.state !== 'UNAVAILABLE' && (
                    <Button
                      variant="secondary"
                      onClick={() => void download(entry.year)}
                      disabled={busy === entry.year}
                      aria-label={`Baixar PDF da declaração de ${entry.year}`}
                    >
                      {busy === entry.year ? 'Baixando…' : 'Baixar PDF'}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className={styles.note}>
        Quem receber a declaração pode conferir a autenticidade pelo código de verificação em{' '}
        <a href="/declaracao-quitacao">declaração de quitação — verificar código</a>.
      </p>
    </section>
  );
}
