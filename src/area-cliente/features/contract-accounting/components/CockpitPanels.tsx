/**
 * The four panels of the contract cockpit (issue 26 §2; docs/contract-accounting.md): today, overrun,
 * take-or-pay / ship-or-pay and imbalance. Each has its figures in a table, a chart beside it
 * (hidden from assistive technology) and a sentence that says what the figures mean and what to do.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Button } from '~/components/ui/Button';
import type { CockpitTable } from '@domain/contract-accounting/csv';
import { formatCents, formatDate, formatVolume } from '~/lib/format';
import {
  chartM3,
  imbalanceSentence,
  overrunSentence,
  percentLabel,
  signedVolume,
  takeOrPaySentences,
  todaySentences,
  type Cockpit,
} from '../model/figures';
import styles from './Cockpit.module.css';

const CockpitBars = lazy(() => import('./CockpitBars'));

const short = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;

function Chart(props: { id: string; categories: string[]; series: { name: string; data: number[] }[]; colors: string[] }) {
  return (
    <div className={styles.chart} aria-hidden="true">
      <Suspense fallback={null}>
        <CockpitBars {...props} />
      </Suspense>
    </div>
  );
}

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`} data-testid={id}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

function FigureTable({ caption, rows }: { caption: string; rows: [string, string][] }) {
  return (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface CockpitPanelsProps {
  view: Cockpit;
  /** Downloads a day table as CSV (absent: no button). */
  onDownload?: (table: CockpitTable) => void;
}

export function CockpitPanels({ view, onDownload }: CockpitPanelsProps) {
  const term = view.current;
  const today = view.todayPanel;
  const todayText = todaySentences(view);
  const top = view.takeOrPay;
  const yearOverrun = view.overrun.year;
  return (
    <>
      {term ? (
        <Panel id="condicoes" title="Condições do contrato em vigor">
          <FigureTable
            caption={`Vigentes desde ${formatDate(term.validFrom)}${term.validTo ? ` até ${formatDate(term.validTo)}` : ''}`}
            rows={[
              ['QDC (quantidade diária contratada)', `${formatVolume(term.qdc)}/dia`],
              ['Volume mensal contratado', formatVolume(term.monthlyVolume)],
              ['Volume anual contratado', formatVolume(term.annualVolume)],
              ['Início do ano contratual', term.contractYearStart],
              [
                'Take-or-pay',
                `${percentLabel(term.takeOrPayPercent)} do volume ${term.takeOrPayPeriod === 'annual' ? 'anual' : 'mensal'} contratado`,
              ],
              ['Ship-or-pay', `${percentLabel(term.shipOrPayPercent)} da capacidade (QDC × dias)`],
              [
                'Tolerância de ultrapassagem',
                `${percentLabel(term.overrunTolerancePercent)} da QDC; penalidade: tarifa × ${term.overrunPenaltyFactor.replace('.', ',')}`,
              ],
              [
                'Make-up (recuperação)',
                `${percentLabel(term.makeUpSharePercent)} do volume pago, em até ${term.makeUpYears} ${term.makeUpYears === 1 ? 'ano' : 'anos'}`,
              ],
              [
                'Faixa de desequilíbrio',
                `${percentLabel(term.imbalanceTolerancePercent)} do programado; cobrança: tarifa × ${term.imbalanceChargeFactor.replace('.', ',')}`,
              ],
              ['Tarifa', `${term.tariffCentsPerM3.replace('.', ',')} centavos por m³`],
            ]}
          />
        </Panel>
      ) : (
        <p role="status" className={styles.note}>
          As condições contratuais deste contrato ainda não foram cadastradas: os painéis aparecem quando a Necta cadastrá-las.
        </p>
      )}

      {today && todayText ? (
        <Panel id="painel-hoje" title={`Hoje, ${formatDate(today.date)}`}>
          <div className={styles.split}>
            <FigureTable
              caption="Projeção do dia de gás"
              rows={[
                ['Consumo parcial desde a hora base', formatVolume(today.partial)],
                ['Projeção do dia (parcial estendido às 24 horas)', formatVolume(today.projected)],
                ['Volume programado', formatVolume(today.programmed)],
                [
                  'Faixa de tolerância do programado',
                  today.bandLow === null ? '—' : `${formatVolume(today.bandLow)} a ${formatVolume(today.bandHigh)}`,
                ],
                ['QDC', formatVolume(today.qdc)],
                ['QDC com tolerância (limite)', formatVolume(today.limit)],
              ]}
            />
            <Chart
              id="grafico-hoje"
              categories={['Parcial', 'Projeção', 'Programado', 'QDC', 'Limite']}
              series={[{ name: 'm³', data: [today.partial, today.projected, today.programmed, today.qdc, today.limit].map(chartM3) }]}
              colors={['#00507a']}
            />
          </div>
          <p className={today.status === 'overrun' ? styles.warning : styles.note} data-testid="hoje-situacao">
            {todayText.status}
          </p>
          {todayText.band ? <p className={today.bandStatus === 'within' ? styles.note : styles.warning}>{todayText.band}</p> : null}
        </Panel>
      ) : null}

      <Panel id="painel-ultrapassagem" title="Ultrapassagem">
        <p className={view.overrun.month.days.length ? styles.warning : styles.note} data-testid="ultrapassagem-resumo">
          {overrunSentence(view)}
        </p>
        {yearOverrun ? (
          <p className={styles.note}>
            No ano contratual ({formatDate(yearOverrun.from)} a {formatDate(yearOverrun.to)}): {yearOverrun.count}{' '}
            {yearOverrun.count === 1 ? 'dia' : 'dias'} de ultrapassagem, {formatVolume(yearOverrun.over)} acima da QDC, penalidade simulada
            de {formatCents(yearOverrun.penaltyCents)}.
          </p>
        ) : null}
        <p className={styles.note}>
          Um dia é de ultrapassagem quando o volume medido passa da QDC mais a tolerância; a penalidade simulada cobra todo o volume acima
          da QDC pela tarifa multiplicada pelo fator de penalidade. Se a sua necessidade passou a ser maior que a QDC, peça a revisão da QDC
          à Necta.
        </p>
        {view.overrun.month.days.length ? (
          <div className={styles.split}>
            <table className={styles.table}>
              <caption>Dias de ultrapassagem do mês</caption>
              <thead>
                <tr>
                  <th scope="col">Data</th>
                  <th scope="col">Medido</th>
                  <th scope="col">Limite</th>
                  <th scope="col">Acima da QDC</th>
                  <th scope="col">Penalidade simulada</th>
                </tr>
              </thead>
              <tbody>
                {view.overrun.month.days.map((d) => (
                  <tr key={d.date}>
                    <th scope="row">{formatDate(d.date)}</th>
                    <td>{formatVolume(d.measured)}</td>
                    <td>{formatVolume(d.limit)}</td>
                    <td>{formatVolume(d.over)}</td>
                    <td>{formatCents(d.penaltyCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Chart
              id="grafico-ultrapassagem"
              categories={view.overrun.month.days.map((d) => short(d.date))}
              series={[
                { name: 'Medido', data: view.overrun.month.days.map((d) => chartM3(d.measured)) },
                { name: 'Limite', data: view.overrun.month.days.map((d) => chartM3(d.limit)) },
              ]}
              colors={['#b3261e', '#8fb3c7']}
            />
          </div>
        ) : null}
        {onDownload ? (
          <div>
            <Button type="button" variant="secondary" onClick={() => onDownload('ultrapassagem')}>
              Baixar CSV da ultrapassagem
            </Button>
          </div>
        ) : null}
      </Panel>

      {top ? (
        <Panel id="painel-take-or-pay" title="Take-or-pay e ship-or-pay">
          <div className={styles.split}>
            <FigureTable
              caption={`${top.period === 'annual' ? 'Ano contratual' : 'Mês'} de ${formatDate(top.from)} a ${formatDate(top.to)} (apuração em ${formatDate(top.settlementOn)})`}
              rows={[
                ['Retirado até ontem', `${formatVolume(top.measuredToDate)} (${top.elapsedDays} de ${top.totalDays} dias)`],
                ['Mínimo de take-or-pay', formatVolume(top.takeOrPayMinimum)],
                ['Mínimo de ship-or-pay', formatVolume(top.shipOrPayMinimum)],
                ['Projeção no ritmo atual', formatVolume(top.projected)],
                ['Falta projetada (take-or-pay)', formatVolume(top.takeOrPayShortfall)],
                ['Falta projetada (ship-or-pay)', formatVolume(top.shipOrPayShortfall)],
                ['Valor da apuração se nada mudar', formatCents(top.settlementCents)],
                ['Saldo de make-up', top.makeUp ? formatVolume(top.makeUp.balance) : 'Não se aplica (take-or-pay mensal)'],
              ]}
            />
            <Chart
              id="grafico-take-or-pay"
              categories={['Retirado', 'Projeção', 'Mínimo ToP', 'Mínimo SoP']}
              series={[{ name: 'm³', data: [top.measuredToDate, top.projected, top.takeOrPayMinimum, top.shipOrPayMinimum].map(chartM3) }]}
              colors={['#00507a']}
            />
          </div>
          {takeOrPaySentences(view).map((s) => (
            <p key={s} className={top.likely ? styles.warning : styles.note}>
              {s}
            </p>
          ))}
          <p className={styles.note}>
            Take-or-pay é a retirada mínima paga mesmo que não consumida; ship-or-pay, o mínimo sobre a capacidade reservada (QDC × dias).
            Na apuração, vale a maior das duas faltas (o mesmo m³ não é cobrado duas vezes).
          </p>
        </Panel>
      ) : null}

      <Panel id="painel-desequilibrio" title="Desequilíbrio (programado × medido)">
        <p className={view.imbalance.daysOutside ? styles.warning : styles.note} data-testid="desequilibrio-resumo">
          {imbalanceSentence(view)}
        </p>
        {view.imbalance.days.length ? (
          <div className={styles.split}>
            <div className={styles.scroll} tabIndex={0} role="region" aria-label="Tabela do desequilíbrio diário do mês">
              <table className={styles.table}>
                <caption>Desequilíbrio diário do mês</caption>
                <thead>
                  <tr>
                    <th scope="col">Data</th>
                    <th scope="col">Programado</th>
                    <th scope="col">Medido</th>
                    <th scope="col">Diferença</th>
                    <th scope="col">Faixa</th>
                    <th scope="col">Fora da faixa</th>
                    <th scope="col">Cobrança</th>
                    <th scope="col">Diferença acumulada</th>
                    <th scope="col">Cobrança acumulada</th>
                  </tr>
                </thead>
                <tbody>
                  {view.imbalance.days.map((d) => (
                    <tr key={d.date}>
                      <th scope="row">{formatDate(d.date)}</th>
                      <td>{formatVolume(d.programmed)}</td>
                      <td>{formatVolume(d.measured)}</td>
                      <td>{signedVolume(d.difference)}</td>
                      <td>{formatVolume(d.band)}</td>
                      <td>{formatVolume(d.outside)}</td>
                      <td>{formatCents(d.chargeCents)}</td>
                      <td>{signedVolume(d.cumulativeDifference)}</td>
                      <td>{formatCents(d.cumulativeChargeCents)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Chart
              id="grafico-desequilibrio"
              categories={view.imbalance.days.map((d) => short(d.date))}
              series={[
                { name: 'Programado', data: view.imbalance.days.map((d) => chartM3(d.programmed)) },
                { name: 'Medido', data: view.imbalance.days.map((d) => chartM3(d.measured)) },
              ]}
              colors={['#8fb3c7', '#00507a']}
            />
          </div>
        ) : null}
        <p className={styles.note}>
          A faixa de tolerância é um percentual do volume programado; o volume medido fora dela é cobrado pela tarifa multiplicada pelo
          fator de desequilíbrio.
        </p>
        {onDownload ? (
          <div>
            <Button type="button" variant="secondary" onClick={() => onDownload('desequilibrio')}>
              Baixar CSV do desequilíbrio
            </Button>
          </div>
        ) : null}
      </Panel>
    </>
  );
}
