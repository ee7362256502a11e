import { useId, useState } from 'react';
import { CONSENT_LABELS, type ConsentCategory } from '@domain/privacy/rules';
import type { ConsentView } from '@domain/privacy/types';
import { formatDateTimeAt } from '~/lib/format';
import { toast } from '~/components/ui/toast';
import { applyCookieChoice } from '../../api/apply-cookie-choice';
import { changeConsent } from '../../api/change-consent';
import { failure } from './failure';
import styles from '../Privacy.module.css';

/** 'Consentimentos': one switch per category with the date of its last change and its history. */
export function ConsentSection({ consents, onChanged }: { consents: ConsentView[]; onChanged: () => void }) {
  const [current, setCurrent] = useState(consents);
  const [busy, setBusy] = useState<ConsentCategory | null>(null);
  const base = useId();

  const toggle = async (category: ConsentCategory, granted: boolean) => {
    setBusy(category);
    try {
      const answer = await changeConsent(category, granted);
      setCurrent(answer.data);
      if (category !== 'marketing-email') await applyCookieChoice(answer.data);
      toast.success(granted ? 'Consentimento concedido' : 'Consentimento revogado');
      onChanged();
    } catch (error) {
      toast.error(failure(error), { duration: 7000 });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="privacidade-consentimentos">
      <h2 id="privacidade-consentimentos">Consentimentos</h2>
      <p className={styles.hint}>Ligue ou desligue quando quiser. Guardamos a data de cada mudança.</p>
      <ul className={styles.consents}>
        {current.map((c) => {
          const labelId = `${base}-${c.category}`;
          const whenId = `${base}-${c.category}-quando`;
          return (
            <li key={c.category} className={styles.consent}>
              <div>
                <span id={labelId} className={styles.consentLabel}>
                  {CONSENT_LABELS[c.category].label}
                </span>
                <p className={styles.hint}>{CONSENT_LABELS[c.category].description}</p>
                <p id={whenId} className={styles.hint}>
                  {c.changedAt ? `${c.granted ? 'Concedido' : 'Revogado'} em ${formatDateTimeAt(c.changedAt)}` : 'Nunca concedido'}
                </p>
                {c.history.length > 1 && (
                  <details>
                    <summary>Histórico de mudanças</summary>
                    <ul>
                      {c.history.map((h) => (
                        <li key={h.changedAt + String(h.granted)}>
                          {h.granted ? 'Concedido' : 'Revogado'} em {formatDateTimeAt(h.changedAt)}
                        </li>
                      ))}
                    </ul>
                  </details>
                )}
              </div>
              <button
                type="button"
                role="switch"
                aria-checked={c.granted}
                aria-labelledby={labelId}
                aria-describedby={whenId}
                className={styles.switch}
                disabled={busy !== null}
                aria-busy={busy === c.category || undefined}
                onClick={() => void toggle(c.category, !c.granted)}
              >
                <span aria-hidden="true">{c.granted ? 'Ligado' : 'Desligado'}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
