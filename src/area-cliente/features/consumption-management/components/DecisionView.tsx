import { useState } from 'react';
import { CONSUMPTION_MESSAGES } from '@domain/consumption/messages';
import { axisDisplayName, companyFinalVolumeEditable } from '@domain/consumption/rules';
import type { TimelineClient, UsageAxis } from '@domain/consumption/types';
import { parseVolume, VOLUME_MESSAGES } from '@domain/consumption/volumes';
import { situationLabel } from '@domain/labels';
import { Button } from '~/components/ui/Button';
import { Modal } from '~/components/ui/modal';
import { toast } from '~/components/ui/toast';
import { volumeForApi } from '~/lib/consumption-export';
import { formatDate, formatVolume } from '~/lib/format';
import { useAxisUsage } from '../api/get-axis-usage';
import { setAvailableVolume } from '../api/set-available-volume';
import { setAxisStage } from '../api/set-axis-stage';
import { updateAxisFinal } from '../api/update-axis-final';
import styles from '~/components/ui/consumption/Consumption.module.css';

function ClientTimeline({ client, axis, onSaved }: { client: TimelineClient; axis: UsageAxis; onSaved: () => void }) {
  const [value, setValue] = useState('');
  const [details, setDetails] = useState(false);
  const locked = !companyFinalVolumeEditable(axis.stage) || !client.id;
  const today = client.consumptions[0]!;
  const save = async () => {
    const typed = volumeForApi(value);
    const parsed = parseVolume(typed);
    if (!parsed.ok) {
      toast.error(parsed.message);
      return;
    }
    const before = parseVolume(today.availableVolume ?? '');
    if (parsed.litres === 0n && before.ok && before.litres !== 0n && !window.confirm(`Confirma o volume de 0 m³ para ${client.name}?`))
      return;
    try {
      await setAvailableVolume(client.id!, typed);
      toast.success(CONSUMPTION_MESSAGES.finalProgrammingUpdated);
      setValue('');
      onSaved();
    } catch {
      toast.error(CONSUMPTION_MESSAGES.finalProgrammingFailed);
    }
  };
  const id = `final-${client.contractId}`;
  return (
    <li className={styles.card}>
      <p>
        <strong>{client.name}</strong> (QDC {formatVolume(client.qdc)}){' '}
        <Button variant="link" onClick={() => setDetails(true)} aria-label={`Mais detalhes de ${client.name}`}>
          Mais detalhes
        </Button>
      </p>
      <ol className={styles.row} aria-label={`Últimos três dias de ${client.name}`}>
        {client.consumptions.map((c, i) => (
          <li key={c.date} className={styles.card}>
            <strong>{formatDate(c.date)}</strong>
            <br />
            {i === 0 ? <>Final programado: {formatVolume(c.availableVolume)}</> : <>QDR: {formatVolume(c.qdr)}</>}
          </li>
        ))}
      </ol>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={id}>Final programado (m³)</label>
          <input id={id} inputMode="decimal" disabled={locked} value={value} onChange={(e) => setValue(e.target.value)} />
        </div>
        <Button variant="secondary" disabled={locked || !value.trim()} onClick={() => void save()}>
          Salvar
        </Button>
      </div>
      <Modal open={details} title={client.name} onClose={() => setDetails(false)} size="medium">
        <h3>Dados do contrato</h3>
        <dl className={styles.details} data-testid="contract-data">
          <dt>Código do cliente</dt>
          <dd>{client.contract.consumerCode}</dd>
          <dt>Razão social</dt>
          <dd>{client.contract.sapName ?? client.name}</dd>
          <dt>Situação</dt>
          <dd>{situationLabel(client.contract.situation)}</dd>
          <dt>QDC</dt>
          <dd>{formatVolume(client.contract.qdc)}</dd>
        </dl>
        <h3>Últimos três dias</h3>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Dia</th>
              <th scope="col">Solicitado</th>
              <th scope="col">Projetado</th>
              <th scope="col">Final programado</th>
              <th scope="col">QDR</th>
            </tr>
          </thead>
          <tbody>
            {client.consumptions.map((c) => (
              <tr key={c.date}>
                <td>{formatDate(c.date)}</td>
                <td>{formatVolume(c.requestedVolume)}</td>
                <td>{formatVolume(c.projectedVolume)}</td>
                <td>{formatVolume(c.availableVolume)}</td>
                <td>{formatVolume(c.qdr)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Modal>
    </li>
  );
}

/** 'Decisão' (spec 03 §2.5): totals, final volume per axis with Definir / cancel / confirm, timelines. */
export function DecisionView() {
  const { data, error, mutate } = useAxisUsage();
  const [axisFinal, setAxisFinal] = useState<Record<number, string>>({});
  if (error) return <p role="alert">{CONSUMPTION_MESSAGES.fetchFailed}</p>;
  if (!data) return <p role="status">Carregando…</p>;
  if (data.axis.length === 0) return <p>{CONSUMPTION_MESSAGES.noFinal}</p>;
  const stage = async (axis: UsageAxis, next: 'defined-axel' | 'final-programming') => {
    try {
      await setAxisStage(axis.id, next);
      await mutate();
    } catch {
      toast.error(CONSUMPTION_MESSAGES.axisFinalFailed);
    }
  };
  const confirmAxis = async (axis: UsageAxis) => {
    const typed = volumeForApi(axisFinal[axis.id] ?? axis.totalAvailable.replace('.', ','));
    const parsed = parseVolume(typed);
    if (!parsed.ok) {
      toast.error(parsed.message || VOLUME_MESSAGES.invalid);
      return;
    }
    if (axis.clientsWithoutFinal > 0 && !window.confirm(CONSUMPTION_MESSAGES.missingVolumesConfirm)) return;
    try {
      await updateAxisFinal(axis.id, Number(typed));
      toast.success(CONSUMPTION_MESSAGES.axisFinalDefined);
      await mutate();
    } catch {
      toast.error(CONSUMPTION_MESSAGES.axisFinalFailed);
    }
  };
  return (
    <section aria-labelledby="decisao-title">
      <h2 id="decisao-title">Decisão</h2>
      <div className={styles.grid}>
        <div className={styles.card} data-testid="decision-totals">
          <h3>Totais do dia</h3>
          <p>Solicitado: {formatVolume(data.total.requestedVolume)}</p>
          <p>Projetado: {formatVolume(data.total.projectedVolume)}</p>
          <p>Final programado: {formatVolume(data.total.availableVolume)}</p>
          <p>
            Volume final: {data.total.finalVolume === null ? CONSUMPTION_MESSAGES.missingFinalTotal : formatVolume(data.total.finalVolume)}
          </p>
        </div>
      </div>
      {data.axis.map((axis) => {
        const inputId = `axis-final-${axis.id}`;
        return (
          <section
            key={axis.id}
            className={styles.card}
            aria-labelledby={`decision-axis-${axis.id}`}
            data-testid={`decision-axis-${axis.id}`}
          >
            <h3 id={`decision-axis-${axis.id}`}>
              {axisDisplayName(axis.name)} — volume final {formatVolume(axis.finalVolume)}
            </h3>
            {axis.clientsWithoutFinal > 0 && <p className={styles.warning}>{CONSUMPTION_MESSAGES.clientsWithoutFinal}</p>}
            {axis.stage === 'confirmed' ? (
              <p>Volume final confirmado.</p>
            ) : axis.stage === 'final-programming' ? (
              <Button onClick={() => void stage(axis, 'defined-axel')}>Definir</Button>
            ) : (
              <div className={styles.row}>
                <div className={styles.field}>
                  <label htmlFor={inputId}>Volume de envio final (m³)</label>
                  <input
                    id={inputId}
                    inputMode="decimal"
                    value={axisFinal[axis.id] ?? axis.totalAvailable.replace('.', ',')}
                    onChange={(e) => setAxisFinal((v) => ({ ...v, [axis.id]: e.target.value }))}
                  />
                </div>
                <Button onClick={() => void confirmAxis(axis)}>Confirmar</Button>
                <Button variant="secondary" onClick={() => void stage(axis, 'final-programming')}>
                  Cancelar
                </Button>
              </div>
            )}
            {axis.clients.length === 0 ? (
              <p>{CONSUMPTION_MESSAGES.noFinal}</p>
            ) : (
              <ul className={styles.list}>
                {axis.clients.map((c) => (
                  <ClientTimeline key={c.contractId} client={c} axis={axis} onSaved={() => void mutate()} />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </section>
  );
}
