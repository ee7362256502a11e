import { useStore } from '@nanostores/react';
import { ACCESS_MESSAGES } from '@domain/messages';
import { isStaffRole } from '@domain/roles';
import { Link } from '../../../../components/Link';
import { $user } from '../../../../stores/user';

/** No contract to show: staff start a service; a customer with several contracts picks one. */
export function NoContract() {
  const user = useStore($user);
  const staff = user ? isStaffRole(user.role) : false;
  return (
    <div data-testid="sem-contrato">
      <p role="status">{staff ? ACCESS_MESSAGES.serviceNotStarted : 'Escolha o contrato para continuar.'}</p>
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
