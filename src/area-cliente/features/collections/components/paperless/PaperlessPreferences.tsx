import { useEffect, useId, useState } from 'react';
import type { PaperlessPreferences as Preferences } from '@domain/collections/paperless/rules';
import { ApiError } from '~/lib/api-client';
import { Button } from '~/components/ui/Button';
import { Checkbox } from '~/components/ui/form';
import { toast } from '~/components/ui/toast';
import { usePaperlessPreferences } from '../../api/get-paperless-preferences';
import { updatePaperlessPreferences } from '../../api/update-paperless-preferences';
import styles from './PaperlessPreferences.module.css';

const SAVE_FAILED = 'Não foi possível salvar suas preferências de e-mail. Por favor, tente novamente.';

export const PAPERLESS_LABELS: Record<keyof Preferences, string> = {
  novaFatura: 'Nova fatura, com o PDF, o Pix copia e cola e a linha digitável',
  lembreteVencimento: 'Lembrete 3 dias antes do vencimento',
  confirmacaoPagamento: 'Confirmação quando o pagamento for registrado',
};

export interface PaperlessPreferencesProps {
  /** The contract shown ('' for a customer's default contract). */
  contractId: string;
  /** false without 'cadastro.editar': the choices are shown, not changed. */
  canEdit: boolean;
  /** After a save: the new-bill choice is also the profile's "Receber fatura por e-mail". */
  onSaved?: (saved: Preferences) => void;
}

/**
 * "Avisos por e-mail" of the profile (issue 24 §5, paperless bills): the e-mails the contract's
 * holder gets about its bills, each on or off, sent to the registered e-mail.
 */
export function PaperlessPreferences({ contractId, canEdit, onSaved }: PaperlessPreferencesProps) {
  const { data, error, isLoading, mutate } = usePaperlessPreferences(contractId);
  const [values, setValues] = useState<Preferences | null>(null);
  const [saving, setSaving] = useState(false);
  const title = useId();
  useEffect(() => {
    if (data) setValues(data.data);
  }, [data]);

  if (isLoading) return <p role="status">Carregando…</p>;
  if (error || !data || !values)
    return (
      <p role="alert" className={styles.error}>
        Não foi possível carregar suas preferências de e-mail. Por favor, tente novamente.
      </p>
    );

  const changed = (Object.keys(PAPERLESS_LABELS) as (keyof Preferences)[]).some((k) => values[k] !== data.data[k]);
  const save = async () => {
    setSaving(true);
    try {
      const answer = await updatePaperlessPreferences(contractId, values);
      toast.success(answer.message);
      await mutate({ data: answer.data }, { revalidate: false });
      onSaved?.(answer.data);
    } catch (failure) {
      toast.error(failure instanceof ApiError ? (failure.serverMessage ?? SAVE_FAILED) : SAVE_FAILED, { duration: 7000 });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby={title}>
      <h2 id={title} className={styles.title}>
        Avisos por e-mail
      </h2>
      <p className={styles.lead}>Escolha os e-mails da fatura digital que deseja receber no e-mail cadastrado.</p>
      <fieldset className={styles.choices} disabled={!canEdit || saving}>
        <legend className={styles.legend}>Receber por e-mail</legend>
        {(Object.keys(PAPERLESS_LABELS) as (keyof Preferences)[]).map((key) => (
          <Checkbox
            key={key}
            label={PAPERLESS_LABELS[key]}
            checked={values[key]}
            onChange={(e) => setValues({ ...values, [key]: e.currentTarget.checked })}
          />
        ))}
      </fieldset>
      {canEdit && (
        <Button onClick={() => void save()} disabled={!changed || saving}>
          {saving ? 'Salvando…' : 'Salvar preferências'}
        </Button>
      )}
    </section>
  );
}
