import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { isPortalRole, isServiceRole } from '@domain/roles';
import { maskCpfCnpj } from '@domain/cpf-cnpj';
import { Link } from '../../../components/Link';
import { toast } from '../../../components/toast';
import { firstName } from '../../../lib/format';
import { $location } from '../../../lib/router';
import { $selectedContract, $user } from '../../../stores/user';
import { $attendantSession } from '../../../stores/attendant';
import { situationLabel } from '@domain/labels';
import styles from './Home.module.css';

/** Spec 01 §2.8 / spec 02 §2.12: the login-e-mail change reports back through `success`. */
const LOGIN_CHANGE = { true: 'Login alterado com sucesso', false: 'Ocorreu um erro ao alterar o login' } as const;

/**
 * Home (spec 01 §2.8): greets the user and shows the contract in use. The invoice cards,
 * history chart and quick access join in the invoices issue.
 */
export default function HomeScreen() {
  const user = useStore($user);
  const contract = useStore($selectedContract);
  const service = useStore($attendantSession);
  const { search } = useStore($location);
  const staff = user && isPortalRole(user.role) && isServiceRole(user.role);

  useEffect(() => {
    const success = new URLSearchParams(search).get('success');
    if (success === 'true') toast.success(LOGIN_CHANGE.true);
    if (success === 'false') toast.error(LOGIN_CHANGE.false);
  }, [search]);

  if (!user) return null;
  return (
    <section className={styles.screen} aria-labelledby="home-title">
      <h1 id="home-title">Olá, {firstName(user.name)}!</h1>
      <p className={styles.lead}>
        {staff
          ? 'Acompanhe o atendimento em andamento e acesse os serviços do contrato do cliente.'
          : 'Aqui você acompanha suas faturas, solicita serviços e mantém seus dados de gás natural em dia.'}
      </p>
      {staff && !service ? (
        <div className={styles.card}>
          <h2>Nenhum atendimento iniciado</h2>
          <p>Busque o contrato do cliente para iniciar um atendimento.</p>
          <Link className="button" href="/area-cliente/atendimento">
            Iniciar atendimento
          </Link>
        </div>
      ) : (
        contract && (
          <div className={styles.card} data-testid="selected-contract">
            <h2>{staff ? 'Contrato em atendimento' : 'Seu contrato'}</h2>
            <dl>
              <div>
                <dt>Endereço</dt>
                <dd>{contract.consumerAddress ?? contract.address ?? '—'}</dd>
              </div>
              <div>
                <dt>Código do cliente</dt>
                <dd>{contract.consumerCode}</dd>
              </div>
              <div>
                <dt>Titular</dt>
                <dd>{contract.consumerName ?? '—'}</dd>
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
        )
      )}
    </section>
  );
}
