import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { parseVolume } from '@domain/consumption/volumes';
import { restrictionText, type CurtailmentPhase } from '@domain/curtailment/rules';
import type { CurtailmentListAnswer, CurtailmentNoticeView } from '@domain/curtailment/types';
import { Button } from '~/components/ui/Button';
import { ConfirmModal } from '~/components/ui/modal';
import { toast } from '~/components/ui/toast';
import { ApiError } from '~/lib/api-client';
import { formatDateTimeAt, formatVolume } from '~/lib/format';
import { issueCurtailment } from '../api/issue-curtailment';
import { useCurtailmentNotices } from '../api/list-curtailment-notices';
import { withdrawCurtailment } from '../api/withdraw-curtailment';
import { curtailmentBody, curtailmentSchema, type CurtailmentValues } from '../schemas/curtailment';
import styles from '~/components/ui/consumption/Consumption.module.css';

const PHASE_LABELS: Record<CurtailmentPhase, string> = { SCHEDULED: 'Programada', IN_FORCE: 'Em vigor', ENDED: 'Encerrada' };

function restriction(notice: CurtailmentNoticeView): string {
  if (notice.kind === 'VOLUME') return `até ${formatVolume(notice.volume)} por dia`;
  return `${(notice.percent ?? '').replace('.', ',')}% da QDC`;
}

const limitText = (notice: CurtailmentNoticeView, limit: string) =>
  restrictionText(notice.kind, notice.percent, (parseVolume(limit) as { ok: true; litres: bigint }).litres);

function IssueForm({ choices, onIssued }: { choices: CurtailmentListAnswer; onIssued: () => void }) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CurtailmentValues>({
    resolver: valibotResolver(curtailmentSchema(() => new Date())),
    defaultValues: {
      target: 'contracts',
      contractIds: [],
      axisId: '',
      kind: 'PERCENT',
      volume: '',
      percent: '',
      startsAt: '',
      endsAt: '',
      reason: '',
      ackHours: String(choices.defaultAckHours),
    },
    mode: 'onSubmit',
  });
  const target = useWatch({ control, name: 'target' });
  const kind = useWatch({ control, name: 'kind' });
  const send = async (values: CurtailmentValues) => {
    try {
      const issued = await issueCurtailment(curtailmentBody(values));
      toast.success(`Aviso de restrição emitido para ${issued.targets.length} contrato(s).`);
      reset();
      onIssued();
    } catch (err) {
      toast.error((err instanceof ApiError && err.serverMessage) || 'Não foi possível emitir o aviso. Tente novamente.');
    }
  };
  const error = (name: keyof CurtailmentValues) => {
    const message = errors[name]?.message;
    return message ? (
      <p id={`curtailment-${name}-error`} className={styles.error} role="alert">
        {message}
      </p>
    ) : null;
  };
  const described = (name: keyof CurtailmentValues) =>
    errors[name] ? { 'aria-describedby': `curtailment-${name}-error`, 'aria-invalid': true } : {};

  return (
    <form className={styles.card} onSubmit={handleSubmit(send)} noValidate aria-labelledby="emitir-title">
      <h2 id="emitir-title">Emitir aviso de restrição</h2>
      <fieldset>
        <legend>Para quem</legend>
        <label>
          <input type="radio" value="contracts" {...register('target')} /> Contratos escolhidos
        </label>{' '}
        <label>
          <input type="radio" value="axis" {...register('target')} /> Um eixo inteiro
        </label>
      </fieldset>
      {target === 'axis' ? (
        <div className={styles.field}>
          <label htmlFor="curtailment-axis">Eixo</label>
          <select id="curtailment-axis" {...register('axisId')} {...described('axisId')}>
            <option value="">Escolha o eixo</option>
            {choices.axes.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
          {error('axisId')}
        </div>
      ) : (
        <fieldset {...(errors.contractIds ? { 'aria-describedby': 'curtailment-contractIds-error' } : {})}>
          <legend>Contratos industriais</legend>
          <ul className={styles.list}>
            {choices.contracts.map((c) => (
              <li key={c.id}>
                <label>
                  <input type="checkbox" value={c.id} {...register('contractIds')} /> {c.name} ({c.consumerCode}) — QDC{' '}
                  {formatVolume(c.qdc)}
                </label>
              </li>
            ))}
          </ul>
          {error('contractIds')}
        </fieldset>
      )}
      <fieldset>
        <legend>Restrição</legend>
        <label>
          <input type="radio" value="PERCENT" {...register('kind')} /> Percentual da QDC
        </label>{' '}
        <label>
          <input type="radio" value="VOLUME" {...register('kind')} /> Volume (m³/dia)
        </label>
      </fieldset>
      {error('kind')}
      <div className={styles.row}>
        {kind === 'VOLUME' ? (
          <div className={styles.field}>
            <label htmlFor="curtailment-volume">Volume máximo (m³/dia)</label>
            <input id="curtailment-volume" inputMode="decimal" {...register('volume')} {...described('volume')} />
            {error('volume')}
          </div>
        ) : (
          <div className={styles.field}>
            <label htmlFor="curtailment-percent">Percentual da QDC (%)</label>
            <input id="curtailment-percent" inputMode="decimal" {...register('percent')} {...described('percent')} />
            {error('percent')}
          </div>
        )}
        <div className={styles.field}>
          <label htmlFor="curtailment-starts">Início (horário de Brasília)</label>
          <input id="curtailment-starts" type="datetime-local" {...register('startsAt')} {...described('startsAt')} />
          {error('startsAt')}
        </div>
        <div className={styles.field}>
          <label htmlFor="curtailment-ends">Término (opcional)</label>
          <input id="curtailment-ends" type="datetime-local" {...register('endsAt')} {...described('endsAt')} />
          {error('endsAt')}
        </div>
        <div className={styles.field}>
          <label htmlFor="curtailment-ack">Prazo de ciência (horas)</label>
          <input id="curtailment-ack" inputMode="numeric" {...register('ackHours')} {...described('ackHours')} />
          {error('ackHours')}
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor="curtailment-reason">Motivo</label>
        <textarea id="curtailment-reason" rows={3} maxLength={500} {...register('reason')} {...described('reason')} />
        {error('reason')}
      </div>
      <p>
        <Button type="submit" disabled={isSubmitting}>
          Emitir aviso
        </Button>
      </p>
    </form>
  );
}

function NoticeCard({ notice, onWithdraw }: { notice: CurtailmentNoticeView; onWithdraw: (n: CurtailmentNoticeView) => void }) {
  const acknowledged = notice.targets.filter((t) => t.acknowledgedAt).length;
  const titleId = `aviso-${notice.id}`;
  return (
    <section className={styles.card} aria-labelledby={titleId} data-testid="curtailment-notice">
      <h3 id={titleId}>
        {notice.axis ? `Eixo ${notice.axis.name}` : `${notice.targets.length} contrato(s)`}: {restriction(notice)} —{' '}
        {PHASE_LABELS[notice.phase]}
      </h3>
      <dl className={styles.details}>
        <dt>Vigência</dt>
        <dd>
          {formatDateTimeAt(notice.startsAt)} {notice.endsAt ? `até ${formatDateTimeAt(notice.endsAt)}` : '(sem término previsto)'}
        </dd>
        <dt>Motivo</dt>
        <dd>{notice.reason}</dd>
        <dt>Emitido</dt>
        <dd>
          {formatDateTimeAt(notice.issuedAt)} por {notice.issuedBy ?? '—'}
        </dd>
        <dt>Ciência até</dt>
        <dd>{formatDateTimeAt(notice.ackDeadline)}</dd>
        {notice.withdrawnAt && (
          <>
            <dt>Encerrado</dt>
            <dd>
              {formatDateTimeAt(notice.withdrawnAt)} por {notice.withdrawnBy ?? '—'}
            </dd>
          </>
        )}
        <dt>Ciência</dt>
        <dd>
          {acknowledged} de {notice.targets.length} contrato(s)
        </dd>
      </dl>
      <table className={styles.table}>
        <caption className="visually-hidden">Ciência por contrato</caption>
        <thead>
          <tr>
            <th scope="col">Contrato</th>
            <th scope="col">Limite</th>
            <th scope="col">Ciência</th>
            <th scope="col">Escalado</th>
          </tr>
        </thead>
        <tbody>
          {notice.targets.map((t) => (
            <tr key={t.contractId}>
              <td>
                {t.name} ({t.consumerCode})
              </td>
              <td>{limitText(notice, t.limit)}</td>
              <td>{t.acknowledgedAt ? `${t.acknowledgedBy ?? '—'} em ${formatDateTimeAt(t.acknowledgedAt)}` : 'Pendente'}</td>
              <td>{t.escalatedAt ? formatDateTimeAt(t.escalatedAt) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {notice.phase !== 'ENDED' && (
        <p>
          <Button variant="secondary" onClick={() => onWithdraw(notice)}>
            Encerrar agora
          </Button>
        </p>
      )}
    </section>
  );
}

/** /area-cliente/avisos-restricao — issue curtailment notices and follow each contract's acknowledgement (docs/curtailment.md). */
export default function CurtailmentScreen() {
  const { data, error, mutate } = useCurtailmentNotices();
  const [ending, setEnding] = useState<CurtailmentNoticeView | null>(null);
  const [busy, setBusy] = useState(false);
  const withdraw = async () => {
    if (!ending) return;
    setBusy(true);
    try {
      await withdrawCurtailment(ending.id);
      toast.success('Aviso de restrição encerrado.');
      setEnding(null);
      await mutate();
    } catch (err) {
      toast.error((err instanceof ApiError && err.serverMessage) || 'Não foi possível encerrar o aviso. Tente novamente.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.screen} aria-labelledby="avisos-title">
      <h1 id="avisos-title">Avisos de restrição</h1>
      {error ? (
        <p role="alert">Ocorreu um erro ao buscar os dados</p>
      ) : !data ? (
        <p role="status">Carregando…</p>
      ) : (
        <>
          <IssueForm choices={data} onIssued={() => void mutate()} />
          <h2>Avisos emitidos</h2>
          {data.notices.length === 0 ? (
            <p>Nenhum aviso de restrição emitido.</p>
          ) : (
            data.notices.map((n) => <NoticeCard key={n.id} notice={n} onWithdraw={setEnding} />)
          )}
        </>
      )}
      <ConfirmModal
        open={ending !== null}
        title="Encerrar aviso de restrição"
        confirmLabel="Encerrar agora"
        busy={busy}
        onConfirm={() => void withdraw()}
        onClose={() => setEnding(null)}
      >
        <p>A restrição termina agora e os clientes são avisados no portal. O registro do aviso e das ciências é mantido.</p>
      </ConfirmModal>
    </section>
  );
}
