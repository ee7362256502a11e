import { useStore } from '@nanostores/react';
import type { TariffComposition } from '@domain/insights/explain/composition';
import type { ExplainedComparison } from '@domain/insights/explain/view';
import { ApiError } from '~/lib/api-client';
import { formatCents, formatDate, formatVolume } from '~/lib/format';
import { useHydrated } from '~/components/ui/useHydrated';
import { $selectedContract } from '../../../../stores/user';
import { useExplainedBill } from '../../api/explain-bill';
import styles from './ExplainBill.module.css';

/** A table of the bill's amounts: one row per item (its title, a sentence, the amount), the bill's total in the footer. */
function AmountTable({
  caption,
  sentenceHeader,
  rows,
  totalCents,
}: {
  caption: string;
  sentenceHeader: string;
  rows: { key: string; title: string; sentence: string; amountCents: number }[];
  totalCents: number;
}) {
  return (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">{sentenceHeader}</th>
          <th scope="col">Valor</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.title}</th>
            <td>{row.sentence}</td>
            <td className={styles.money}>{formatCents(row.amountCents)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            Total da fatura
          </th>
          <td className={styles.money}>{formatCents(totalCents)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

function Comparison({ id, title, comparison }: { id: string; title: string; comparison: ExplainedComparison | null }) {
  if (!comparison) return null;
  const diff = comparison.differenceCents;
  return (
    <section aria-labelledby={id} className={styles.card}>
      <h3 id={id}>{title}</h3>
      <p>
        {diff === 0
          ? 'O mesmo valor.'
          : `${formatCents(Math.abs(diff))} ${diff > 0 ? 'a mais' : 'a menos'} (${comparison.referenceMonth.split('-').reverse().join('/')}).`}
      </p>
      {comparison.reasons.length > 0 ? (
        <ul>
          {comparison.reasons.map((reason) => (
            <li key={reason.kind}>{reason.sentence}</li>
          ))}
        </ul>
      ) : (
        <p>Nenhuma diferença a explicar.</p>
      )}
    </section>
  );
}

/** What went to each item of the tariff and to each tax (Deliberação ARSESP nº 1.151/2021), or why it cannot be shown. */
function Composition({ numDoc, totalCents, composition }: { numDoc: string; totalCents: number; composition: TariffComposition }) {
  return (
    <section aria-labelledby="explain-composition" className={styles.card}>
      <h3 id="explain-composition">Composição da tarifa</h3>
      <p>
        Quanto desta fatura foi para cada item que compõe a tarifa do gás — a molécula, o transporte, a margem da distribuidora e as contas
        gráficas — e para cada tributo, como determina a Deliberação ARSESP nº 1.151/2021.
      </p>
      {composition.available ? (
        <AmountTable
          caption={`Composição da tarifa da fatura ${numDoc}`}
          sentenceHeader="O que é"
          rows={composition.parts.map((part) => ({ key: `${part.kind}-${part.title}`, ...part }))}
          totalCents={totalCents}
        />
      ) : (
        <p>{composition.reason}</p>
      )}
    </section>
  );
}

/**
 * /area-cliente/entenda-sua-conta?fatura=<número> — the bill explained (issue 25 §1,
 * docs/insights-explain.md): its reading data, each line with a sentence adding up to the total,
 * the tariff's composition (what went to gas, transport, margin, contas gráficas and each tax), and why it differs from the previous bill and the same month of last year.
 */
export default function ExplainBillScreen() {
  const hydrated = useHydrated();
  const contract = useStore($selectedContract);
  const numDoc = hydrated ? new URLSearchParams(window.location.search).get('fatura') : null;
  const { data, error } = useExplainedBill(contract?.id, numDoc);

  const body = () => {
    if (!hydrated) return <p role="status">Carregando…</p>;
    if (!numDoc)
      return (
        <p>
          Escolha uma fatura em <a href="/area-cliente/conta-digital">Conta digital</a> e use &quot;Entenda sua conta&quot;.
        </p>
      );
    if (error)
      return (
        <p role="alert">
          {error instanceof ApiError && error.status === 409 && error.serverMessage
            ? error.serverMessage
            : 'Não foi possível carregar a explicação desta fatura. Tente novamente.'}
        </p>
      );
    if (!data) return <p role="status">Carregando…</p>;
    const c = data.consumption;
    return (
      <>
        <section aria-labelledby="explain-reading" className={styles.card}>
          <h3 id="explain-reading">Sua leitura</h3>
          <dl className={styles.facts}>
            <dt>Leitura anterior</dt>
            <dd>
              {formatVolume(c.previousReading)} em {formatDate(c.previousReadingDate)}
            </dd>
            <dt>Leitura atual</dt>
            <dd>
              {formatVolume(c.currentReading)} em {formatDate(c.currentReadingDate)}
            </dd>
            <dt>Dias faturados</dt>
            <dd>{c.days}</dd>
            <dt>Tipo de leitura</dt>
            <dd>{c.readingTypeLabel ?? '—'}</dd>
            <dt>Volume medido</dt>
            <dd>{formatVolume(c.measuredM3)}</dd>
            <dt>Fator de correção</dt>
            <dd>{c.correctionFactor.replace('.', ',')}</dd>
            <dt>Volume corrigido (faturado)</dt>
            <dd>{formatVolume(c.correctedM3)}</dd>
          </dl>
          <p className={styles.note}>
            O volume medido é corrigido para as condições de referência de pressão e temperatura; o gás é cobrado pelo volume corrigido.
          </p>
        </section>
        <AmountTable
          caption={`Valores da fatura ${data.numDoc}`}
          sentenceHeader="Como é calculado"
          rows={data.lines.map((line, i) => ({ key: String(i), ...line }))}
          totalCents={data.totalCents}
        />
        {data.segments.length > 0 && (
          <p className={styles.note}>
            Tarifa aplicada:{' '}
            {data.segments.map((s) => `${s.tariffName}${s.deliberation ? ` (${s.deliberation})` : ''}, ${s.days} dias`).join('; ')}.
          </p>
        )}
        {data.composition && <Composition numDoc={data.numDoc} totalCents={data.totalCents} composition={data.composition} />}
        <Comparison id="explain-previous" title="Comparada com a fatura anterior" comparison={data.previous} />
        <Comparison id="explain-last-year" title="Comparada com o mesmo mês do ano passado" comparison={data.sameMonthLastYear} />
      </>
    );
  };

  return (
    <div className={styles.screen}>
      <h2>Entenda sua conta</h2>
      {body()}
    </div>
  );
}
