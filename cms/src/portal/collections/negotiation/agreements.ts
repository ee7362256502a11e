/**
 * Making an agreement and listing them (docs/collections-negotiation.md). Accepting runs in ONE
 * transaction: the bills are checked again and each marked NEGOTIATED by a conditional UPDATE (a
 * bill paid or negotiated meanwhile → 422, nothing kept), the protocol is numbered, the
 * down-payment bill is issued through the project's issue path (its Pix and boleto codes like any
 * bill's), the agreement with its terms (text, when, who) and its instalments are written, and an
 * attendant's action goes to the attendant audit.
 */
import type { Core } from '@strapi/strapi';
import { AGREEMENT_STATE_LABELS, agreementState } from '../../../domain/collections/negotiation/agreement';
import { NEGOTIATION_MESSAGES as M } from '../../../domain/collections/negotiation/messages';
import { agreementRequestErrors } from '../../../domain/collections/negotiation/requests';
import { instalmentMonth } from '../../../domain/collections/negotiation/simulation';
import type { AgreementView } from '../../../domain/collections/negotiation/types';
import { isServiceRole } from '../../../domain/roles';
import { saoPauloDate, saoPauloParts } from '../../../domain/time/sao-paulo';
import type { UserContractScope } from '../../core/access';
import { now } from '../../core/clock';
import { isoDay } from '../../core/db';
import { unprocessable } from '../../core/http';
import { issueInvoice, withoutIssueSteps } from '../../core/invoice-issue';
import { lastProtocol, withProtocolRetry } from '../../core/protocols';
import { recordAttendantChange } from '../../core/records';
import { USER_UID, type ContractRow } from '../../core/types';
import { escapeHtml, sendPortalMail, siteUrl } from '../../core/mail';
import { notify } from '../../notifications/notify';
import { formatCents } from '../../../domain/invoices/money';
import { brDate } from '../../../domain/invoices/reference';
import { throwIfErrors } from '../../core/validate';
import { chosenBills, simulationFor } from './bills';
import { AGREEMENT_UID, INSTALMENT_UID, INVOICE_UID, type AgreementRow } from './store';

const PROTOCOL = /^NEG-(\d{4})-(\d{6,})$/;

export function nextAgreementProtocol(prefix: string, last: string | null): string {
  const m = last ? PROTOCOL.exec(last) : null;
  return `${prefix}${String(m ? Number(m[2]) + 1 : 1).padStart(6, '0')}`;
}

interface InstalmentRow {
  number: number;
  referenceMonth: string;
  amountCents: number;
  cancelled: boolean;
  invoiceNumDoc: string | null;
}

function view(row: AgreementRow, instalments: InstalmentRow[], at: Date): AgreementView {
  const paidOn = isoDay(row.downPaymentInvoice?.paymentDate ?? null);
  const state = agreementState(
    {
      undoneAt: row.undoneAt,
      downPaymentPaidOn: paidOn,
      downPaymentDueDate: isoDay(row.downPaymentDueDate)!,
      lastInstalmentMonth: row.lastInstalmentMonth,
    },
    at,
  );
  return {
    protocol: row.protocol,
    state,
    stateLabel: AGREEMENT_STATE_LABELS[state],
    acceptedAt: new Date(row.acceptedAt).toISOString(),
    acceptedByName: row.acceptedByName ?? null,
    termsText: row.termsText,
    debtCents: Number(row.debtCents),
    downPaymentCents: Number(row.downPaymentCents),
    downPaymentDueDate: isoDay(row.downPaymentDueDate)!,
    downPaymentNumDoc: row.downPaymentInvoice?.numDoc ?? null,
    downPaymentPaid: Boolean(paidOn),
    instalmentCount: Number(row.instalmentCount),
    interestCents: Number(row.interestCents),
    totalCents: Number(row.totalCents),
    cetAnnualText: row.cetAnnualText,
    cetMonthlyText: row.cetMonthlyText,
    bills: row.bills.map(({ numDoc, referenceMonth, dueDate, amountCents }) => ({ numDoc, referenceMonth, dueDate, amountCents })),
    instalments: instalments
      .sort((a, b) => a.number - b.number)
      .map((i) => ({
        number: Number(i.number),
        referenceMonth: i.referenceMonth,
        amountCents: Number(i.amountCents),
        cancelled: Boolean(i.cancelled),
        invoiceNumDoc: i.invoiceNumDoc ?? null,
      })),
  };
}

const POPULATE = { downPaymentInvoice: { select: ['id', 'numDoc', 'paymentDate'] } } as const;

async function instalmentsOf(strapi: Core.Strapi, agreementIds: number[]): Promise<Map<number, InstalmentRow[]>> {
  const rows = (await strapi.db.query(INSTALMENT_UID).findMany({
    where: { agreement: { id: { $in: agreementIds } } },
    populate: { agreement: { select: ['id'] } },
  })) as (InstalmentRow & { agreement: { id: number } | null })[];
  const out = new Map<number, InstalmentRow[]>();
  for (const r of rows) if (r.agreement) out.set(r.agreement.id, [...(out.get(r.agreement.id) ?? []), r]);
  return out;
}

/** The contract's agreements, newest first, each with its state on the server's clock. */
export async function listAgreements(strapi: Core.Strapi, contract: ContractRow): Promise<{ data: AgreementView[] }> {
  const rows = (await strapi.db.query(AGREEMENT_UID).findMany({
    where: { contract: { id: contract.id } },
    orderBy: [{ id: 'desc' }],
    populate: POPULATE,
  })) as AgreementRow[];
  const instalments = await instalmentsOf(
    strapi,
    rows.map((r) => r.id),
  );
  const at = now();
  return { data: rows.map((r) => view(r, instalments.get(r.id) ?? [], at)) };
}

export async function createAgreement(
  strapi: Core.Strapi,
  scope: UserContractScope,
  body: Record<string, unknown>,
): Promise<AgreementView> {
  throwIfErrors(agreementRequestErrors(body));
  const id = await makeAgreement(strapi, scope.contract, scope.user, body.bills as string[], body.instalments as number);
  const row = (await strapi.db.query(AGREEMENT_UID).findOne({ where: { id }, populate: POPULATE })) as AgreementRow;
  const answer = view(row, (await instalmentsOf(strapi, [id])).get(id) ?? [], now());
  await tellCustomer(strapi, scope.contract, answer);
  return answer;
}

/**
 * The protocol to the customer (issue 24 §4): a portal notification to the contract's users and an
 * e-mail to each of them (the portal's mail, SMTP or the outbox), also when an attendant made it.
 */
async function tellCustomer(strapi: Core.Strapi, contract: ContractRow, agreement: AgreementView): Promise<void> {
  const lines = [
    `Protocolo: ${agreement.protocol}`,
    `Código do cliente: ${contract.consumerCode}`,
    `Faturas negociadas: ${agreement.bills.map((b) => b.numDoc).join(', ')}`,
    `Entrada: ${formatCents(agreement.downPaymentCents)}, com vencimento em ${brDate(agreement.downPaymentDueDate)}${
      agreement.downPaymentNumDoc ? ` (fatura ${agreement.downPaymentNumDoc})` : ''
    }`,
    `Parcelas: ${agreement.instalmentCount}, cobradas nas próximas faturas a partir da referência ${monthYear(agreement.instalments[0]?.referenceMonth)}`,
    `Total: ${formatCents(agreement.totalCents)} (CET ${agreement.cetMonthlyText}% ao mês, ${agreement.cetAnnualText}% ao ano)`,
  ];
  await notify(
    strapi,
    { contractId: contract.id },
    { title: `Acordo de parcelamento ${agreement.protocol}`, description: `<p>${lines.map(escapeHtml).join('<br>')}</p>` },
  );
  const users = (await strapi.db.query(USER_UID).findMany({
    where: { contracts: { id: contract.id }, blocked: { $ne: true } },
    select: ['id', 'email', 'name'],
  })) as { id: number; email: string | null; name: string | null }[];
  for (const user of users)
    if (user.email)
      await sendPortalMail(strapi, {
        to: user.email,
        subject: `Acordo de parcelamento - protocolo ${agreement.protocol}`,
        name: user.name,
        parts: [
          'Seu acordo de parcelamento foi registrado. Pague a entrada até o vencimento para mantê-lo em vigor.',
          { lines },
          { action: 'Ver o acordo', href: `${siteUrl()}/area-cliente/negociacao-faturas` },
        ],
      });
}

const monthYear = (month: string | undefined) => (month ? `${month.slice(5, 7)}/${month.slice(0, 4)}` : '');

/** Who accepts: the customer, or the attendant acting for them. */
type Acceptor = Pick<UserContractScope['user'], 'id' | 'name' | 'email' | 'portalRole'>;

/** The agreement's one transaction (above); answers its id. Also the demo seed's way to make its agreements. */
export async function makeAgreement(
  strapi: Core.Strapi,
  contract: ContractRow,
  user: Acceptor,
  numDocs: string[],
  instalments: number,
): Promise<number> {
  return withProtocolRetry(strapi, async () => {
    const at = now();
    const today = saoPauloDate(at);
    const bills = await chosenBills(strapi, contract, numDocs, at);
    const simulation = simulationFor(bills, at);
    if (simulation.options.length === 0) throw unprocessable(M.nothingToFinance, { bills: M.nothingToFinance });
    const option = simulation.options.find((o) => o.instalments === instalments);
    if (!option) throw unprocessable(M.instalments, { instalments: M.instalments });
    // The guard against a payment or another agreement meanwhile: each bill changes only while
    // still open (PostgreSQL: a parallel writer of the same row waits, then finds it changed).
    for (const bill of bills) {
      const { count } = (await strapi.db.query(INVOICE_UID).updateMany({
        where: { id: bill.id, negotiated: false, paymentDate: { $null: true } },
        data: { negotiated: true },
      })) as { count: number };
      if (count !== 1) throw unprocessable(M.billNotNegotiable(bill.numDoc), { bills: M.billNotNegotiable(bill.numDoc) });
    }
    const prefix = `NEG-${saoPauloParts(at).year}-`;
    const protocol = nextAgreementProtocol(prefix, await lastProtocol(strapi, AGREEMENT_UID, prefix));
    // The down payment is not a monthly bill: no instalment and no new due day on it.
    const downPayment = await withoutIssueSteps(() =>
      issueInvoice(strapi, contract, {
        referenceMonth: today.slice(0, 7),
        issueDate: today,
        dueDate: simulation.downPaymentDueDate,
        amountCents: option.downPaymentCents,
        previousReading: '0',
        currentReading: '0',
        consumptionM3: '0',
      }),
    );
    const parts = [...Array.from({ length: option.instalments - 1 }, () => option.instalmentCents), option.lastInstalmentCents];
    const created = (await strapi.db.query(AGREEMENT_UID).create({
      data: {
        protocol,
        contract: contract.id,
        downPaymentInvoice: downPayment.id,
        bills,
        debtCents: simulation.debtCents,
        downPaymentCents: option.downPaymentCents,
        downPaymentDueDate: simulation.downPaymentDueDate,
        instalmentCount: option.instalments,
        interestCents: option.interestCents,
        totalCents: option.totalCents,
        monthlyRateBp: simulation.monthlyRateBp,
        cetAnnualText: option.cetAnnualText,
        cetMonthlyText: option.cetMonthlyText,
        lastInstalmentMonth: instalmentMonth(today, option.instalments),
        termsText: option.termsText,
        acceptedAt: at,
        acceptedById: user.id,
        acceptedByName: user.name ?? null,
        acceptedByRole: user.portalRole,
      },
    })) as { id: number };
    for (const [k, amountCents] of parts.entries())
      await strapi.db.query(INSTALMENT_UID).create({
        data: {
          agreement: created.id,
          contract: contract.id,
          number: k + 1,
          referenceMonth: instalmentMonth(today, k + 1),
          amountCents,
          cancelled: false,
        },
      });
    if (isServiceRole(user.portalRole))
      await recordAttendantChange(strapi, {
        attendant: user,
        contract,
        action: 'NEGOTIATION',
        description: `Acordo de parcelamento ${protocol}: faturas ${numDocs.join(', ')}, entrada e ${option.instalments} parcela(s)`,
        details: { protocol, bills: numDocs, instalments: option.instalments },
      });
    return created.id;
  });
}
