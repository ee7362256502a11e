import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { CONSUMPTION_MESSAGES, SITUATION_LABELS } from '@domain/consumption/messages';
import { checklistExpired } from '@domain/consumption/rules';
import type { CompanySituation } from '@domain/consumption/types';
import { Button } from '~/components/ui/Button';
import { toast } from '~/components/ui/toast';
import { formatVolume } from '~/lib/format';
import { Link } from '../../../components/Link';
import { $location } from '../../../lib/router';
import { useCompaniesSituation } from '../api/get-companies-situation';
import { sendRequestEmail } from '../api/send-request-email';
import { CHECKLIST_ITEMS, type ChecklistState } from '../model/checklist';
import { DecisionModal } from './DecisionModal';
import styles from '~/components/ui/consumption/Consumption.module.css';

const STORAGE_KEY = 'portal:consumption-checklist';

/** How often an open screen checks whether its ticks have expired (12:00, 24 hours). */
const CHECKLIST_CHECK_MS = 30_000;

const unticked = () => CHECKLIST_ITEMS.map(() => false);

function readChecklist(): boolean[] {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as ChecklistState | null;
    if (saved && !checklistExpired(saved.savedAt, Date.now())) return saved.checked;
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    /* nothing saved */
  }
  return unticked();
}

function Checklist() {
  const [checked, setChecked] = useState<boolean[]>(unticked);
  useEffect(() => {
    setChecked(readChecklist());
    // The ticks also reset while the screen stays open (spec 03 §2.3: after 24 hours and after 12:00).
    const timer = setInterval(() => setChecked(readChecklist()), CHECKLIST_CHECK_MS);
    return () => clearInterval(timer);
  }, []);
  const toggle = (i: number) => {
    const next = checked.map((c, j) => (j === i ? !c : c));
    setChecked(next);
    // eslint-disable-next-line react-hooks/purity -- runs on a click (toggle), never during render
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ checked: next, savedAt: Date.now() } satisfies ChecklistState));
  };
  return (
    <section className={styles.card} aria-labelledby="checklist-title">
      <h2 id="checklist-title">Checklist do dia</h2>
      <ul className={styles.columns} data-testid="checklist">
        {CHECKLIST_ITEMS.map((item, i) => (
          <li key={item}>
            <label>
              <input type="checkbox" checked={checked[i] ?? false} onChange={() => toggle(i)} /> {item}
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}

function CompanyTable({
  title,
  rows,
  action,
}: {
  title: string;
  rows: CompanySituation[];
  action: (c: CompanySituation) => React.ReactNode;
}) {
  const id = `table-${title.replace(/\W/g, '')}`;
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id}>
        {title} ({rows.length})
      </h2>
      {rows.length === 0 ? (
        <p>{CONSUMPTION_MESSAGES.noClients}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Cliente</th>
              <th scope="col">QDC</th>
              <th scope="col">Consumo de ontem</th>
              <th scope="col">Solicitado hoje</th>
              <th scope="col">Aceito</th>
              <th scope="col">Situação</th>
              <th scope="col">Ações</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((c) => (
              <tr key={c.contractId}>
                <td>{c.companyName}</td>
                <td>{formatVolume(c.qdc)}</td>
                <td>{formatVolume(c.consumptionYesterday)}</td>
                <td>{formatVolume(c.consumptionToday)}</td>
                <td>{formatVolume(c.acceptedVolume)}</td>
                <td>{c.situation === null ? 'Sem programação' : SITUATION_LABELS[c.situation]}</td>
                <td>{action(c)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/**
 * /area-cliente/programacao-intradiaria (spec 03 §2.3): totals, checklist and the three tables;
 * `?c=<contract>&p=<protocol>&name&qdc&open=<axis>` opens the client page directly.
 */
export default function IntradayScreen() {
  const { search } = useStore($location);
  const params = new URLSearchParams(search);
  const client = params.get('c');
  const axis = params.get('open');
  const { data, error, mutate } = useCompaniesSituation();
  const [deciding, setDeciding] = useState<CompanySituation | null>(null);
  if (error) return <p role="alert">{CONSUMPTION_MESSAGES.fetchFailed}</p>;
  if (!data) return <p role="status">Carregando…</p>;
  const only = (list: CompanySituation[]) =>
    list.filter((c) => (!client || c.contractId === client) && (!axis || String(c.axisId) === axis));
  // The client page opened straight from a link with only `c` (and `p`): its name and QDC come
  // from the day's lists when the link does not carry them (spec 03 §2 table).
  const company = client ? [...data.pending, ...data.waiting, ...data.completed].find((c) => c.contractId === client) : undefined;
  const name = params.get('name') ?? company?.companyName ?? '';
  const qdc = params.get('qdc') ?? company?.qdc ?? null;
  const email = async (c: CompanySituation) => {
    try {
      await sendRequestEmail(c.contractId);
      toast.success(CONSUMPTION_MESSAGES.requestEmailSent);
    } catch {
      toast.error(CONSUMPTION_MESSAGES.requestEmailFailed);
    }
  };
  const analyse = (c: CompanySituation) =>
    c.id ? (
      <Button variant="link" onClick={() => setDeciding(c)} aria-label={`Analisar ${c.companyName}`}>
        Analisar
      </Button>
    ) : null;
  return (
    <section className={styles.screen} aria-labelledby="intradiaria-title">
      <h1 id="intradiaria-title">{client && name ? `Programação intradiária — ${name}` : 'Programação intradiária'}</h1>
      {client && (
        <p>
          {qdc && <>QDC {formatVolume(qdc)} · </>}
          {params.get('p') && <>Protocolo {params.get('p')} · </>}
          <Link href="/area-cliente/programacao-intradiaria">Voltar para a lista</Link>
        </p>
      )}
      <div className={styles.grid}>
        <div className={styles.card}>
          <h2>Aguardando programação</h2>
          <p className={styles.total}>{data.waiting.length}</p>
        </div>
        <div className={styles.card}>
          <h2>Para análise</h2>
          <p className={styles.total}>{data.pending.length}</p>
        </div>
        <div className={styles.card}>
          <h2>Analisados</h2>
          <p className={styles.total}>{data.completed.length}</p>
        </div>
      </div>
      {!client && <Checklist />}
      <CompanyTable
        title="Aguardando programação"
        rows={only(data.waiting)}
        action={(c) => (
          <Button variant="link" onClick={() => void email(c)} aria-label={`Enviar e-mail para ${c.companyName}`}>
            Enviar e-mail
          </Button>
        )}
      />
      <CompanyTable title="Para análise" rows={only(data.pending)} action={analyse} />
      <CompanyTable title="Analisados" rows={only(data.completed)} action={() => null} />
      <DecisionModal
        key={deciding?.contractId ?? 'none'}
        company={deciding}
        onClose={() => setDeciding(null)}
        onDone={() => {
          setDeciding(null);
          void mutate();
        }}
      />
    </section>
  );
}
