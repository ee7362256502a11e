import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  FEE_INSTALMENTS,
  PAYMENT_COMPENSATION_BUSINESS_DAYS,
  PROOF_ACCEPT,
  PROOF_MAX_FILES,
  PROOF_MAX_TOTAL_BYTES,
} from '@domain/service/constants';
import { SERVICE_MESSAGES as M } from '@domain/service/messages';
import type { CalendarEntry } from '@domain/service/types';
import { Button } from '~/components/ui/Button';
import { FileDropField } from '~/components/ui/form/FileDropField';
import { toast } from '~/components/ui/toast';
import { ApiError } from '~/lib/api-client';
import { formatCents } from '~/lib/format';
import { refreshOpenService } from '~/lib/open-service-cache';
import { navigate } from '../../../lib/router';
import { submitReconnection } from '../api/submit-reconnection';
import { RECONNECTION_ERROR_PAGE } from '../model/routes';
import { reconnectionSchema, type ReconnectionValues } from '../schemas/reconnection';
import { ProtocolModal } from './ProtocolModal';
import { Skeleton } from './Skeleton';
import { VisitFields } from './VisitFields';
import styles from './Services.module.css';

export interface NextDayFormProps {
  contractId: string;
  calendar: CalendarEntry[];
  free: boolean;
  feeCents: number;
  openInvoices: number;
  onCalendarChanged: () => void;
  onDone: () => void;
}

/**
 * The next-business-day reconnection form (spec 02 §2.4, §7): visit date and period, phone, and the
 * payment proofs when invoices are overdue; sends with the upload's progress, then the protocol.
 */
export function NextDayForm({ contractId, calendar, free, feeCents, openInvoices, onCalendarChanged, onDone }: NextDayFormProps) {
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
      void refreshOpenService(contractId);
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
              accept={PROOF_ACCEPT}
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
