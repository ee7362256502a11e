import type { Core } from '@strapi/strapi';
import { bootstrapAuth } from './portal/auth/bootstrap';
import { startAuthCache, stopAuthCache } from './portal/core/auth-cache';
import { migratePrivateFiles } from './portal/core/private-files-migration';
import { sqliteTransactionsTakeTheWriteLockFirst } from './portal/core/db';
import { registerPasswordHashing } from './portal/core/password-hash';
import { stopPdfWorkers } from './portal/core/rendered-pdfs';
import { startInternalListener, stopInternalListener } from './portal/core/metrics';
import { ensureSessionIndexes } from './portal/core/sessions';
import { demoDataOn } from './portal/core/production-guard';
import { applyAdminLabels } from './bootstrap/admin-labels';
import { ensureEditor, ensureSuperAdmin, keepEditorToSiteContent } from './bootstrap/editor';
import { nameEntriesOnSave, nameStoredEntries } from './bootstrap/entry-names';
import { requireAltTextOnSave } from './bootstrap/media-alt-text';
import { requireTariffComposition } from './portal/insights/explain/tariff-composition';
import { fileSeededMedia } from './bootstrap/media-folders';
import { ensureNoticesRole } from './bootstrap/notices-role';
import { ensureReceiptsRole } from './bootstrap/receipts-role';
import { ensureInterruptionsRole } from './bootstrap/interruptions-role';
import { registerSuspensionSweep } from './portal/collections/suspension/sweep';
import { registerInterruptionNotices } from './portal/insights/interruptions/queue';
import { registerCurtailmentEscalation } from './portal/curtailment/escalation';
import { registerContractAlerts } from './portal/contract-accounting/alerts';
import { enforceProductionGuard } from './bootstrap/production-guard';
import { ensureReadToken, revokeAuthenticatedAccess, revokePublicContentAccess } from './bootstrap/public-access';
import { followBillIssues } from './portal/invoices/notices';
import { registerIssueStep } from './portal/core/invoice-issue';
import { billReconnectionInstalments } from './portal/service/reconnection-fee';
import { billCredits } from './portal/collections/credits/on-bills';
import { billInstalments } from './portal/collections/negotiation/on-bills';
import { dueOnNewDay } from './portal/collections/due-date/on-bills';
import { registerExportKind } from './portal/privacy/exports';
import { followInvoicePdfs, registerInvoicePdfKind } from './portal/invoices/pdf-prerender';
import { followPaperlessBills, registerPaperlessKind } from './portal/collections/paperless/queue';
import { invoicePdf } from './portal/invoices/delivery';
import { registerNegotiationUndoKind } from './portal/collections/negotiation/undo';
import { followBillsForPix, registerPixChargeKinds } from './portal/collections/pix/charges';
import { registerPixReconciliationKind } from './portal/collections/pix/reconcile';
import { registerMeterPhotoSweep } from './portal/insights/self-reading/retention';
import { feedIssuedBills } from './portal/insights/self-reading/informed';
import { registerPixAutomaticoKind } from './portal/collections/pix/automatic/jobs';
import { followMayBills, registerMayMailingKind } from './portal/collections/declaration/may-mail';
import { registerBatchKinds } from './portal/batches';
import { followConsumptionBills, registerConsumptionAlertKind } from './portal/insights/consumption/alerts';
import { ensureDirectDebitIndexes, registerDirectDebitKind } from './portal/collections/direct-debit/files';
import { registerConsumptionKinds } from './portal/consumption/daily-import';
import { registerHourlyKind } from './portal/consumption/hourly';
import { startConsumptionCache, stopConsumptionCache } from './portal/consumption/answer-cache';
import { ensureConsumptionIndexes } from './portal/consumption/sums';
import { ensurePortalIndexes } from './portal/core/indexes';
import { ensureInvoiceListRevisions } from './portal/invoices/list-cache';
import { ensurePrecisionMonths, followPrecisionMonths, stopPrecisionMonths } from './portal/consumption/precision-months';
import { ensureJobIndexes, startJobs, stopJobs } from './portal/jobs';
import { startSearchIndex } from './portal/search';
import { currentSiteBuilds, rebuildSiteOnChange, siteBuilds } from './portal/site-build';
import { registerSiteBuildRoutes } from './api/site-build/admin-routes';
import { isEmptyDatabase, seedAll } from './seed';

/** SITE_REBUILD_DEBOUNCE_MS: how long the CMS gathers changes into one rebuild request (default 1 s). */
const debounceMs = (value: string | undefined) => (value && Number.isFinite(Number(value)) ? Math.max(0, Number(value)) : 1000);

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    // Before any transaction: SQLite's take the write lock first (portal/core/db.ts).
    sqliteTransactionsTakeTheWriteLockFirst();
    // Portal users' passwords hashed on the thread pool, not the event loop (portal/core/password-hash.ts).
    registerPasswordHashing(strapi);
    // The admin's view of the site's build and its retry (docs/cms-admin.md, "The site's build").
    registerSiteBuildRoutes(strapi);
  },

  async destroy({ strapi }: { strapi: Core.Strapi }) {
    currentSiteBuilds()?.stop();
    await stopJobs(strapi);
    await stopAuthCache();
    stopConsumptionCache();
    stopPrecisionMonths();
    await stopPdfWorkers();
    await stopInternalListener();
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    const demo = demoDataOn(process.env);
    await bootstrapAuth(strapi);
    // The portal's login cache and its invalidation (every write on users, contracts, groups, sessions).
    await ensureSessionIndexes(strapi.db.connection);
    await startAuthCache(strapi);
    await revokePublicContentAccess(strapi);
    await revokeAuthenticatedAccess(strapi);
    await ensureReadToken(strapi, process.env.CMS_READ_TOKEN);
    await ensureSuperAdmin(strapi, process.env.CMS_ADMIN_EMAIL, process.env.CMS_ADMIN_PASSWORD);
    await keepEditorToSiteContent(strapi);
    // Customers' files out of the Media Library and out of base64 rows, into private storage.
    await migratePrivateFiles(strapi);
    await ensureNoticesRole(strapi);
    // Staff who confirm or refuse the customers' "Já paguei" receipts (docs/collections-suspension.md).
    await ensureReceiptsRole(strapi);
    // Staff who register planned interruptions of the supply (docs/insights-interruptions.md).
    await ensureInterruptionsRole(strapi);
    // The admin in the editors' Portuguese: field labels and the names of repeatable rows (docs/cms-admin.md).
    await applyAdminLabels(strapi);
    nameEntriesOnSave(strapi);
    await nameStoredEntries(strapi);
    // The Media Library in order: the site's folders, and alternative text on the images readers see.
    requireAltTextOnSave(strapi);
    // A tariff's tier components add up to the tier's price (Deliberação ARSESP nº 1.151/2021, docs/insights-explain.md).
    requireTariffComposition(strapi);
    // A bill's PDF is drawn when the bill is written (seeded ones too), not when it is asked for.
    followInvoicePdfs(strapi);
    // With a Pix provider (PIX_PROVIDER_URL), every bill written gets its cobrança com vencimento (docs/collections-pix.md).
    // Subscribed before the paperless follower: Strapi runs subscribers one after the other in this
    // order, so a new bill's charge row exists before its e-mail is queued, and the e-mail waits for
    // the dynamic BR Code (chargePending) instead of racing the charge and leaving with the static one.
    followBillsForPix(strapi);
    // Paperless bills: a bill written queues its e-mails in the same transaction (docs/collections-paperless.md).
    followPaperlessBills(strapi);
    followConsumptionBills(strapi);
    // A bill issued takes the contract's new due day and its negotiation instalment (docs/collections-due-date.md, collections-negotiation.md).
    registerIssueStep('due-day', dueOnNewDay);
    registerIssueStep('negotiation-instalments', billInstalments);
    // A bill issued for a cycle with an accepted self-reading is the bill from that reading (docs/insights-self-reading.md).
    registerIssueStep('self-reading', feedIssuedBills);
    // A bill issued takes the next instalment of a reconnection's fee, then the contract's credits, never above its total (docs/insights-explain.md).
    registerIssueStep('reconnection-fee', billReconnectionInstalments);
    registerIssueStep('credits', billCredits);
    if (process.env.CMS_SEED !== 'false' && (await isEmptyDatabase(strapi))) {
      const report = await seedAll(strapi, { demo });
      strapi.log.info(`Seeded starter content${demo ? ' and demo accounts' : ''}: ${JSON.stringify(report.created)}`);
    }
    await fileSeededMedia(strapi);
    if (demo)
      await ensureEditor(strapi, process.env.CMS_EDITOR_EMAIL ?? 'editor@demo.test', process.env.CMS_EDITOR_PASSWORD ?? 'Demo@1234');
    await startSearchIndex(strapi);
    followBillIssues(strapi);
    // The discharge declaration e-mailed with the bill due in May (docs/collections-declaration.md).
    followMayBills(strapi);
    // Upload batches and other database jobs (portal/jobs; JOBS_POLL_MS=0 leaves them to other instances).
    registerBatchKinds();
    registerConsumptionKinds();
    registerHourlyKind();
    registerExportKind();
    registerInvoicePdfKind();
    registerPaperlessKind({ billPdf: invoicePdf });
    registerNegotiationUndoKind();
    registerPixChargeKinds();
    registerPixReconciliationKind();
    // Meter photos of self-reading past their retention (docs/insights-self-reading.md).
    registerMeterPhotoSweep();
    // Pix Automático (PIX_AUTOMATICO_CONTA; docs/collections-pix-automatico.md): each bill's recurring charge.
    registerPixAutomaticoKind();
    // The daily suspension-notice sweep (SUSPENSION_NOTICES=true; docs/collections-suspension.md).
    registerSuspensionSweep();
    registerDirectDebitKind();
    // Planned interruptions: customers told before, on change and when supply is back (docs/insights-interruptions.md).
    registerInterruptionNotices();
    // Curtailment notices not acknowledged in time: the account's other users and the gas programmers e-mailed (docs/curtailment.md).
    registerCurtailmentEscalation();
    registerMayMailingKind();
    registerConsumptionAlertKind();
    // The contract cockpit's alerts to industrial clients: overrun today, take-or-pay and imbalance of the month (docs/contract-accounting.md).
    registerContractAlerts();
    await ensureJobIndexes(strapi.db.connection);
    await ensureDirectDebitIndexes(strapi);
    await ensureConsumptionIndexes(strapi);
    await ensurePortalIndexes(strapi);
    // The invoice list's answers kept per contract revision, bumped by triggers (docs/scaling.md).
    await ensureInvoiceListRevisions(strapi);
    // The dashboards' answers kept per revision of the data, bumped by every write (docs/scaling.md).
    await startConsumptionCache(strapi);
    // The top clients' precisions summed per contract and month, kept by the writes (docs/scaling.md).
    await ensurePrecisionMonths(strapi);
    followPrecisionMonths(strapi);
    startJobs(strapi);
    await enforceProductionGuard(strapi);
    // Every save that changes the site rebuilds it, debounced (docs/cms-admin.md, "The site's build").
    rebuildSiteOnChange(
      strapi,
      siteBuilds(strapi, {
        url: process.env.SITE_REBUILD_URL,
        secret: process.env.REBUILD_SECRET,
        debounceMs: debounceMs(process.env.SITE_REBUILD_DEBOUNCE_MS),
      }),
    );
    // Metrics, liveness and readiness on loopback (CMS_INTERNAL_PORT; docs/operations.md, "Monitoring").
    await startInternalListener(strapi);
  },
};
