import { useStore } from '@nanostores/react';
import { ACCESS_MESSAGES } from '@domain/messages';
import { isServiceRole } from '@domain/roles';
import { Link } from '../../../components/Link';
import { $user } from '../../../stores/user';
import styles from './Services.module.css';

/** No contract to act on: staff must start a service; a customer with several contracts picks one. */
export function NoContract() {
  const user = useStore($user);
  const staff = user ? isServiceRole(user.role) : false;
  return (
    <div className={styles.card} data-testid="sem-contrato">
      <p>{staff ? ACCESS_MESSAGES.serviceNotStarted : 'Escolha o contrato para solicitar o serviço.'}</p>
      {staff ? (
        <Link className="button" href="/area-cliente/atendimento">
          Iniciar atendimento
        </Link>
      ) : (
        <a className="button" href="/contratos">
          Escolher contrato
        </a>
      )}
    </div>
  );
}
