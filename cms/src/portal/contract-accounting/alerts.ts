/**
 * The cockpit's alerts (issue 26 §2; docs/contract-accounting.md, "Alertas"), a leased kind of the
 * portal's job loop:
 *
 * - **Scan** (the kind's housekeeping): the portfolio's figures of every industrial contract
 *   (portfolio.ts, the same reads and rules) are judged by `alertDecisions`; each alert due is
 *   written WAITING under its unique key `<kind>:<contract>:<period>` — a key already written is
 *   never written again, so an alert goes once per contract, kind and period (day for overrun,
 *   month for take-or-pay and imbalance), across passes, instances and restarts. The scan runs
 *   when the consumption data changed (the daily import, the hourly import, a programming
 *   decision: every write bumps its revision) or the terms changed, at most every 30 s
 *   (`CONTRACT_ALERTS_MIN_GAP_MS`), and on a
 *   schedule (`CONTRACT_ALERTS_SCAN_MS`, default 10 minutes) since today's projection moves with
 *   the clock.
 * - **Send** (the claimed row): the contract's users — the account owner and the secondary users
 *   who reach the contract — get the portal notification and the e-mail (portal layout); the row
 *   ends SENT with when and to how many, or SKIPPED when its period is over. An instance that dies
 *   after sending and before the mark leaves the row to its lease: a message may go twice, never zero times.
 */
import type { Core, UID } from '@strapi/strapi';
import { alertDecisions } from '../../domain/contract-accounting/alerts';
import { termOn } from '../../domain/contract-accounting/terms';
import { saoPauloParts } from '../../domain/time/sao-paulo';
import { now } from '../core/clock';
import { tableOf } from '../core/db';
import { escapeHtml, sendPortalMail, siteUrl } from '../core/mail';
import { USER_UID } from '../core/types';
import { claimLeased, registerLeasedKind } from '../jobs';
import { notify } from '../notifications/notify';
import { portfolioEntries, todayOfEntries } from './portfolio';
import { consumptionDataRevision, TERM_UID } from './store';

export const ALERT_UID = 'api::contract-accounting.contract-alert' as UID.ContentType;

const LEASE_MS = 120_000;
const MAX_ATTEMPTS = 3;
const SCREEN = '/area-cliente/contrato-industrial';

interface AlertRow {
  id: number;
  key: string;
  kind: string;
  contractRef: number;
  period: string;
  title: string;
  lines: unknown;
  status: string;
  leaseUntil: string | null;
  attempts: number | null;
}

const FIELDS = ['id', 'key', 'kind', 'contractRef', 'period', 'title', 'lines', 'status', 'leaseUntil', 'attempts'];

/**
 * Judges every industrial contract now and writes the alerts due that were not written before.
 * Answers how many were written.
 */
export async function scanContractAlerts(strapi: Core.Strapi): Promise<number> {
  const parts = saoPauloParts(now());
  const today = parts.date;
  const entries = await portfolioEntries(strapi, today);
  const todays = await todayOfEntries(strapi, entries, today, parts.hour * 60 + parts.minute);
  const due = entries.flatMap((e) =>
    alertDecisions({
      contractRef: e.ref,
      consumerCode: e.contract.consumerCode,
      today,
      term: termOn(e.terms, today),
      todayFigures: todays.get(e.ref) ?? null,
      takeOrPay: e.month.takeOrPay,
      imbalance: e.month.imbalance,
    }),
  );
  if (!due.length) return 0;
  const query = strapi.db.query(ALERT_UID);
  const taken = new Set<string>();
  for (let i = 0; i < due.length; i += 500) {
    const keys = due.slice(i, i + 500).map((d) => d.key);
    const rows = (await query.findMany({ where: { key: { $in: keys } }, select: ['key'] })) as { key: string }[];
    rows.forEach((r) => taken.add(r.key));
  }
  let written = 0;
  for (const d of due.filter((x) => !taken.has(x.key))) {
    try {
      await query.create({
        data: {
          key: d.key,
          kind: d.kind,
          contractRef: Number(d.key.split(':')[1]),
          period: d.period,
          title: d.title,
          lines: d.lines,
          status: 'WAITING',
          attempts: 0,
        },
      });
      written += 1;
    } catch {
      // Another instance wrote the same key meanwhile (unique): that alert is already on its way.
    }
  }
  return written;
}

/** The contract's users who receive its alerts: the owner and the secondary users linked to it (not blocked). */
async function recipientsOf(
  strapi: Core.Strapi,
  contractRef: number,
): Promise<{ id: number; email: string | null; name: string | null }[]> {
  return (await strapi.db.query(USER_UID).findMany({
    where: { contracts: { id: contractRef }, blocked: { $ne: true } },
    select: ['id', 'email', 'name'],
    orderBy: { id: 'asc' },
  })) as { id: number; email: string | null; name: string | null }[];
}

/** Whether the alert's period (a day or a month) still holds today. */
const stillCurrent = (period: string, today: string) => (period.length === 10 ? period === today : period === today.slice(0, 7));

/** Sends one claimed alert (portal and e-mail), then marks it while still holding the lease. */
export async function sendContractAlert(strapi: Core.Strapi, job: AlertRow): Promise<void> {
  const held = { id: job.id, status: 'PROCESSING', leaseUntil: new Date(job.leaseUntil!) };
  const end = (data: Record<string, unknown>) =>
    strapi.db.query(ALERT_UID).updateMany({ where: held, data: { leaseUntil: null, ...data } });
  if (Number(job.attempts) > MAX_ATTEMPTS) return void (await end({ status: 'ERROR', error: 'envio interrompido vezes demais' }));
  try {
    if (!stillCurrent(job.period, saoPauloParts(now()).date))
      return void (await end({ status: 'SKIPPED', error: 'período encerrado antes do envio' }));
    const lines = (Array.isArray(job.lines) ? job.lines : JSON.parse(String(job.lines))) as string[];
    const users = await recipientsOf(strapi, Number(job.contractRef));
    if (!users.length) return void (await end({ status: 'SKIPPED', error: 'contrato sem usuários no portal', recipients: 0 }));
    await notify(
      strapi,
      { userIds: users.map((u) => u.id) },
      {
        title: job.title,
        description: `${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><a href="${SCREEN}">Abrir o contrato</a></p>`,
      },
    );
    const sent = new Set<string>();
    for (const user of users) {
      const email = user.email?.trim().toLowerCase();
      if (!email || sent.has(email)) continue;
      await sendPortalMail(strapi, {
        to: user.email!,
        subject: `${job.title} - Necta Gás Natural`,
        name: user.name,
        parts: [{ heading: job.title }, ...lines, { action: 'Abrir o contrato', href: `${siteUrl()}${SCREEN}` }],
      });
      sent.add(email);
    }
    await end({ status: 'SENT', sentAt: now(), recipients: users.length, error: null });
  } catch (error) {
    strapi.log.error(`contract-accounting: alert ${job.key} not sent (attempt ${job.attempts}): ${(error as Error).message}`);
    await end({
      status: Number(job.attempts) >= MAX_ATTEMPTS ? 'ERROR' : 'WAITING',
      error: String((error as Error).message ?? error).slice(0, 500),
    });
  }
}

let lastScan: { at: number; signature: string } | null = null;

/** What the scan's answer depends on besides the clock: the consumption data's revision and the terms (count, last change). */
async function signature(strapi: Core.Strapi): Promise<string> {
  const terms = (await strapi.db.connection(tableOf(strapi, TERM_UID)).count({ n: '*' }).max({ at: 'updated_at' }).first()) as
    { n: number | string; at: unknown } | undefined;
  return `${await consumptionDataRevision(strapi)}|${terms?.n ?? 0}|${String(terms?.at ?? '')}`;
}

/**
 * The housekeeping of every pass: scans when the data or the terms changed (at most every
 * `CONTRACT_ALERTS_MIN_GAP_MS`, default 30 s) or when the schedule is due (`CONTRACT_ALERTS_SCAN_MS`, default 10 min, and at the start; 0 = only on
 * changes made after the start); never with `CONTRACT_ALERTS_ENABLED=false`.
 */
async function housekeeping(strapi: Core.Strapi): Promise<void> {
  // CONTRACT_ALERTS_ENABLED=false: no scan, so no alert (the API test stacks but the alerts' own file).
  if (process.env.CONTRACT_ALERTS_ENABLED === 'false') return;
  const at = Date.now();
  const every = Number(process.env.CONTRACT_ALERTS_SCAN_MS ?? 600_000);
  const gap = Number(process.env.CONTRACT_ALERTS_MIN_GAP_MS ?? 30_000);
  if (lastScan && at - lastScan.at < gap) return;
  const sig = await signature(strapi);
  // Without a schedule (0) the first pass only notes the state: alerts come from changes after the start.
  if (!lastScan && !(every > 0)) {
    lastScan = { at, signature: sig };
    return;
  }
  if (lastScan && sig === lastScan.signature && (!(every > 0) || at - lastScan.at < every)) return;
  lastScan = { at, signature: sig };
  const written = await scanContractAlerts(strapi);
  if (written) strapi.log.info(`contract-accounting: ${written} alert(s) queued`);
}

const claim = (strapi: Core.Strapi) => claimLeased<AlertRow>(strapi, ALERT_UID, { leaseMs: LEASE_MS, select: FIELDS });

/** The alerts as a leased kind of the portal's job loop (bootstrap, before `startJobs`). */
export function registerContractAlerts(): void {
  registerLeasedKind<AlertRow>({ kind: 'contract-accounting-alert', claim, run: sendContractAlert, housekeeping });
}
