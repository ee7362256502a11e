import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { CUSTOMER_SERVICE_PHONE } from '@domain/constants';
import { Link } from '../../../components/Link';
import { $location, navigate } from '../../../lib/router';
import styles from './ErrorScreen.module.css';

/** The error types this page knows (spec 02 §2); any other goes to the digital account. */
const KNOWN = new Set(['gasReconnection']);

/** /area-cliente/error?type=gasReconnection (spec 02 §2). */
export default function ErrorScreen() {
  const { search } = useStore($location);
  const type = new URLSearchParams(search).get('type');
  const known = type !== null && KNOWN.has(type);

  useEffect(() => {
    if (!known) navigate('/area-cliente/conta-digital', { replace: true });
  }, [known]);
  if (!known) return null;

  return (
    <section className={styles.screen} aria-labelledby="erro-title">
      <h1 id="erro-title">Não foi possível agendar a religação pelo portal</h1>
      <p>
        No momento não conseguimos concluir o agendamento da religação do gás por aqui. Para agendar, ligue para a nossa central de
        atendimento no <a href={`tel:${CUSTOMER_SERVICE_PHONE.replace(/\D/g, '')}`}>{CUSTOMER_SERVICE_PHONE}</a>. O atendimento é gratuito.
      </p>
      <Link className="button" href="/area-cliente/home">
        Ir para Home
      </Link>
    </section>
  );
}
