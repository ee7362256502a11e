import { BATCH_MESSAGES as M } from '@domain/batches/messages';
import { UploadForm } from './UploadForm';
import styles from './Batches.module.css';

/** programar-faturas (spec 02 §2.10): one CSV of invoices to programme. */
export default function ProgramInvoicesScreen() {
  return (
    <section className={styles.screen} aria-labelledby="programar-faturas-title">
      <h1 id="programar-faturas-title">Programar faturas</h1>
      <p className={styles.lead}>
        Envie um arquivo CSV com as faturas a programar. Cada fatura aparece para o cliente em &lsquo;Todas as faturas&rsquo; na data
        programada. Acompanhe o processamento em <a href="/area-cliente/acompanhar-programacao">Acompanhar programação</a>.
      </p>
      <UploadForm
        target="invoices"
        extension="csv"
        label="Arquivo CSV de faturas"
        hint="Colunas: consumerCode; consumerCpfCnpj; numDoc; referenceMonth; issueDate; deadline; price; previousReading; currentReading; consumptionM3; scheduledDate. Um arquivo de até 10 MB."
        success={M.invoicesProgrammed}
      />
    </section>
  );
}
