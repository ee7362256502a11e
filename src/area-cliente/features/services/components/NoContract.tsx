import { isServiceRole } from '@domain/roles';
import { NoContract as Shared } from '../../../components/NoContract';
import styles from './Services.module.css';

/** No contract to act on: service staff must start a service; a customer with several contracts picks one. */
export const NoContract = () => (
  <Shared prompt="Escolha o contrato para solicitar o serviço." isStaff={isServiceRole} className={styles.card} status={false} />
);
