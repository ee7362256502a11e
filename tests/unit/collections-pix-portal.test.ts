/**
 * Dynamic Pix with due date, the portal's small rules: the webhook's trust in nginx's mTLS
 * headers, the job's pauses between tries, and the rules a stored charge charges by.
 */
import { describe, expect, it } from 'vitest';
import { authenticatedByProxy } from '../../cms/src/portal/collections/pix/webhook';
import { retryDelayMs } from '../../cms/src/portal/collections/pix/charges';
import { chargeRules } from '../../cms/src/portal/core/pix-charge';

const env = {
  PIX_WEBHOOK_PROXY_SECRET: 'a-secret-of-32-characters-or-so!',
  PIX_WEBHOOK_CLIENT_SUBJECT: 'CN=webhook.psp.com.br,O=PSP S.A.',
};
const headers = (over: Record<string, string> = {}) => {
  const all: Record<string, string> = {
    'x-pix-proxy-secret': env.PIX_WEBHOOK_PROXY_SECRET,
    'x-client-verify': 'SUCCESS',
    'x-client-subject': env.PIX_WEBHOOK_CLIENT_SUBJECT,
    ...over,
  };
  return (name: string) => all[name] ?? '';
};

describe('webhook authentication by nginx’s mTLS headers', () => {
  it('accepts the proxy’s secret with a verified certificate of the configured subject', () => {
    expect(authenticatedByProxy(headers(), env)).toBe(true);
  });

  it('refuses a wrong or missing secret, a failed verification, another subject', () => {
    expect(authenticatedByProxy(headers({ 'x-pix-proxy-secret': 'a-secret-of-32-characters-or-so?' }), env)).toBe(false);
    expect(authenticatedByProxy(headers({ 'x-pix-proxy-secret': '' }), env)).toBe(false);
    expect(authenticatedByProxy(headers({ 'x-client-verify': 'FAILED:certificate has expired' }), env)).toBe(false);
    expect(authenticatedByProxy(headers({ 'x-client-verify': 'NONE' }), env)).toBe(false);
    expect(authenticatedByProxy(headers({ 'x-client-subject': 'CN=webhook.psp.com.br' }), env)).toBe(false);
  });

  it('refuses everything while the settings are missing or the secret is short', () => {
    expect(authenticatedByProxy(headers(), {})).toBe(false);
    expect(authenticatedByProxy(headers({ 'x-pix-proxy-secret': 'short' }), { ...env, PIX_WEBHOOK_PROXY_SECRET: 'short' })).toBe(false);
  });
});

describe('job pauses', () => {
  it('wait 30 s, 1 min, 2 min… and never more than an hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });
});

describe('rules of a stored charge', () => {
  it('are those it was sent with; without a charge (static code) the bill’s amount only', () => {
    const sent = { fine: { modalidade: 2, valorPerc: '2.00' }, interest: null, discount: null, validityDays: 30 };
    expect(chargeRules({ rules: sent })).toEqual(sent);
    expect(chargeRules(null)).toEqual({ fine: null, interest: null, discount: null, validityDays: 3650 });
  });
});
