import { useEffect, useId, useState } from 'react';
import type { PublicInterruptionsView } from '@domain/insights/interruptions/types';
import { ApiError } from '~/lib/api-client';
import { formatDateTimeAt } from '~/lib/format';
import { listInterruptions } from './list-interruptions';
import styles from './PlannedInterruptions.module.css';

const TOO_MANY = 'Muitas consultas em pouco tempo. Aguarde alguns minutos e tente novamente.';
const UNEXPECTED = 'Não foi possível consultar agora. Tente novamente em instantes.';

/**
 * The coming and ongoing planned interruptions by city (docs/insights-interruptions.md), read
 * when the page opens from the CMS's public list: fresh within a minute of staff's change, no rebuild.
 */
export function PlannedInterruptions() {
  const id = useId();
  const [cities, setCities] = useState<PublicInterruptionsView['cities'] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    listInterruptions()
      .then((answer) => setCities(answer.data.cities))
      .catch((error: unknown) => setFailure(error instanceof ApiError && error.status === 429 ? TOO_MANY : UNEXPECTED));
  }, []);

  if (failure)
    return (
      <p role="alert" className={styles.alert}>
        {failure}
      </p>
    );
  if (!cities) return <p role="status">Carregando as interrupções programadas…</p>;
  if (!cities.length) return <p role="status">Não há interrupções programadas no momento.</p>;
  return (
    <div>
      {cities.map((city, index) => (
        <section key={city.city} className={styles.city} aria-labelledby={`${id}-cidade-${index}`}>
          <h2 id={`${id}-cidade-${index}`}>{city.city}</h2>
          {city.interruptions.map((i) => (
            <article key={`${i.startsAt}-${i.reason}`} className={styles.item}>
              <p>
                <span className={styles.phase}>{i.phase === 'IN_PROGRESS' ? 'Em andamento' : 'Programada'}</span>: de{' '}
                {formatDateTimeAt(i.startsAt)} até a previsão de {formatDateTimeAt(i.expectedEndAt)}.
              </p>
              <p>Motivo: {i.reason}</p>
              {i.byContract ? (
                <p>Área: imóveis avisados individualmente.</p>
              ) : i.streets.length || i.cepRanges.length ? (
                <>
                  {i.streets.length > 0 && <p>Ruas: {i.streets.join('; ')}</p>}
                  {i.cepRanges.length > 0 && <p>CEPs: {i.cepRanges.join('; ')}</p>}
                </>
              ) : (
                <p>Área: toda a cidade.</p>
              )}
            </article>
          ))}
        </section>
      ))}
    </div>
  );
}
