import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useStore } from '@nanostores/react';
import {
  CUSTOMER_SERVICE_PHONE,
  FEE_INSTALMENTS,
  FOUR_HOURS_PHONE_CUTOFF_HOUR,
  PAYMENT_COMPENSATION_BUSINESS_DAYS,
  PERIOD_LABELS,
  PROOF_MAX_FILES,
  PROOF_MAX_TOTAL_BYTES,
} from '@domain/service/constants';
import { SERVICE_MESSAGES as M } from '@domain/service/messages';
import { calendarUnusable } from '@domain/service/rules';
import type { CalendarEntry } from '@domain/service/types';
import { formatCents, formatDate } from '~/lib/format';
import { Button } from '~/components/ui/Button';
import { FileDropField } from '~/components/ui/form/FileDropField';
import { toast } from '~/components/ui/toast';
import { ApiError } from '~/lib/api-client';
import { refreshOpenService } from '~/lib/open-service-cache';
import { navigate } from '../../../lib/router';
import { $selectedContract } from '../../../stores/user';
import { useDebits } from '../api/debits';
import { useReconnectionCalendar } from '../api/reconnection-calendar';
import { submitReconnection } from '../api/reconnection-submit';
import { useReconnectionType } from '../api/reconnection-type';
import { useReconnectionVerify } from '../api/reconnection-verify';
import { reconnectionSchema, type ReconnectionValues } from '../schemas/reconnection';
import { VisitFields } from './VisitFields';
import { NoContract } from './NoContract';
import { ProtocolModal } from './ProtocolModal';
import { Skeleton } from './Skeleton';
import styles from './Services.module.css';

import { RECONNECTION_ERROR_PAGE } from '../routes';
const tel = `tel:${CUSTOMER_SERVICE_PHONE.replace(/\D/g, '')}`;

/** /area-cliente/religacao-gas (spec 02 §2.4): open request, active contract, or the 4-hour / next-business-day choice and form. */
export default function ReconnectionScreen() {
  const contract = useStore($selectedContract);
  const contractId = contract?.id ?? null;
  const verify = useReconnectionVerify(contractId);
  const needsFlow = Boolean(verify.data && !verify.data.data && !verify.data.meta.contractActive);
  const type = useReconnectionType(needsFlow ? contractId : null);
  const calendar = useReconnectionCalendar(needsFlow ? contractId : null);
  const debits = useDebits(needsFlow ? contractId : null);
  const [choice, setChoice] = useState<'4h' | 'next-day' | null>(null);

  // The error page when the calendar is empty, its first date is full, or the type is OTHER (spec 02 §2.4).
  const unusable = Boolean(
    (calendar.data && calendarUnusable(calendar.data.data)) || (type.data && type.data.data.description === 'OTHER'),
  );
  useEffect(() => {
    if (unusable) navigate(RECONNECTION_ERROR_PAGE, { replace: true });
  }, [unusable]);

  const failed = verify.error || type.error || calendar.error || debits.error;
  return (
    <section className={styles.screen} aria-labelledby="religacao-title">
      <h1 id="religacao-title">Religação de gás</h1>
      {!contractId ? (
        <NoContract />
      ) : failed ? (
        <p role="alert">{M.fetchErrorLong}</p>
      ) : !verify.data ? (
        <Skeleton />
      ) : verify.data.data ? (
        <div className={styles.card} data-testid="solicitacao-aberta">
          <h2>{M.openRequest}</h2>
          <p>
            Protocolo: <strong>{verify.data.data.protocol}</strong>
          </p>
          {verify.data.data.scheduledDate && verify.data.data.period && (
            <p>
              Religação agendada para <strong>{formatDate(verify.data.data.scheduledDate)}</strong>,{' '}
              {PERIOD_LABELS[verify.data.data.period]}.
            </p>
          )}
          <p>Taxa do serviço: {verify.data.data.taxCents > 0 ? formatCents(verify.data.data.taxCents) : 'gratuita'}</p>
          <p>
            O cancelamento é feito pelo telefone <a href={tel}>{CUSTOMER_SERVICE_PHONE}</a>.
          </p>
        </div>
      ) : verify.data.meta.contractActive ? (
        <div className={styles.card} data-testid="instalacao-ativa">
          <h2>Sua instalação está ativa</h2>
          <p>
            O fornecimento de gás do seu imóvel está ativo e não há religação a agendar. Se o gás não estiver chegando, ligue para a nossa
            central de atendimento: <a href={tel}>{CUSTOMER_SERVICE_PHONE}</a>.
          </p>
        </div>
      ) : !type.data || !calendar.data || !debits.data || unusable ? (
        <Skeleton />
      ) : (
        <>
          <fieldset className={styles.choices}>
            <legend>Escolha o tipo de religação</legend>
            <label className={styles.choice}>
              <input type="radio" name="tipo-religacao" checked={choice === '4h'} onChange={() => setChoice('4h')} />{' '}
              <strong>Religação em 4 horas</strong>
              <p>Taxa: {type.data.data.free ? 'gratuita' : formatCents(type.data.data.fourHoursFeeCents)}</p>
            </label>
            <label className={styles.choice}>
              <input type="radio" name="tipo-religacao" checked={choice === 'next-day'} onChange={() => setChoice('next-day')} />{' '}
              <strong>Religação no próximo dia útil</strong>
              <p>Taxa: {type.data.data.free ? 'gratuita' : formatCents(type.data.data.nextDayFeeCents)}</p>
            </label>
          </fieldset>
          {choice === '4h' && (
            <div className={`${styles.card} ${styles.notice}`} data-testid="religacao-4h">
              <h2>Religação em 4 horas</h2>
              <p>Taxa: {type.data.data.free ? 'gratuita' : formatCents(type.data.data.fourHoursFeeCents)}</p>
              {type.data.data.noticeImage && (
                <img
                  src={type.data.data.noticeImage.url}
                  alt={type.data.data.noticeImage.alternativeText ?? 'Aviso da religação em 4 horas'}
                />
              )}
              <p>
                A religação em 4 horas é agendada pelo telefone <a href={tel}>{CUSTOMER_SERVICE_PHONE}</a> até as{' '}
                {FOUR_HOURS_PHONE_CUTOFF_HOUR}h. Depois desse horário, ela fica para o próximo dia útil.
              </p>
            </div>
          )}
          {choice === 'next-day' && (
            <NextDayForm
              contractId={contractId!}
              calendar={calendar.data.data}
              free={type.data.data.free}
              feeCents={type.data.data.feeCents}
              openInvoices={debits.data.data.quantityOpenInvoices}
              onCalendarChanged={() => void calendar.mutate()}
              onDone={() => void verify.mutate()}
            />
          )}
        </>
      )}
    </section>
  );
}

interface NextDayFormProps {
  contractId: string;
  calendar: CalendarEntry[];
  free: boolean;
  feeCents: number;
  openInvoices: number;
  onCalendarChanged: () => void;
  onDone: () => void;
}

function NextDayForm({ contractId, calendar, free, feeCents, openInvoices, onCalendarChanged, onDone }: NextDayFormProps) {
  const withDebits = openInvoices > 0;
  const schema = useMemo(() => reconnectionSchema(withDebits), [withDebits]);
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [done, setDone] = useState<{ protocol: string; date: string | null; period: CalendarEntry['period'][number] | null } | null>(null);
  const {
    control,
    handleSubmit,
    setValue,
    formState: { errors, isValid },
  } = useForm<ReconnectionValues>({
    resolver: valibotResolver(schema),
    defaultValues: { date: '', period: '', phone: '', files: [] },
    mode: 'onChange',
  });

  const send = async (values: ReconnectionValues) => {
    setSending(true);
    setProgress(values.files.length ? 0 : null);
    try {
      const { data } = await submitReconnection(
        { contractId, date: values.date, period: values.period, phone: values.phone, files: values.files },
        setProgress,
      );
      setDone({ protocol: data.protocol, date: data.date, period: data.period });
      void refreshOpenService();
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        navigate(RECONNECTION_ERROR_PAGE);
        return;
      }
      if (error instanceof ApiError && error.status === 409) onCalendarChanged();
      toast.error(M.reconnectionFailed);
    } finally {
      setSending(false);
      setProgress(null);
    }
  };

  if (done)
    return (
      <ProtocolModal
        title="Religação agendada"
        protocol={done.protocol}
        date={done.date}
        period={done.period}
        onClose={() => {
          setDone(null);
          onDone();
        }}
      />
    );
  if (sending) return <Skeleton label="Enviando a solicitação…" progress={progress} />;

  return (
    <form className={styles.form} onSubmit={handleSubmit(send)} noValidate aria-labelledby="religacao-form-title">
      <h2 id="religacao-form-title">Religação no próximo dia útil</h2>
      <p>
        Pedidos feitos até as 17h, de segunda a sexta-feira, são atendidos no próximo dia útil.{' '}
        {free
          ? 'Esta religação é gratuita.'
          : `A taxa de ${formatCents(feeCents)} é dividida em ${FEE_INSTALMENTS} parcelas, cobradas a partir da fatura seguinte ao mês da religação. Os valores são definidos por resolução da agência reguladora.`}
      </p>
      <VisitFields
        control={control}
        calendar={calendar}
        dateLabel="Data da visita"
        onDateChosen={() => setValue('period', '', { shouldValidate: true })}
      />
      {withDebits && (
        <Controller
          control={control}
          name="files"
          render={({ field }) => (
            <FileDropField
              label="Comprovantes de pagamento"
              hint={`Você tem ${openInvoices} fatura(s) vencida(s). Envie os comprovantes de pagamento (PDF, JPG ou PNG, até 10MB no total). A compensação de um pagamento pode levar até ${PAYMENT_COMPENSATION_BUSINESS_DAYS} dias úteis.`}
              name="files"
              value={field.value}
              onChange={(files: File[]) => {
                const total = files.reduce((sum, f) => sum + f.size, 0);
                if (files.length > PROOF_MAX_FILES) {
                  toast.error(M.fileLimit);
                  return;
                }
                if (total > PROOF_MAX_TOTAL_BYTES) {
                  toast.error(M.fileTotalSize);
                  return;
                }
                // Duplicates (same name and size) are ignored (spec 02 §5).
                const seen = new Set<string>();
                field.onChange(files.filter((f) => !seen.has(`${f.name}:${f.size}`) && seen.add(`${f.name}:${f.size}`)));
              }}
              onBlur={field.onBlur}
              error={errors.files?.message}
              accept={{ 'application/pdf': ['.pdf'], 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'] }}
              maxSize={PROOF_MAX_TOTAL_BYTES}
              messages={{ invalidType: M.fileFormat, tooLarge: M.fileTotalSize }}
            />
          )}
        />
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={!isValid}>
          Agendar religação
        </Button>
      </div>
    </form>
  );
}
