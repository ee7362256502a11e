/**
 * Work that can wait yields to the due-date crowd (docs/scaling.md, "Work that can wait"): the
 * paperless and May e-mails are claimed by the job loop only in a quiet moment, like the bills'
 * PDFs drawn ahead; the sign-ins sweep expired sessions at most once a minute.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { requestEnded, requestStarted } from '../../cms/src/portal/core/busy';
import { setClock } from '../../cms/src/portal/core/clock';
import { pruneExpiredSessionsSometimes } from '../../cms/src/portal/core/sessions';
import { leasedKinds } from '../../cms/src/portal/jobs/registry';
import { registerPaperlessKind } from '../../cms/src/portal/collections/paperless/queue';
import { registerMayMailingKind } from '../../cms/src/portal/collections/declaration/may-mail';

const kind = (name: string) => leasedKinds().find((k) => k.kind === name);

describe('the e-mail queues yield to the requests in flight', () => {
  afterEach(() => requestEnded(Date.now() - 60_000));

  for (const [name, register] of [
    ['paperless-mail', () => registerPaperlessKind({ billPdf: async () => Buffer.from('') }, { PDF_DRAW_AHEAD_QUIET_MS: '500' })],
    ['declaration-may-mail', () => registerMayMailingKind({ PDF_DRAW_AHEAD_QUIET_MS: '500' })],
  ] as const) {
    it(`${name}: not claimed while a request is in flight or within 500 ms of the last one; claimed once quiet`, () => {
      register();
      const gate = kind(name);
      expect(gate?.mayRun).toBeTypeOf('function');
      requestStarted();
      expect(gate!.mayRun!()).toBe(false);
      requestEnded();
      expect(gate!.mayRun!()).toBe(false);
      // The last request ended a second ago: quiet.
      requestStarted(Date.now() - 1000);
      requestEnded(Date.now() - 1000);
      expect(gate!.mayRun!()).toBe(true);
    });

    it(`${name}: never yields when the longest wait is 0`, () => {
      if (name === 'paperless-mail') registerPaperlessKind({ billPdf: async () => Buffer.from('') }, { PDF_DRAW_AHEAD_MAX_WAIT_MS: '0' });
      else registerMayMailingKind({ PDF_DRAW_AHEAD_MAX_WAIT_MS: '0' });
      requestStarted();
      expect(kind(name)!.mayRun!()).toBe(true);
      requestEnded();
    });
  }
});

describe('the sign-ins sweep expired sessions at most once a minute', () => {
  afterEach(() => setClock(null));

  it('sweeps on the first sign-in, not again within 60 s, again after 60 s and when the clock goes back', async () => {
    const sweeps: unknown[] = [];
    const strapi = {
      db: { query: () => ({ deleteMany: async (params: unknown) => void sweeps.push(params) }) },
    } as unknown as Parameters<typeof pruneExpiredSessionsSometimes>[0];
    setClock('2026-11-10T12:00:00-03:00');
    await pruneExpiredSessionsSometimes(strapi);
    expect(sweeps).toEqual([{ where: { expiresAt: { $lt: new Date('2026-11-10T15:00:00Z') } } }]);
    setClock('2026-11-10T12:00:59.999-03:00');
    await pruneExpiredSessionsSometimes(strapi);
    expect(sweeps).toHaveLength(1);
    setClock('2026-11-10T12:01:00-03:00');
    await pruneExpiredSessionsSometimes(strapi);
    expect(sweeps).toHaveLength(2);
    setClock('2026-11-10T11:00:00-03:00');
    await pruneExpiredSessionsSometimes(strapi);
    expect(sweeps).toHaveLength(3);
  });
});
