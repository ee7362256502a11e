import { useStore } from '@nanostores/react';
import { ACCESS_MESSAGES } from '@domain/messages';
import { isStaffRole, type PortalRole } from '@domain/roles';
import { Link } from './Link';
import { $user } from '../stores/user';

/**
 * No contract to show or act on: staff (by default any staff role; `isStaff` narrows it) are told
 * to start a service, with its link; a customer with several contracts picks one (`prompt`, the
 * screen's text). `status` announces the text as a live status (the default).
 */
export function NoContract({
  prompt = 'Escolha o contrato para continuar.',
  isStaff = isStaffRole,
  className,
  status = true,
}: {
  prompt?: string;
  isStaff?: (role: PortalRole) => boolean;
  className?: string;
  status?: boolean;
}) {
  const user = useStore($user);
  const staff = user ? isStaff(user.role) : false;
  return (
    <div className={className} data-testid="sem-contrato">
      <p role={status ? 'status' : undefined}>{staff ? ACCESS_MESSAGES.serviceNotStarted : prompt}</p>
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
