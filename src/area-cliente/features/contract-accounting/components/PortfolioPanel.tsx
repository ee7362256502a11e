/**
 * The staff's portfolio (issue 26 §3; docs/contract-accounting.md, "Carteira"): the industrial
 * contracts that risk overrun, a take-or-pay shortfall or imbalance this month, largest simulated
 * amount first, filtered by risk, downloadable as CSV; "Abrir" shows that contract's cockpit below.
 */
import { useId, useState } from 'react';
import { Button } from '~/components/ui/Button';
import { formatCents, formatVolume, monthYearLabel } from '~/lib/format';
import type { RiskKind } from '@domain/contract-accounting/portfolio';
import { downloadPortfolio } from '../api/export-portfolio';
import { usePortfolio } from '../api/portfolio';
import { portfolioDetail, RISK_OPTIONS } from '../model/portfolio';
import styles from './Cockpit.module.css';

export function PortfolioPanel({ onOpen }: { onOpen: (contractId: string) => void }) {
  const [kinds, setKinds] = useState<RiskKind[]>([]);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const portfolio = usePortfolio(kinds);
  const legend = useId();
  const toggle = (kind: RiskKind, on: boolean) =>
    setKinds((current) => RISK_OPTIONS.map((o) => o.kind).filter((k) => (k === kind ? on : current.includes(k))));
  const data = portfolio.data;

  const body = () => {
    if (portfolio.error) return <p role="alert">Não foi possível carregar a carteira. Tente novamente.</p>;
    if (!data) return <p role="status">Carregando…</p>;
    if (!data.lines.length)
      return <p role="status">Nenhum contrato industrial com risco {kinds.length ? 'dos tipos escolhidos ' : ''}neste mês.</p>;
    return (
      <div className={styles.scroll} tabIndex={0} role="region" aria-label="Tabela da carteira de contratos industriais">
        <table className={styles.table}>
          <caption>
            Riscos de {monthYearLabel(data.month)}, do maior para o menor valor simulado ({data.lines.length}{' '}
            {data.lines.length === 1 ? 'linha' : 'linhas'})
          </caption>
          <thead>
            <tr>
              <th scope="col">Cliente</th>
              <th scope="col">Contrato</th>
              <th scope="col">Risco</th>
              <th scope="col">Volume</th>
              <th scope="col">Valor simulado</th>
              <th scope="col">Situação</th>
              <th scope="col">
                <span className="visually-hidden">Ação</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.lines.map((line) => (
              <tr key={`${line.contract.id}-${line.kind}`}>
                <th scope="row">{line.contract.name}</th>
                <td>{line.contract.consumerCode}</td>
                <td>{RISK_OPTIONS.find((o) => o.kind === line.kind)!.label}</td>
                <td>{formatVolume(line.volume)}</td>
                <td>{formatCents(line.amountCents)}</td>
                <td>{portfolioDetail(line)}</td>
                <td>
                  <Button
                    type="button"
                    variant="secondary"
                    aria-label={`Abrir o contrato ${line.contract.consumerCode} (${line.contract.name})`}
                    onClick={() => onOpen(line.contract.id)}
                  >
                    Abrir
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  };

  return (
    <section className={styles.card} aria-labelledby="carteira-title" data-testid="carteira">
      <h2 id="carteira-title">Carteira do mês</h2>
      <p className={styles.note}>
        Os contratos industriais com risco de ultrapassagem, de falta no take-or-pay ou ship-or-pay, ou de desequilíbrio neste mês, com o
        valor simulado pelas condições de cada contrato. Valores simulados; a cobrança é a da fatura.
      </p>
      <fieldset className={styles.filters} aria-labelledby={legend}>
        <legend id={legend}>Riscos exibidos</legend>
        {RISK_OPTIONS.map((o) => (
          <label key={o.kind} className={styles.check}>
            <input type="checkbox" checked={kinds.includes(o.kind)} onChange={(e) => toggle(o.kind, e.target.checked)} /> {o.label}
          </label>
        ))}
        <span className={styles.note}>{kinds.length ? '' : 'Nenhum marcado: todos os riscos.'}</span>
      </fieldset>
      {body()}
      <div>
        <Button
          type="button"
          variant="secondary"
          disabled={!data?.lines.length}
          onClick={() => {
            if (!data) return;
            setDownloadError(null);
            downloadPortfolio(kinds, data.month).catch(() => setDownloadError('Não foi possível baixar o CSV. Tente novamente.'));
          }}
        >
          Baixar CSV da carteira
        </Button>
      </div>
      {downloadError ? <p role="alert">{downloadError}</p> : null}
    </section>
  );
}
