import { ATTENDANT_CHANGES_EMPTY } from '@domain/audit/attendant-changes';
import { useAttendantChanges } from '../api/list-attendant-changes';
import { formatDateTime } from '~/lib/format';
import styles from './Profile.module.css';

/** 'Alterações pelo atendimento': the changes attendants made on the customer's behalf (spec 02). */
export function AttendantChanges() {
  const { data, error, isLoading } = useAttendantChanges(true);
  if (isLoading) return <p role="status">Carregando…</p>;
  if (error || !data)
    return (
      <p role="alert" className={styles.error}>
        Ocorreu um erro ao buscar os dados
      </p>
    );
  return (
    <div className={styles.card}>
      <p>Alterações feitas em seu nome pela nossa equipe de atendimento neste contrato.</p>
      {data.data.length === 0 ? (
        <p>{ATTENDANT_CHANGES_EMPTY}</p>
      ) : (
        <table className={styles.changes}>
          <caption className="visually-hidden">Alterações feitas pelo atendimento</caption>
          <thead>
            <tr>
              <th scope="col">Data</th>
              <th scope="col">Alteração</th>
              <th scope="col">Detalhe</th>
              <th scope="col">Atendente</th>
            </tr>
          </thead>
          <tbody>
            {data.data.map((c) => (
              <tr key={c.id}>
                <td>{formatDateTime(c.occurredAt)}</td>
                <td>{c.actionLabel}</td>
                <td>{c.description}</td>
                <td>{c.attendantName}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
