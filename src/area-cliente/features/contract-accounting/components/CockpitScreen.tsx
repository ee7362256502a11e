/**
 * /area-cliente/contrato-industrial ("Contrato", industrial clients) and
 * /area-cliente/contratos-industriais (gas programmer and administrators, StaffContractsScreen):
 * the contract cockpit (issue 26 §2–§3; docs/contract-accounting.md). The client opens its own
 * industrial contracts, staff pick any — or open one from the portfolio of the month's risks
 * above it; a month picks the day tables.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useState } from 'react';
import { isoDayInSaoPaulo, monthYearLabel } from '~/lib/format';
import { $selectedContract } from '../../../stores/user';
import { useCockpit } from '../api/cockpit';
import { useCockpitContracts } from '../api/cockpit-contracts';
import { downloadCockpitTable } from '../api/export-cockpit';
import { CockpitPanels } from './CockpitPanels';
import { PortfolioPanel } from './PortfolioPanel';
import styles from './Cockpit.module.css';

/** The current month and the eleven before it, newest first. */
function lastMonths(today: string): string[] {
  const out: string[] = [];
  let y = Number(today.slice(0, 4));
  let m = Number(today.slice(5, 7));
  for (let i = 0; i < 12; i++) {
    out.push(`${y}-${String(m).padStart(2, '0')}`);
    m -= 1;
    if (m === 0) {
      m = 12;
      y -= 1;
    }
  }
  return out;
}

/** The cockpit; `staff` adds the portfolio above it (the 'Contratos industriais' screen). */
export function ContractCockpit({ staff = false }: { staff?: boolean }) {
  const selected = useStore($selectedContract);
  const contracts = useCockpitContracts();
  const [contractId, setContractId] = useState<string | null>(null);
  const months = lastMonths(isoDayInSaoPaulo());
  const [month, setMonth] = useState(months[0]!);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const contractField = useId();
  const monthField = useId();
  const list = useMemo(() => contracts.data ?? [], [contracts.data]);

  useEffect(() => {
    if (contractId || !list.length) return;
    setContractId(list.find((c) => c.id === selected?.id)?.id ?? list[0]!.id);
  }, [contractId, list, selected?.id]);

  const cockpit = useCockpit(contractId, month);
  const current = list.find((c) => c.id === contractId) ?? null;

  const body = () => {
    if (contracts.error) return <p role="alert">Não foi possível carregar os contratos. Tente novamente.</p>;
    if (contracts.data && !list.length) return <p role="status">Nenhum contrato industrial disponível.</p>;
    if (cockpit.error) return <p role="alert">Não foi possível carregar o cockpit do contrato. Tente novamente.</p>;
    if (!cockpit.data) return <p role="status">Carregando…</p>;
    return (
      <CockpitPanels
        view={cockpit.data}
        onDownload={(table) => {
          if (!current) return;
          setDownloadError(null);
          downloadCockpitTable(current.id, current.consumerCode, month, table).catch(() =>
            setDownloadError('Não foi possível baixar o CSV. Tente novamente.'),
          );
        }}
      />
    );
  };

  return (
    <section className={styles.screen} aria-labelledby="cockpit-title">
      {staff ? (
        <>
          <h1 id="cockpit-title">Contratos industriais</h1>
          <PortfolioPanel
            onOpen={(id) => {
              setContractId(id);
              document.getElementById('cockpit-contrato')?.scrollIntoView();
              document.getElementById(contractField)?.focus();
            }}
          />
        </>
      ) : null}
      <div className={styles.head} id="cockpit-contrato">
        {staff ? <h2>Cockpit do contrato</h2> : <h1 id="cockpit-title">Contrato</h1>}
        <div className={styles.filters}>
          <div className={styles.field}>
            <label htmlFor={contractField}>Contrato industrial</label>
            <select id={contractField} value={contractId ?? ''} onChange={(e) => setContractId(e.target.value)} disabled={!list.length}>
              {list.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name} — {c.consumerCode}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={monthField}>Mês das tabelas</label>
            <select id={monthField} value={month} onChange={(e) => setMonth(e.target.value)}>
              {months.map((m) => (
                <option key={m} value={m}>
                  {monthYearLabel(m)}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
      <p className={styles.lead}>
        O lado financeiro do seu contrato enquanto ainda dá para agir: ultrapassagem da QDC, take-or-pay e ship-or-pay, e desequilíbrio
        entre programado e medido, calculados com as condições do contrato. Os valores são simulações; a cobrança é a da fatura.
      </p>
      {downloadError ? <p role="alert">{downloadError}</p> : null}
      {body()}
    </section>
  );
}

export default function CockpitScreen() {
  return <ContractCockpit />;
}
