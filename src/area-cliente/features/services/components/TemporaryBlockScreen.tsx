import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useStore } from '@nanostores/react';
import { BLOCK_REASONS, type BlockReason } from '@domain/service/constants';
import { SERVICE_MESSAGES as M } from '@domain/service/messages';
import { blockDateError, blockMaxDate, blockMinDate } from '@domain/service/rules';
import { Button } from '~/components/ui/Button';
import { RadioGroup } from '~/components/ui/form/RadioGroup';
import { TextField } from '~/components/ui/form';
import { toast } from '~/components/ui/toast';
import { $selectedContract } from '../../../stores/user';
import { submitTemporaryBlock } from '../api/submit-temporary-block';
import { temporaryBlockSchema, type TemporaryBlockValues } from '../schemas/temporary-block';
import { DateField } from './DateField';
import { NoContract } from './NoContract';
import styles from './Services.module.css';

/**
 * /area-cliente/bloqueio-temporario (spec 02 §2.6): reason, start date (tomorrow or later, no
 * weekends — the server checks the same) and an optional new address → protocol in a toast.
 * A 401 logs the user out (the API client's unauthorized listener).
 */
export default function TemporaryBlockScreen() {
  const contract = useStore($selectedContract);
  const now = () => new Date();
  const schema = useMemo(() => temporaryBlockSchema(() => new Date()), []);
  const [from, to] = useMemo(() => [blockMinDate(new Date()), blockMaxDate(new Date())], []);
  const [lastProtocol, setLastProtocol] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TemporaryBlockValues>({
    resolver: valibotResolver(schema),
    defaultValues: { reason: '', date: '', newAddress: '' },
    mode: 'onSubmit',
  });

  const send = async (values: TemporaryBlockValues) => {
    if (!contract) return;
    try {
      const { data } = await submitTemporaryBlock(contract.id, {
        reason: values.reason as BlockReason,
        date: values.date,
        ...(values.newAddress.trim() ? { newAddress: values.newAddress.trim() } : {}),
      });
      toast.success(M.blockSuccess(data.protocol));
      setLastProtocol(data.protocol);
      reset();
    } catch {
      toast.error(M.blockFailed);
    }
  };

  return (
    <section className={styles.screen} aria-labelledby="bloqueio-title">
      <h1 id="bloqueio-title">Bloqueio temporário</h1>
      <p className={styles.lead}>
        Vai viajar ou reformar o imóvel? Peça o bloqueio temporário do fornecimento de gás. A religação após um bloqueio de até 30 dias é
        gratuita.
      </p>
      {lastProtocol && (
        <p className={styles.card} role="status">
          {M.blockSuccess(lastProtocol)}
        </p>
      )}
      {!contract ? (
        <NoContract />
      ) : (
        <form className={styles.form} onSubmit={handleSubmit(send)} noValidate aria-label="Solicitar bloqueio temporário">
          <RadioGroup
            legend="Motivo"
            options={BLOCK_REASONS.map((r) => ({ value: r, label: r }))}
            error={errors.reason?.message}
            {...register('reason')}
          />
          <Controller
            control={control}
            name="date"
            render={({ field }) => (
              <DateField
                label="Data de início"
                value={field.value}
                onChange={field.onChange}
                isAllowed={(iso) => blockDateError(iso, now()) === null}
                from={from}
                to={to}
                error={errors.date?.message}
              />
            )}
          />
          <TextField label="Novo endereço (opcional)" maxLength={300} error={errors.newAddress?.message} {...register('newAddress')} />
          <div className={styles.actions}>
            <Button type="submit" loading={isSubmitting}>
              Solicitar bloqueio
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
