import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useStore } from '@nanostores/react';
import { CUSTOMER_SERVICE_PHONE, PERIOD_LABELS, SUSPENSION_REASONS, type Period } from '@domain/service/constants';
import { SERVICE_MESSAGES as M } from '@domain/service/messages';
import { buildMotive, servicePhoneDigits } from '@domain/service/rules';
import { Button } from '~/components/ui/Button';
import { SelectField } from '~/components/ui/form/SelectField';
import { TextField } from '~/components/ui/form';
import { toast } from '~/components/ui/toast';
import { ApiError } from '~/lib/api-client';
import { formatDate } from '~/lib/format';
import { refreshOpenService } from '~/lib/open-service-cache';
import { navigate } from '../../../lib/router';
import { $selectedContract } from '../../../stores/user';
import { useSuspensionCalendar } from '../api/get-suspension-calendar';
import { submitSuspension } from '../api/submit-suspension';
import { useSuspensionVerify } from '../api/verify-suspension';
import { suspensionSchema, type SuspensionValues } from '../schemas/suspension';
import { VisitFields } from './VisitFields';
import { NoContract } from './NoContract';
import { ProtocolModal } from './ProtocolModal';
import { RECONNECTION_ERROR_PAGE } from '../model/routes';
import { Skeleton } from './Skeleton';
import styles from './Services.module.css';

const tel = `tel:${CUSTOMER_SERVICE_PHONE.replace(/\D/g, '')}`;

/** /area-cliente/suspensao-fornecimento (spec 02 §2.5): open request, no active installation, or the form. */
export default function SuspensionScreen() {
  const contract = useStore($selectedContract);
  const contractId = contract?.id ?? null;
  const verify = useSuspensionVerify(contractId);
  const canRequest = Boolean(verify.data && !verify.data.data && verify.data.meta.contractActive);
  const calendar = useSuspensionCalendar(canRequest ? contractId : null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<{ protocol: string; date: string | null; period: Period | null } | null>(null);

  useEffect(() => {
    if (calendar.error) toast.error(M.fetchError);
  }, [calendar.error]);

  const {
    control,
    register,
    handleSubmit,
    setValue,
    reset,
    formState: { errors, isValid },
  } = useForm<SuspensionValues>({
    resolver: valibotResolver(suspensionSchema),
    defaultValues: { reason: '', extra: '', date: '', period: '', phone: '' },
    mode: 'onChange',
  });

  const send = async (values: SuspensionValues) => {
    setSending(true);
    try {
      const { data } = await submitSuspension(contractId!, {
        motive: buildMotive(values.reason, values.extra),
        date: { date: values.date, period: values.period as Period },
        phone: servicePhoneDigits(values.phone)!,
      });
      setDone({ protocol: data.protocol, date: data.date, period: data.period });
      void refreshOpenService(contractId!);
      reset();
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        navigate(RECONNECTION_ERROR_PAGE);
        return;
      }
      if (error instanceof ApiError && error.status === 409) void calendar.mutate();
      toast.error(M.suspensionFailed);
    } finally {
      setSending(false);
    }
  };

  const entries = calendar.data?.meta.calendar ?? [];

  let body;
  if (!contractId) body = <NoContract />;
  else if (verify.error) body = <p role="alert">{M.fetchErrorLong}</p>;
  else if (!verify.data || sending) body = <Skeleton label={sending ? 'Enviando a solicitação…' : undefined} />;
  else if (verify.data.data)
    body = (
      <div className={styles.card} data-testid="solicitacao-aberta">
        <h2>{M.openRequest}</h2>
        <p>
          Protocolo: <strong>{verify.data.data.protocol}</strong>
        </p>
        {verify.data.data.scheduledDate && verify.data.data.period && (
          <p>
            Suspensão agendada para <strong>{formatDate(verify.data.data.scheduledDate)}</strong>, {PERIOD_LABELS[verify.data.data.period]}.
          </p>
        )}
        <p>
          Para cancelar, ligue para <a href={tel}>{CUSTOMER_SERVICE_PHONE}</a>.
        </p>
      </div>
    );
  else if (!verify.data.meta.contractActive)
    body = (
      <div className={styles.card} data-testid="sem-instalacao-ativa">
        <h2>{M.noActiveInstallation}</h2>
        <p>
          A suspensão de fornecimento é feita apenas para instalações ativas. Dúvidas? Ligue para <a href={tel}>{CUSTOMER_SERVICE_PHONE}</a>
          .
        </p>
      </div>
    );
  else if (!calendar.data) body = calendar.error ? <p role="alert">{M.fetchError}</p> : <Skeleton />;
  else
    body = (
      <form className={styles.form} onSubmit={handleSubmit(send)} noValidate aria-label="Agendar suspensão">
        <SelectField
          label="Motivo"
          options={SUSPENSION_REASONS.map((r) => ({ value: r, label: r }))}
          error={errors.reason?.message}
          {...register('reason')}
        />
        <TextField label="Conte mais (opcional)" error={errors.extra?.message} maxLength={300} {...register('extra')} />
        <VisitFields
          control={control}
          calendar={entries}
          dateLabel="Data da suspensão"
          onDateChosen={() => setValue('period', '', { shouldValidate: true })}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={!isValid}>
            Agendar suspensão
          </Button>
        </div>
      </form>
    );

  return (
    <section className={styles.screen} aria-labelledby="suspensao-title">
      <h1 id="suspensao-title">Suspensão de fornecimento</h1>
      {body}
      <ProtocolModal
        title="Suspensão agendada"
        protocol={done?.protocol ?? null}
        date={done?.date}
        period={done?.period}
        onClose={() => {
          setDone(null);
          void verify.mutate();
        }}
      />
    </section>
  );
}
