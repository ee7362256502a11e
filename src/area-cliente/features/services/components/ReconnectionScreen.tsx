import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { CUSTOMER_SERVICE_PHONE, FOUR_HOURS_PHONE_CUTOFF_HOUR, PERIOD_LABELS } from '@domain/service/constants';
import { SERVICE_MESSAGES as M } from '@domain/service/messages';
import { calendarUnusable } from '@domain/service/rules';
import { formatCents, formatDate } from '~/lib/format';
import { navigate } from '../../../lib/router';
import { $selectedContract } from '../../../stores/user';
import { useDebits } from '../api/get-debits';
import { useReconnectionCalendar } from '../api/get-reconnection-calendar';
import { useReconnectionType } from '../api/get-reconnection-type';
import { useReconnectionVerify } from '../api/verify-reconnection';
import { RECONNECTION_ERROR_PAGE } from '../model/routes';
import { NextDayForm } from './NextDayForm';
import { NoContract } from './NoContract';
import { Skeleton } from './Skeleton';
import styles from './Services.module.css';

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
