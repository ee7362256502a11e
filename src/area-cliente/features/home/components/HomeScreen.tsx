import { useEffect, useMemo, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { isPortalRole, isServiceRole } from '@domain/roles';
import { maskCpfCnpj } from '@domain/cpf-cnpj';
import { situationLabel } from '@domain/labels';
import { Link } from '../../../components/Link';
import { toast } from '~/components/ui/toast';
import { firstName } from '~/lib/format';
import { $location, navigate } from '../../../lib/router';
import { $menu, $selectedContract, $user } from '../../../stores/user';
import { $attendantSession } from '../../../stores/attendant';
import { quickAccessFor, type QuickAccessEntry } from '../model/quick-access';
import { AssistanceCards } from './AssistanceCards';
import { QuickAccess } from './QuickAccess';
import styles from './Home.module.css';

/** Spec 01 §2.8 / spec 02 §2.12: the login-e-mail change reports back through `success`. */
export const LOGIN_CHANGE = { true: 'Login alterado com sucesso', false: 'Ocorreu um erro ao alterar o login' } as const;

/** Spec 01 §2.8: the page description differs for clients and attendants. */
export const HOME_DESCRIPTION = {
  client: 'Aqui você acompanha suas faturas, solicita serviços e mantém seus dados de gás natural em dia.',
  staff: 'Acompanhe o atendimento em andamento e acesse os serviços do contrato do cliente.',
} as const;

export interface HomeScreenProps {
  /** The invoice parts, composed by the app layer from the invoices feature. */
  currentInvoice?: ReactNode;
  latestInvoices?: ReactNode;
  historyChart?: ReactNode;
  /** Notices about the contract above the invoice cards (the suspension notice, docs/collections-suspension.md). */
  contractNotice?: ReactNode;
  /** The CMS's quick-access entries; the screen keeps the user's first 5. */
  quickAccess?: readonly QuickAccessEntry[];
  emergencyPhone?: string | null;
}

/**
 * Home (spec 01 §2.8): greeting and the role's description; for a contract in use (a customer's,
 * or the started service's) the current invoice, the latest invoices, the contract and the
 * history chart; quick access and assistance cards. Staff without a started service see only the
 * invitation to start one. After a login-e-mail change, a toast from `success`.
 */
export default function HomeScreen({
  currentInvoice,
  latestInvoices,
  historyChart,
  contractNotice,
  quickAccess = [],
  emergencyPhone = null,
}: HomeScreenProps) {
  const user = useStore($user);
  const contract = useStore($selectedContract);
  const service = useStore($attendantSession);
  const menu = useStore($menu);
  const { search } = useStore($location);
  const staff = Boolean(user && isPortalRole(user.role) && isServiceRole(user.role));
  const waiting = staff && !service;
  const cards = useMemo(
    () => (user && isPortalRole(user.role) ? quickAccessFor(quickAccess, { role: user.role, menuSlugs: menu.map((m) => m.slug) }) : []),
    [quickAccess, user, menu],
  );

  useEffect(() => {
    const params = new URLSearchParams(search);
    const success = params.get('success');
    if (success !== 'true' && success !== 'false') return;
    if (success === 'true') toast.success(LOGIN_CHANGE.true);
    else toast.error(LOGIN_CHANGE.false);
    // Said once: a reload or a return to this address does not say it again.
    params.delete('success');
    const rest = params.toString();
    navigate(`/area-cliente/home${rest ? `?${rest}` : ''}`, { replace: true });
  }, [search]);

  if (!user) return null;
  const showContract = !waiting && contract !== null;
  return (
    <section className={styles.screen} aria-labelledby="home-title">
      <h1 id="home-title">Olá, {firstName(user.name)}!</h1>
      <p className={styles.lead} data-testid="home-description">
        {staff ? HOME_DESCRIPTION.staff : HOME_DESCRIPTION.client}
      </p>
      {waiting && (
        <div className={styles.card} data-testid="service-not-started">
          <h2>Nenhum atendimento iniciado</h2>
          <p>Busque o contrato do cliente para iniciar um atendimento.</p>
          <Link className="button" href="/area-cliente/atendimento">
            Iniciar atendimento
          </Link>
        </div>
      )}
      {showContract && contractNotice}
      {showContract && (
        <div className={styles.invoiceRow}>
          {currentInvoice}
          {latestInvoices}
        </div>
      )}
      {!waiting && <QuickAccess entries={cards} />}
      {showContract && (
        <div className={styles.card} data-testid="selected-contract">
          <h2>{staff ? 'Contrato em atendimento' : 'Seu contrato'}</h2>
          <dl>
            <div>
              <dt>Endereço</dt>
              <dd>{contract.consumerAddress || contract.address || '—'}</dd>
            </div>
            <div>
              <dt>Código do cliente</dt>
              <dd>{contract.consumerCode}</dd>
            </div>
            <div>
              <dt>Titular</dt>
              <dd>{contract.consumerName || '—'}</dd>
            </div>
            {contract.consumerCpfCnpj && (
              <div>
                <dt>CPF/CNPJ</dt>
                <dd>{maskCpfCnpj(contract.consumerCpfCnpj)}</dd>
              </div>
            )}
            <div>
              <dt>Situação</dt>
              <dd>{situationLabel(contract.situation)}</dd>
            </div>
          </dl>
          {!staff && (user.contracts?.length ?? 0) > 1 && (
            <a href="/contratos" className={styles.switch}>
              Trocar de contrato
            </a>
          )}
        </div>
      )}
      {showContract && historyChart}
      <AssistanceCards emergencyPhone={emergencyPhone} />
    </section>
  );
}
