import { SERVICE_MESSAGES as M } from '@domain/service/messages';
import { telHref } from '~/lib/phone';
import { useAssistancePartners } from '../api/list-assistance-partners';
import { Skeleton } from './Skeleton';
import styles from './Services.module.css';

/** /area-cliente/assistencia-tecnica: the 24h technical-assistance partners editors keep in the CMS. */
export default function AssistanceScreen() {
  const { data, error } = useAssistancePartners();
  return (
    <section className={styles.screen} aria-labelledby="assistencia-title">
      <h1 id="assistencia-title">Assistência técnica</h1>
      <p className={styles.lead}>
        Parceiros credenciados com atendimento 24 horas para manutenção, conversão e reparo de equipamentos e instalações a gás.
      </p>
      {error ? (
        <p role="alert">{M.fetchError}</p>
      ) : !data ? (
        <Skeleton />
      ) : data.data.length === 0 ? (
        <p>Nenhum dado encontrado</p>
      ) : (
        <ul className={styles.partners} aria-label="Parceiros de assistência técnica">
          {data.data.map((p) => (
            <li key={p.name}>
              <h2>{p.name}</h2>
              {p.description && <p>{p.description}</p>}
              <dl>
                <dt>Cidades atendidas</dt>
                <dd>{p.cities}</dd>
                <dt>Telefone</dt>
                <dd>
                  <a href={telHref(p.phone)}>{p.phone}</a>
                </dd>
                {p.whatsapp && (
                  <>
                    <dt>WhatsApp</dt>
                    <dd>{p.whatsapp}</dd>
                  </>
                )}
                {p.email && (
                  <>
                    <dt>E-mail</dt>
                    <dd>
                      <a href={`mailto:${p.email}`}>{p.email}</a>
                    </dd>
                  </>
                )}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
