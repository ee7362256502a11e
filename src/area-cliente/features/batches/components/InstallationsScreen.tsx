import { BATCH_MESSAGES as M } from '@domain/batches/messages';
import { UploadForm } from './UploadForm';
import styles from './Batches.module.css';

/** disponibilidade-enderecos (spec 02 §2.10): one Excel .xlsx of installations (cities and condominiums). */
export default function InstallationsScreen() {
  return (
    <section className={styles.screen} aria-labelledby="disponibilidade-enderecos-title">
      <h1 id="disponibilidade-enderecos-title">Disponibilidade de endereços</h1>
      <p className={styles.lead}>
        Envie uma planilha Excel (.xlsx) com as instalações disponíveis. As cidades e os condomínios passam a aparecer no fluxo de
        contratação.
      </p>
      <UploadForm
        target="installations"
        extension="xlsx"
        label="Planilha de instalações (.xlsx)"
        hint="Colunas na primeira linha: Cidade, Condomínio, Endereço, Número, CEP, Tipo (Individual ou Coletivo). Um arquivo de até 10 MB."
        success={M.installationsAdded}
      />
    </section>
  );
}
