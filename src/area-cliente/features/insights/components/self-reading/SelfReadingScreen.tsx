import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { ACCESS_MESSAGES } from '@domain/messages';
import { isStaffRole } from '@domain/roles';
import { formatCents, formatDate, formatVolume } from '~/lib/format';
import { $selectedContract, $user } from '../../../../stores/user';
import { useSelfReading } from '../../api/self-reading-state';
import { sendSelfReading } from '../../api/send-self-reading';
import { contestBill } from '../../api/contest-bill';
import { ReadingForm } from './ReadingForm';
import { ReadingsTable } from './ReadingsTable';
import styles from './SelfReading.module.css';

/**
 * /area-cliente/autoleitura — self-reading (issue 25 §3; docs/insights-self-reading.md): the
 * cycle's reading date and window, the reading with the meter's photo, the readings informed with
 * their status, and the contest of a bill issued from an estimated reading. Attendants use it for
 * the contract of the service they started.
 */
export default function SelfReadingScreen() {
  const contract = useStore($selectedContract);
  const user = useStore($user);
  const { data, error, mutate } = useSelfReading(contract?.id);
  const [contested, setContested] = useState('');

  const body = () => {
    if (user && !contract)
      return <p role="status">{isStaffRole(user.role) ? ACCESS_MESSAGES.serviceNotStarted : 'Escolha o contrato para continuar.'}</p>;
    if (error) return <p role="alert">Não foi possível carregar a autoleitura. Tente novamente.</p>;
    if (!data || !contract) return <p role="status">Carregando…</p>;
    const { window, lastReading, current, readings, contestable, projection } = data.data;
    const bill = contestable.find((b) => b.numDoc === contested) ?? contestable[0];
    return (
      <>
        <section aria-labelledby="autoleitura-ciclo" className={styles.card}>
          <h2 id="autoleitura-ciclo">Leitura deste ciclo</h2>
          <p className={styles.lead}>
            Data de leitura do ciclo: <strong>{formatDate(window.readingDate)}</strong>. A autoleitura fica aberta de{' '}
            {formatDate(window.opensOn)} a {formatDate(window.closesOn)}.
          </p>
          {lastReading && (
            <p className={styles.note}>
              Última leitura: {formatVolume(lastReading.reading)} em {formatDate(lastReading.date)}.
            </p>
          )}
          {current ? (
            <p role="status" className={styles.note}>
              Leitura informada: {formatVolume(current.reading)} em {formatDate(current.readOn)} — protocolo {current.protocol},{' '}
              <span className={styles[current.status]}>{current.statusLabel}</span>.
            </p>
          ) : window.open ? (
            <ReadingForm
              label="Informar a leitura do medidor"
              submitLabel="Enviar leitura"
              send={(reading, file, confirm, onProgress) =>
                sendSelfReading({ contractId: contract.id, reading, file, confirm }, onProgress)
              }
              onSent={() => mutate()}
            />
          ) : (
            <p role="status" className={styles.note}>
              A autoleitura está fechada. Ela abre alguns dias antes da data de leitura do seu ciclo.
            </p>
          )}
        </section>
        {projection && (
          <section aria-labelledby="autoleitura-projecao" className={styles.card}>
            <h2 id="autoleitura-projecao">Projeção da próxima fatura</h2>
            <p className={styles.lead}>
              Consumo projetado de {formatDate(projection.periodStart)} a {formatDate(projection.periodEnd)} ({projection.days} dias):{' '}
              <strong>{formatVolume(projection.projectedM3)}</strong>.
            </p>
            <p className={styles.note}>
              {projection.basis === 'INFORMED'
                ? `Calculado pela sua leitura: ${formatVolume(projection.consumedM3)} em ${projection.elapsedDays} dias desde a última leitura da fatura.`
                : 'Calculado pela média diária do seu histórico de consumo. Informe a leitura do medidor para uma projeção mais precisa.'}
            </p>
            {projection.bill ? (
              <table className={styles.table}>
                <caption className={styles.caption}>Fatura projetada ({formatVolume(projection.correctedM3)} corrigidos)</caption>
                <thead>
                  <tr>
                    <th scope="col">Item</th>
                    <th scope="col">Como é calculado</th>
                    <th scope="col">Valor</th>
                  </tr>
                </thead>
                <tbody>
                  {projection.bill.lines.map((line, index) => (
                    <tr key={index}>
                      <th scope="row">{line.title}</th>
                      <td>{line.sentence}</td>
                      <td>{formatCents(line.amountCents)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" colSpan={2}>
                      Total projetado
                    </th>
                    <td>
                      <strong>{formatCents(projection.bill.totalCents)}</strong>
                    </td>
                  </tr>
                </tfoot>
              </table>
            ) : (
              <p className={styles.note}>Não há tarifa cadastrada para o período projetado.</p>
            )}
          </section>
        )}
        <section aria-labelledby="autoleitura-contestar" className={styles.card}>
          <h2 id="autoleitura-contestar">Contestar fatura com leitura estimada</h2>
          {bill ? (
            <>
              <p className={styles.note}>
                Se a fatura foi emitida com leitura estimada, informe a leitura do medidor com a foto. Nossa equipe analisa e, se aceitar, a
                fatura é corrigida.
              </p>
              <div className={styles.field}>
                <label htmlFor="autoleitura-fatura">Fatura</label>
                <select id="autoleitura-fatura" value={bill.numDoc} onChange={(e) => setContested(e.target.value)}>
                  {contestable.map((b) => (
                    <option key={b.numDoc} value={b.numDoc}>
                      {b.numDoc} — leitura estimada {formatVolume(b.reading)} em {formatDate(b.readOn)}
                    </option>
                  ))}
                </select>
              </div>
              <ReadingForm
                key={bill.numDoc}
                label="Contestar a leitura estimada"
                submitLabel="Enviar contestação"
                send={(reading, file, _confirm, onProgress) =>
                  contestBill({ contractId: contract.id, numDoc: bill.numDoc, reading, file }, onProgress)
                }
                onSent={() => mutate()}
              />
            </>
          ) : (
            <p className={styles.note}>Nenhuma fatura com leitura estimada para contestar.</p>
          )}
        </section>
        <ReadingsTable readings={readings} />
      </>
    );
  };

  return (
    <section className={styles.screen} aria-labelledby="autoleitura-title">
      <h1 id="autoleitura-title">Autoleitura</h1>
      {body()}
    </section>
  );
}
