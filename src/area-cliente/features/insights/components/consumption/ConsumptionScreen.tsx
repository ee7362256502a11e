import { lazy, Suspense, useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { seriesCsv, type SeriesMonths } from '@domain/insights/consumption/rules';
import type { ConsumptionView } from '@domain/insights/consumption/views';
import { Button } from '~/components/ui/Button';
import { saveBlob } from '~/lib/save-blob';
import { $selectedContract, $user } from '../../../../stores/user';
import { useConsumptionSeries } from '../../api/consumption-series';
import { hasComparison, longMonth, perDayLabel, volumeLabel } from '../../model/consumption/table';
import { AlertForm } from './AlertForm';
import { NoContract } from '../../../../components/NoContract';
import styles from './Consumption.module.css';

// The chart library's chunk loads only with the chart.
const ConsumptionBars = lazy(() => import('./ConsumptionBars'));

const CLASS_LABELS: Record<string, string> = {
  RESIDENCIAL: 'residenciais',
  COMERCIAL: 'comerciais',
  INDUSTRIAL: 'industriais',
  GNV: 'de GNV',
};

const LEGEND = [
  { label: 'Média por dia', color: '#00507a' },
  { label: 'Mesmo mês do ano anterior', color: '#8fb3c7' },
  { label: 'Mediana de clientes semelhantes', color: '#e07b00' },
];

/** What the screen says about the comparison group. */
function GroupNote({ view }: { view: ConsumptionView }) {
  if (!view.group)
    return <p className={styles.note}>A comparação com clientes semelhantes não está disponível: o contrato não tem cidade cadastrada.</p>;
  const who = `clientes ${CLASS_LABELS[view.group.segment] ?? view.group.segment.toLowerCase()} de ${view.group.city}`;
  return (
    <>
      <p className={styles.note}>
        Clientes semelhantes: {who}, no mesmo mês. Mediana: metade desses clientes consome menos por dia; melhor quarto: um quarto deles
        consome isto ou menos por dia.
      </p>
      {!hasComparison(view.rows) || view.rows.some((r) => r.litres !== null && r.group.medianLitresPerDay === null) ? (
        <p className={styles.note} data-testid="grupo-pequeno">
          A comparação só aparece nos meses em que pelo menos {view.group.minCustomers} clientes formam o grupo, para que ninguém possa ser
          identificado.
        </p>
      ) : null}
    </>
  );
}

function ConsumptionTable({ view }: { view: ConsumptionView }) {
  const small = `Menos de ${view.group?.minCustomers ?? 10} clientes`;
  return (
    // Scrolls sideways on a narrow screen: focusable, so a keyboard can scroll it.
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Tabela do consumo mês a mês">
      <table className={styles.table} data-testid="tabela-consumo">
        <caption className={styles.caption}>Consumo mês a mês ({view.months} meses)</caption>
        <thead>
          <tr>
            <th scope="col">Mês de referência</th>
            <th scope="col">Consumo</th>
            <th scope="col">Dias do ciclo</th>
            <th scope="col">Média por dia</th>
            <th scope="col">Mesmo mês do ano anterior</th>
            <th scope="col">Média por dia no ano anterior</th>
            <th scope="col">Mediana de clientes semelhantes</th>
            <th scope="col">Melhor quarto de clientes semelhantes</th>
          </tr>
        </thead>
        <tbody>
          {[...view.rows].reverse().map((row) => (
            <tr key={row.month}>
              <th scope="row">{longMonth(row.month)}</th>
              <td>{volumeLabel(row.litres)}</td>
              <td>{row.days ?? '—'}</td>
              <td>{perDayLabel(row.litresPerDay)}</td>
              <td>{volumeLabel(row.lastYearLitres)}</td>
              <td>{perDayLabel(row.lastYearLitresPerDay)}</td>
              <td>
                {view.group && row.group.medianLitresPerDay === null && row.group.customers > 0
                  ? small
                  : perDayLabel(row.group.medianLitresPerDay)}
              </td>
              <td>
                {view.group && row.group.bestQuarterLitresPerDay === null && row.group.customers > 0
                  ? small
                  : perDayLabel(row.group.bestQuarterLitresPerDay)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * /area-cliente/meu-consumo — "Meu consumo" (issue 25 §2; docs/insights-consumption.md): m³ per
 * month over 12 or 24 months with the average per day and the same month last year, the
 * comparison with similar customers, the data as a table and CSV, and the high-consumption alert.
 */
export default function ConsumptionScreen() {
  const contract = useStore($selectedContract);
  const user = useStore($user);
  const [months, setMonths] = useState<SeriesMonths>(12);
  const { data, error } = useConsumptionSeries(contract?.id, months);
  const periodId = useId();

  const download = (view: ConsumptionView) =>
    saveBlob(
      new Blob(
        [
          `\uFEFF${seriesCsv(
            view.rows,
            view.rows.map((r) => r.group),
          )}`,
        ],
        { type: 'text/csv;charset=utf-8' },
      ),
      `meu-consumo-${view.months}-meses.csv`,
    );

  const body = () => {
    if (user && !contract) return <NoContract />;
    if (error) return <p role="alert">Não foi possível carregar o seu consumo. Tente novamente.</p>;
    if (!data || !contract) return <p role="status">Carregando…</p>;
    const view = data.data;
    const billed = view.rows.some((r) => r.litres !== null);
    return (
      <>
        {view.usual ? (
          <p className={styles.lead} data-testid="habitual">
            Seu consumo habitual para {longMonth(view.usual.month)} é de {volumeLabel(view.usual.litres)}; o alerta avisa acima de{' '}
            {volumeLabel(view.usual.thresholdLitres)}.
          </p>
        ) : null}
        <section className={styles.card} aria-labelledby="grafico-consumo-title">
          <h2 id="grafico-consumo-title">Média por dia em cada mês</h2>
          {billed ? (
            <>
              <div className={styles.chart}>
                <Suspense fallback={<p role="status">Carregando gráfico…</p>}>
                  <ConsumptionBars rows={view.rows} />
                </Suspense>
              </div>
              <ul className={styles.legend} aria-hidden="true">
                {LEGEND.slice(0, hasComparison(view.rows) ? 3 : 2).map((item) => (
                  <li key={item.label}>
                    <span className={styles.swatch} style={{ background: item.color }} />
                    {item.label}
                  </li>
                ))}
              </ul>
              <p className={styles.note}>
                Os ciclos de leitura têm durações diferentes; por isso o gráfico compara a média por dia (consumo do mês dividido pelos dias
                entre as leituras).
              </p>
            </>
          ) : (
            <p className={styles.note}>Ainda não há faturas neste período.</p>
          )}
          <GroupNote view={view} />
        </section>
        <section className={styles.card} aria-labelledby="dados-consumo-title">
          <h2 id="dados-consumo-title">Dados do consumo</h2>
          <ConsumptionTable view={view} />
          <div>
            <Button type="button" variant="secondary" onClick={() => download(view)}>
              Baixar CSV
            </Button>
          </div>
        </section>
        <section className={styles.card} aria-labelledby="alerta-consumo-title">
          <h2 id="alerta-consumo-title">Alerta de consumo</h2>
          <AlertForm contractId={contract.id} />
        </section>
      </>
    );
  };

  return (
    <section className={styles.screen} aria-labelledby="meu-consumo-title">
      <div className={styles.head}>
        <h1 id="meu-consumo-title">Meu consumo</h1>
        <div className={styles.period}>
          <label htmlFor={periodId}>Período</label>
          <select id={periodId} value={String(months)} onChange={(e) => setMonths(e.target.value === '24' ? 24 : 12)}>
            <option value="12">Últimos 12 meses</option>
            <option value="24">Últimos 24 meses</option>
          </select>
        </div>
      </div>
      {body()}
    </section>
  );
}
