import { useState } from 'react';
import { useStore } from '@nanostores/react';
import type { AgreementView, SimulationAnswer } from '@domain/collections/negotiation/types';
import { Button, buttonClass } from '~/components/ui/Button';
import { toast } from '~/components/ui/toast';
import { ApiError } from '~/lib/api-client';
import { formatCents, formatDate, formatDateTimeAt, monthYearLabel } from '~/lib/format';
import { $selectedContract } from '../../../../stores/user';
import { acceptAgreement } from '../../api/accept-agreement';
import { useAgreements } from '../../api/list-agreements';
import { useNegotiableBills } from '../../api/list-negotiable-bills';
import { simulateNegotiation } from '../../api/simulate-negotiation';
import { NEGOTIATION_TEXTS as T } from '../../model/negotiation/texts';
import styles from './Negotiation.module.css';

const messageOf = (error: unknown) => (error instanceof ApiError && error.serverMessage) || T.failed;

function Agreement({ agreement }: { agreement: AgreementView }) {
  return (
    <article className={styles.card} aria-labelledby={`acordo-${agreement.protocol}`}>
      <h3 id={`acordo-${agreement.protocol}`}>
        Acordo {agreement.protocol} — <span className={styles.state}>{agreement.stateLabel}</span>
      </h3>
      <p>
        Aceito em {formatDateTimeAt(agreement.acceptedAt)}
        {agreement.acceptedByName ? ` por ${agreement.acceptedByName}` : ''}. Valor negociado {formatCents(agreement.debtCents)}; total{' '}
        {formatCents(agreement.totalCents)} (CET {agreement.cetMonthlyText}% ao mês, {agreement.cetAnnualText}% ao ano).
      </p>
      <p>
        Entrada de {formatCents(agreement.downPaymentCents)} com vencimento em {formatDate(agreement.downPaymentDueDate)}
        {agreement.downPaymentNumDoc ? ` (fatura ${agreement.downPaymentNumDoc})` : ''}: {agreement.downPaymentPaid ? 'paga' : 'a pagar'}.
      </p>
      <p>
        Faturas negociadas:{' '}
        {agreement.bills.map((b) => `${b.numDoc} (${monthYearLabel(b.referenceMonth)}, ${formatCents(b.amountCents)})`).join('; ')}.
      </p>
      <table className={styles.table}>
        <caption>Parcelas do acordo {agreement.protocol}</caption>
        <thead>
          <tr>
            <th scope="col">Parcela</th>
            <th scope="col">Fatura de</th>
            <th scope="col">Valor</th>
            <th scope="col">Situação</th>
          </tr>
        </thead>
        <tbody>
          {agreement.instalments.map((i) => (
            <tr key={i.number}>
              <td>
                {i.number}/{agreement.instalmentCount}
              </td>
              <td>{monthYearLabel(i.referenceMonth)}</td>
              <td>{formatCents(i.amountCents)}</td>
              <td>{i.cancelled ? 'Cancelada' : i.invoiceNumDoc ? `Na fatura ${i.invoiceNumDoc}` : 'A cobrar'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}

/** /area-cliente/negociacao-faturas (docs/collections-negotiation.md): the agreements, then pick bills → simulation → terms → agreement. */
export default function NegotiationScreen() {
  const contract = useStore($selectedContract);
  const contractId = contract?.id ?? null;
  const bills = useNegotiableBills(contractId);
  const agreements = useAgreements(contractId);
  const [chosen, setChosen] = useState<string[]>([]);
  const [simulation, setSimulation] = useState<SimulationAnswer | null>(null);
  const [instalments, setInstalments] = useState<number | null>(null);
  const [accepted, setAccepted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<AgreementView | null>(null);

  const toggle = (numDoc: string) => {
    setChosen((list) => (list.includes(numDoc) ? list.filter((n) => n !== numDoc) : [...list, numDoc]));
    setSimulation(null);
    setInstalments(null);
    setAccepted(false);
  };

  const simulate = async () => {
    if (!contractId) return;
    setBusy(true);
    try {
      const answer = await simulateNegotiation(contractId, chosen);
      setSimulation(answer);
      setInstalments(answer.options[0]?.instalments ?? null);
      setAccepted(false);
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const accept = async () => {
    if (!contractId || instalments === null) return;
    setBusy(true);
    try {
      setMade(await acceptAgreement(contractId, chosen, instalments));
      void Promise.all([agreements.mutate(), bills.mutate()]);
      setChosen([]);
      setSimulation(null);
      setInstalments(null);
      setAccepted(false);
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const option = simulation?.options.find((o) => o.instalments === instalments) ?? null;

  return (
    <div className={styles.screen}>
      <h1>{T.title}</h1>
      <p className={styles.lead}>{T.lead}</p>

      {made && (
        <div role="status" className={styles.done} data-testid="acordo-feito">
          <p>
            Acordo feito. Protocolo <strong>{made.protocol}</strong>. Pague a entrada de {formatCents(made.downPaymentCents)} (fatura{' '}
            {made.downPaymentNumDoc}) até {formatDate(made.downPaymentDueDate)}.
          </p>
          <a className={buttonClass('secondary')} href="/area-cliente/conta-digital">
            {T.payDownPayment}
          </a>
        </div>
      )}

      <section aria-labelledby="nova-negociacao" className={styles.card}>
        <h2 id="nova-negociacao">{T.newNegotiation}</h2>
        {bills.data && bills.data.bills.length === 0 && <p>{T.noBills}</p>}
        {bills.data && bills.data.bills.length > 0 && (
          <fieldset className={styles.bills}>
            <legend>Faturas vencidas</legend>
            {bills.data.bills.map((bill) => (
              <label key={bill.numDoc} className={styles.bill}>
                <input type="checkbox" checked={chosen.includes(bill.numDoc)} onChange={() => toggle(bill.numDoc)} />
                Fatura {bill.numDoc} — {monthYearLabel(bill.referenceMonth)}, vencida em {formatDate(bill.dueDate)},{' '}
                {formatCents(bill.amountCents)}
              </label>
            ))}
            <Button type="button" onClick={simulate} disabled={busy || chosen.length === 0} loading={busy && !simulation}>
              {T.simulate}
            </Button>
          </fieldset>
        )}

        {simulation && (
          <>
            <h3>{T.simulation}</h3>
            <p>
              Valor negociado {formatCents(simulation.debtCents)}. Entrada de {formatCents(simulation.downPaymentCents)} com vencimento em{' '}
              {formatDate(simulation.downPaymentDueDate)}. Juros de {(simulation.monthlyRateBp / 100).toFixed(2).replace('.', ',')}% ao mês.
            </p>
            <table className={styles.table}>
              <caption>Opções de parcelamento</caption>
              <thead>
                <tr>
                  <th scope="col">Escolha</th>
                  <th scope="col">Parcelas</th>
                  <th scope="col">Valor da parcela</th>
                  <th scope="col">Juros</th>
                  <th scope="col">Total</th>
                  <th scope="col">CET ao mês</th>
                  <th scope="col">CET ao ano</th>
                </tr>
              </thead>
              <tbody>
                {simulation.options.map((o) => (
                  <tr key={o.instalments}>
                    <td>
                      <input
                        type="radio"
                        name="parcelas"
                        aria-label={`${o.instalments} parcela(s)`}
                        checked={instalments === o.instalments}
                        onChange={() => {
                          setInstalments(o.instalments);
                          setAccepted(false);
                        }}
                      />
                    </td>
                    <td>{o.instalments}</td>
                    <td>
                      {formatCents(o.instalmentCents)}
                      {o.lastInstalmentCents !== o.instalmentCents ? ` (última ${formatCents(o.lastInstalmentCents)})` : ''}
                    </td>
                    <td>{formatCents(o.interestCents)}</td>
                    <td>{formatCents(o.totalCents)}</td>
                    <td>{o.cetMonthlyText}%</td>
                    <td>{o.cetAnnualText}%</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {option && (
              <>
                <h3>{T.terms}</h3>
                <div className={styles.terms} data-testid="termos">
                  {option.termsText.split('\n').map((line) => (
                    <p key={line}>{line}</p>
                  ))}
                </div>
                <label className={styles.bill}>
                  <input type="checkbox" checked={accepted} onChange={(e) => setAccepted(e.target.checked)} />
                  {T.acceptLabel}
                </label>
                <Button type="button" onClick={accept} disabled={busy || !accepted} loading={busy && accepted}>
                  {T.accept}
                </Button>
              </>
            )}
          </>
        )}
      </section>

      <section aria-labelledby="meus-acordos">
        <h2 id="meus-acordos">{T.agreements}</h2>
        {agreements.data && agreements.data.data.length === 0 && <p>{T.noAgreements}</p>}
        {agreements.data?.data.map((a) => (
          <Agreement key={a.protocol} agreement={a} />
        ))}
      </section>
    </div>
  );
}
