import { useStore } from '@nanostores/react';
import { maskCpfCnpj } from '@domain/cpf-cnpj';
import { ACCESS_MESSAGES as M } from '@domain/messages';
import { Button } from '~/components/ui/Button';
import { toast } from '~/components/ui/toast';
import { truncate } from '~/lib/format';
import { isDigitalAccountSlug, useInvoiceList } from '~/lib/invoice-list';
import { Link } from '../../../components/Link';
import { $location, navigate } from '../../../lib/router';
import { $attendantSession, markServiceEnded } from '../../../stores/attendant';
import { $menu } from '../../../stores/user';
import { endService } from '../api/end-service';
import { useServedCustomer } from '../api/get-served-customer';
import { useOpenService } from '../api/get-open-service';
import { PERIOD_LABELS } from '@domain/service/constants';
import styles from './Attendance.module.css';
import own from './AttendantPanel.module.css';

/** Spec 01 §9: address truncated at 60 characters in the attendant panel. */
export const ADDRESS_MAX = 60;
/** The digital account with the Pending filter preselected (spec 01 §2, §2.9). */
export const OVERDUE_HREF = '/area-cliente/conta-digital?r=v';

/**
 * 'Dados do atendimento' (spec 01 §2.9): who is being served, the overdue flag with the count of
 * overdue invoices (from the cached invoice list, which is not asked on the digital-account page
 * itself, spec 01 §7 — that page shows its own flag), and 'Encerrar atendimento', which ends the
 * server-side service and the session flag, then returns to the search; and the open suspension
 * or, when there is none, the open reconnection of the contract (spec 02).
 */
export function AttendantPanel() {
  const session = useStore($attendantSession);
  const { slug } = useStore($location);
  const { data: sap } = useServedCustomer(session?.contract.id);
  const { data: invoices } = useInvoiceList('ALL', { contractId: session?.contract.id, skip: !session || isDigitalAccountSlug(slug) });
  const menu = useStore($menu);
  const { data: openService } = useOpenService(session?.contract.id, {
    suspension: menu.some((m) => m.slug === 'suspensao-fornecimento'),
    reconnection: menu.some((m) => m.slug === 'religacao-gas'),
  });
  if (!session) return null;
  const overdue = invoices?.numberOfOverdueInvoices ?? 0;
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
        {openService && (
          <div data-testid="attendant-open-service">
            <dt>Solicitação em aberto</dt>
            <dd>
              {openService.kind === 'SUSPENSION' ? 'Suspensão de fornecimento' : 'Religação de gás'}
              {openService.scheduledDate && openService.period
                ? ` em ${openService.scheduledDate.split('-').reverse().join('/')}, ${PERIOD_LABELS[openService.period]}`
                : ''}{' '}
              — protocolo {openService.protocol}
            </dd>
          </div>
        )}
      </dl>
      {overdue > 0 && (
        <Link className={own.overdue} href={OVERDUE_HREF} data-testid="attendant-overdue">
          <span aria-hidden="true">!</span> Possui {overdue} faturas vencidas
        </Link>
      )}
      <Button variant="secondary" block onClick={() => void end()}>
        Encerrar atendimento
      </Button>
    </div>
  );
}
