import { useId, useState } from 'react';
import { CUSTOMER_SERVICE_PHONE } from '@domain/constants';
import {
  CONSENT_LABELS,
  EXPORT_KINDS,
  EXPORT_STATUS_LABELS,
  PRIVACY_MESSAGES,
  REQUEST_KIND_LABELS,
  REQUEST_STATUS_LABELS,
  RETENTION,
  isOpenRequest,
  type AccountRequestKind,
  type ConsentCategory,
  type ExportKind,
} from '@domain/privacy/rules';
import type { ConsentView, PrivacySummaryView } from '@domain/privacy/types';
import { maskCpfCnpj } from '@domain/cpf-cnpj';
import { maskPhone } from '@domain/profile';
import { ApiError } from '~/lib/api-client';
import { Button } from '~/components/ui/Button';
import { toast } from '~/components/ui/toast';
import { Link } from '../../../components/Link';
import {
  applyCookieChoice,
  changeConsent,
  createPrivacyRequest,
  downloadExport,
  requestExport,
  useLatestExport,
  usePrivacySummary,
} from '../api/privacy';
import { ConfirmDialog } from './ConfirmDialog';
import styles from './Privacy.module.css';

const UNEXPECTED = 'Ocorreu um erro inesperado';
const failure = (error: unknown) => (error instanceof ApiError ? (error.serverMessage ?? UNEXPECTED) : UNEXPECTED);

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });
/** "26/11/2026 às 10:05" */
export const formatWhen = (iso: string) => dateTime.format(new Date(iso)).replace(', ', ' às ');

export interface PrivacyDataProps {
  /** Opens another tab of the profile screen (the forms that change each datum). */
  onOpenTab: (tab: 'cadastro' | 'login') => void;
  hasLoginTab: boolean;
}

/**
 * 'Privacidade e dados' (LGPD art. 18): what the portal holds, the export, how to
 * correct each datum, consents, the sharing list, deletion or anonymization with what is kept by
 * law, and the encarregado. Customers only; everything is the signed-in account's own.
 */
export function PrivacyData({ onOpenTab, hasLoginTab }: PrivacyDataProps) {
  const summary = usePrivacySummary(true);
  if (summary.isLoading) return <p role="status">Carregando…</p>;
  if (summary.error || !summary.data)
    return (
      <div className={styles.stack}>
        <p role="alert" className={styles.error}>
          Não foi possível carregar seus dados de privacidade. Por favor, tente novamente.
        </p>
        <div>
          <Button variant="secondary" onClick={() => void summary.mutate()}>
            Tentar novamente
          </Button>
        </div>
      </div>
    );
  const data = summary.data.data;
  return (
    <div className={styles.stack}>
      <HeldData data={data} />
      <ExportSection />
      <CorrectSection onOpenTab={onOpenTab} hasLoginTab={hasLoginTab} dpoEmail={data.dpo.email} />
      <ConsentSection consents={data.consents} onChanged={() => void summary.mutate()} />
      <SharingSection recipients={data.recipients} />
      <DeletionSection data={data} onRequested={() => void summary.mutate()} />
      <section className={styles.card} aria-labelledby="privacidade-encarregado">
        <h2 id="privacidade-encarregado">Encarregado de dados</h2>
        <p>
          O encarregado pelo tratamento de dados pessoais da Necta é <strong>{data.dpo.name}</strong>. Fale com o encarregado pelo e-mail{' '}
          <a href={`mailto:${data.dpo.email}`}>{data.dpo.email}</a>, pelo telefone {data.dpo.phone} ou pelo{' '}
          <a href="/encarregado-de-dados">formulário do site</a>.
        </p>
      </section>
    </div>
  );
}

function HeldData({ data }: { data: PrivacySummaryView }) {
  const { account, counts } = data;
  const kinds = (Object.keys(EXPORT_KINDS) as ExportKind[]).filter((k) => k !== 'conta' && counts[k] !== undefined);
  return (
    <section className={styles.card} aria-labelledby="privacidade-resumo">
      <h2 id="privacidade-resumo">Seus dados na área do cliente</h2>
      <dl className={styles.data}>
        <div>
          <dt>Nome</dt>
          <dd>{account.name ?? '—'}</dd>
        </div>
        <div>
          <dt>E-mail de login</dt>
          <dd>{account.email}</dd>
        </div>
        <div>
          <dt>CPF/CNPJ</dt>
          <dd>{account.cpfCnpj ? maskCpfCnpj(account.cpfCnpj) : '—'}</dd>
        </div>
        <div>
          <dt>Telefone</dt>
          <dd>{account.phone ? maskPhone(account.phone) : '—'}</dd>
        </div>
      </dl>
      <h3>Registros guardados</h3>
      <ul className={styles.counts}>
        {kinds.map((k) => (
          <li key={k}>
            {EXPORT_KINDS[k]}: <strong>{counts[k]}</strong>
          </li>
        ))}
      </ul>
      {!account.isAccountOwner && (
        <p className={styles.hint}>Os contratos e as faturas são dados do titular da conta; aqui aparecem só os seus próprios registros.</p>
      )}
    </section>
  );
}

function ExportSection() {
  const latest = useLatestExport(true);
  const [asking, setAsking] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const job = latest.data?.data ?? null;
  const running = job?.status === 'WAITING' || job?.status === 'PROCESSING';

  const ask = async () => {
    setAsking(true);
    try {
      const answer = await requestExport();
      toast.success(answer.message);
      await latest.mutate({ data: answer.data }, { revalidate: true });
    } catch (error) {
      toast.error(failure(error), { duration: 7000 });
      void latest.mutate();
    } finally {
      setAsking(false);
    }
  };

  const save = async () => {
    if (!job?.downloadPath) return;
    setDownloading(true);
    try {
      const blob = await downloadExport(job.downloadPath);
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = job.fileName ?? 'meus-dados-necta.zip';
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      toast.error(failure(error), { duration: 7000 });
      void latest.mutate();
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="privacidade-exportar">
      <h2 id="privacidade-exportar">Exportar meus dados</h2>
      <p>
        Receba um arquivo .zip com tudo o que a área do cliente guarda sobre você: um arquivo JSON completo e uma planilha CSV para cada
        tipo de dado. O arquivo fica pronto em alguns minutos; avisamos por e-mail e notificação. O download só funciona com o seu acesso e
        fica disponível por 24 horas.
      </p>
      <div role="status" className={styles.status}>
        {job ? (
          <p>
            Situação da exportação: <strong>{EXPORT_STATUS_LABELS[job.status]}</strong>
            {job.status === 'READY' && job.expiresAt ? ` — disponível até ${formatWhen(job.expiresAt)}` : ''}
          </p>
        ) : (
          <p>Você ainda não pediu uma exportação.</p>
        )}
      </div>
      <div className={styles.actions}>
        {job?.status === 'READY' && job.downloadPath && (
          <Button onClick={() => void save()} loading={downloading}>
            Baixar arquivo
          </Button>
        )}
        <Button variant={job?.status === 'READY' ? 'secondary' : 'primary'} onClick={() => void ask()} loading={asking} disabled={running}>
          {job?.status === 'READY' ? 'Gerar novo arquivo' : 'Solicitar exportação'}
        </Button>
      </div>
    </section>
  );
}

function CorrectSection({
  onOpenTab,
  hasLoginTab,
  dpoEmail,
}: {
  onOpenTab: PrivacyDataProps['onOpenTab'];
  hasLoginTab: boolean;
  dpoEmail: string;
}) {
  return (
    <section className={styles.card} aria-labelledby="privacidade-corrigir">
      <h2 id="privacidade-corrigir">Corrigir meus dados</h2>
      <ul className={styles.list}>
        <li>
          <strong>Telefone, e-mail de cadastro e fatura por e-mail:</strong>{' '}
          <Button variant="link" onClick={() => onOpenTab('cadastro')}>
            alterar em Dados cadastrais
          </Button>
        </li>
        {hasLoginTab && (
          <li>
            <strong>E-mail de login:</strong>{' '}
            <Button variant="link" onClick={() => onOpenTab('login')}>
              alterar em Dados de login
            </Button>
          </li>
        )}
        <li>
          <strong>Senha:</strong> <Link href="/area-cliente/atualizar-senha">redefinir senha</Link>
        </li>
        <li>
          <strong>Nome, CPF/CNPJ, endereço e titularidade do contrato</strong> não podem ser alterados pela internet. Ligue para{' '}
          {CUSTOMER_SERVICE_PHONE} ou escreva para <a href={`mailto:${dpoEmail}`}>{dpoEmail}</a>, informando o código do cliente.
        </li>
      </ul>
    </section>
  );
}

function ConsentSection({ consents, onChanged }: { consents: ConsentView[]; onChanged: () => void }) {
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
                  {c.changedAt ? `${c.granted ? 'Concedido' : 'Revogado'} em ${formatWhen(c.changedAt)}` : 'Nunca concedido'}
                </p>
                {c.history.length > 1 && (
                  <details>
                    <summary>Histórico de mudanças</summary>
                    <ul>
                      {c.history.map((h) => (
                        <li key={h.changedAt + String(h.granted)}>
                          {h.granted ? 'Concedido' : 'Revogado'} em {formatWhen(h.changedAt)}
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

function SharingSection({ recipients }: { recipients: PrivacySummaryView['recipients'] }) {
  return (
    <section className={styles.card} aria-labelledby="privacidade-compartilhamento">
      <h2 id="privacidade-compartilhamento">Com quem compartilhamos seus dados</h2>
      {recipients.length === 0 ? (
        <p>Não compartilhamos seus dados com terceiros.</p>
      ) : (
        <ul className={styles.list}>
          {recipients.map((r) => (
            <li key={r.name}>
              <strong>{r.name}</strong>
              <p className={styles.hint}>Para quê: {r.purpose}</p>
              <p className={styles.hint}>Dados: {r.dataShared}</p>
              <p className={styles.hint}>Base legal: {r.legalBasis}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function DeletionSection({ data, onRequested }: { data: PrivacySummaryView; onRequested: () => void }) {
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
                  <strong>{REQUEST_KIND_LABELS[r.kind]}</strong> — protocolo {r.protocol}, aberta em {formatWhen(r.requestedAt)}. Status:{' '}
                  <strong>{REQUEST_STATUS_LABELS[r.status]}</strong>
                  {r.history.length > 1 && (
                    <details>
                      <summary>Histórico</summary>
                      <ul>
                        {r.history.map((h) => (
                          <li key={h.at + h.to}>
                            {REQUEST_STATUS_LABELS[h.to]} em {formatWhen(h.at)}
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
