import useSWR from 'swr';
import { useStore } from '@nanostores/react';
import { maskCpfCnpj } from '@domain/cpf-cnpj';
import { ACCESS_MESSAGES as M } from '@domain/messages';
import { Button } from '../../../components/Button';
import { toast } from '../../../components/toast';
import { navigate } from '../../../lib/router';
import { truncate } from '../../../lib/format';
import { $attendantSession, markServiceEnded } from '../../../stores/attendant';
import { endService, SAP_KEY, type SapData } from '../api/attendant';
import styles from './Attendance.module.css';

/** Spec 01 §9: address truncated at 60 characters in the attendant panel. */
const ADDRESS_MAX = 60;

/**
 * 'Dados do atendimento' (spec 01 §2.9): who is being served, and 'Encerrar atendimento',
 * which ends the server-side service and the session flag, then returns to the search.
 */
export function AttendantPanel() {
  const session = useStore($attendantSession);
  const { data: sap } = useSWR<{ data: SapData }>(session ? SAP_KEY : null);
  if (!session) return null;
  const c = session.contract;

  const end = async () => {
    try {
      await endService();
    } catch {
      // The server ends the service with the session anyway; leaving the flag set would be worse.
      toast.error(M.unexpected, { duration: 7000 });
    }
    markServiceEnded();
    navigate('/area-cliente/atendimento');
  };

  return (
    <div className={styles.panel} data-testid="attendant-panel">
      <dl>
        <div>
          <dt>Cliente</dt>
          <dd>{c.consumerName ?? '—'}</dd>
        </div>
        <div>
          <dt>Instalação</dt>
          <dd>{c.situation === 'ACTIVE' ? 'Instalação ativa' : 'Instalação inativa'}</dd>
        </div>
        <div>
          <dt>Endereço</dt>
          <dd title={c.consumerAddress ?? undefined}>{truncate(c.consumerAddress ?? c.address ?? '—', ADDRESS_MAX)}</dd>
        </div>
        <div>
          <dt>Código do cliente</dt>
          <dd>{c.consumerCode}</dd>
        </div>
        <div>
          <dt>CPF/CNPJ</dt>
          <dd>{c.consumerCpfCnpj ? maskCpfCnpj(c.consumerCpfCnpj) : '—'}</dd>
        </div>
        <div>
          <dt>E-mail do titular</dt>
          <dd>{c.contractOwnerEmail ?? '—'}</dd>
        </div>
        <div>
          <dt>E-mail cadastrado</dt>
          <dd>{sap?.data?.email ?? c.sapEmail ?? '—'}</dd>
        </div>
      </dl>
      <Button variant="secondary" block onClick={() => void end()}>
        Encerrar atendimento
      </Button>
    </div>
  );
}
