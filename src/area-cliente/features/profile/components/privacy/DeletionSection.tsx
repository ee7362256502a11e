import { useId, useState } from 'react';
import {
  PRIVACY_MESSAGES,
  REQUEST_KIND_LABELS,
  REQUEST_STATUS_LABELS,
  RETENTION,
  isOpenRequest,
  type AccountRequestKind,
} from '@domain/privacy/rules';
import type { PrivacySummaryView } from '@domain/privacy/types';
import { formatDateTimeAt } from '~/lib/format';
import { Button } from '~/components/ui/Button';
import { toast } from '~/components/ui/toast';
import { createPrivacyRequest } from '../../api/create-privacy-request';
import { ConfirmDialog } from '../ConfirmDialog';
import { failure } from './failure';
import styles from '../Privacy.module.css';

/** 'Excluir ou anonimizar meus dados': what the law keeps, the request with its confirmation, and the requests' status. */
export function DeletionSection({ data, onRequested }: { data: PrivacySummaryView; onRequested: () => void }) {
  const [kind, setKind] = useState<AccountRequestKind>('ANONYMIZATION');
  const [agreed, setAgreed] = useState(false);
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const base = useId();
  const open = data.requests.find((r) => r.kind !== 'DPO_CONTACT' && isOpenRequest(r.status));

  const send = async () => {
    setSending(true);
    try {
      const answer = await createPrivacyRequest(kind);
      setCreated(answer.data.protocol);
      setAgreed(false);
      onRequested();
    } catch (error) {
      toast.error(failure(error), { duration: 7000 });
    } finally {
      setSending(false);
      setAsking(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="privacidade-exclusao">
      <h2 id="privacidade-exclusao">Excluir ou anonimizar meus dados</h2>
      <h3>O que guardamos por obrigação legal</h3>
      <ul className={styles.list}>
        {RETENTION.kept.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
      <h3>O que será apagado ou anonimizado</h3>
      <ul className={styles.list}>
        {RETENTION.removed.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
      {created && (
        <div role="status" className={styles.notice}>
          <p>{PRIVACY_MESSAGES.requestCreated}</p>
          <p>
            Protocolo: <strong>{created}</strong>
          </p>
        </div>
      )}
      {open ? (
        <p>Você já tem uma solicitação em andamento. Acompanhe o status abaixo.</p>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setAsking(true);
          }}
          className={styles.form}
        >
          <fieldset>
            <legend>O que você quer pedir?</legend>
            {(['ANONYMIZATION', 'DELETION'] as const).map((k) => (
              <label key={k} className={styles.option}>
                <input type="radio" name={`${base}-kind`} value={k} checked={kind === k} onChange={() => setKind(k)} />
                {REQUEST_KIND_LABELS[k]}
              </label>
            ))}
          </fieldset>
          <label className={styles.option}>
            <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
            Li o que será mantido e o que será apagado, e sei que a conta será encerrada.
          </label>
          <div className={styles.actions}>
            <Button type="submit" variant="danger" disabled={!agreed}>
              Enviar solicitação
            </Button>
          </div>
        </form>
      )}
      {data.requests.some((r) => r.kind !== 'DPO_CONTACT') && (
        <>
          <h3>Suas solicitações</h3>
          <ul className={styles.list}>
            {data.requests
              .filter((r) => r.kind !== 'DPO_CONTACT')
              .map((r) => (
                <li key={r.id}>
                  <strong>{REQUEST_KIND_LABELS[r.kind]}</strong> — protocolo {r.protocol}, aberta em {formatDateTimeAt(r.requestedAt)}.
                  Status: <strong>{REQUEST_STATUS_LABELS[r.status]}</strong>
                  {r.history.length > 1 && (
                    <details>
                      <summary>Histórico</summary>
                      <ul>
                        {r.history.map((h) => (
                          <li key={h.at + h.to}>
                            {REQUEST_STATUS_LABELS[h.to]} em {formatDateTimeAt(h.at)}
                          </li>
                        ))}
                      </ul>
                    </details>
                  )}
                </li>
              ))}
          </ul>
        </>
      )}
      <ConfirmDialog
        open={asking}
        title="Enviar a solicitação?"
        text={`${REQUEST_KIND_LABELS[kind]}: quando a equipe aprovar, sua conta será encerrada e seus dados pessoais anonimizados. As faturas ficam guardadas por 5 anos, por obrigação legal.`}
        confirmLabel="Enviar solicitação"
        cancelLabel="Cancelar"
        busy={sending}
        onConfirm={() => void send()}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}
