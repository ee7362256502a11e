/**
 * The local Pix provider the Pix tests start (unit client tests and the API end-to-end tests): a
 * throwaway PKI, the provider on HTTPS with mTLS (optionally on a fixed clock), the settings a
 * PixApiClient takes and the CMS environment that points a CMS at it.
 */
import type { PixProviderSettings } from '@domain/collections/pix/settings';
import { makeTestPki, type TestPki } from './certificates';
import { LocalPixProvider } from './provider';

export interface LocalPix {
  pki: TestPki;
  provider: LocalPixProvider;
  /** Stops the provider and removes the PKI's files. */
  stop: () => Promise<void>;
}

/** Makes a PKI and starts the provider on it; `now` fixes the provider's clock. */
export async function startLocalPix(now?: string): Promise<LocalPix> {
  const pki = makeTestPki();
  const provider = new LocalPixProvider(pki);
  if (now) provider.clock = () => new Date(now);
  await provider.start();
  return {
    pki,
    provider,
    stop: async () => {
      await provider.stop();
      pki.remove();
    },
  };
}

/** A PixApiClient's settings for the provider (no fine, interest or discount unless `over` says so). */
export function localPixSettings(
  { pki, provider }: Pick<LocalPix, 'pki' | 'provider'>,
  over: Partial<PixProviderSettings> = {},
): PixProviderSettings {
  return {
    baseUrl: provider.baseUrl,
    tokenUrl: provider.tokenUrl,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    scope: '',
    certFile: pki.clientCertFile,
    keyFile: pki.clientKeyFile,
    caFile: pki.caFile,
    pixKey: 'pix@necta.com.br',
    rules: { fine: null, interest: null, discount: null, validityDays: 30 },
    retries: 3,
    backoffMs: 5,
    reconcileDays: 3,
    reconcileEveryMinutes: 60,
    ...over,
  };
}

/** The CMS environment that points its Pix client at the provider (key pix@necta.com.br, 10 ms backoff). */
export function localPixEnv({ pki, provider }: Pick<LocalPix, 'pki' | 'provider'>): Record<string, string> {
  return {
    PIX_PROVIDER_URL: provider.baseUrl,
    PIX_PROVIDER_TOKEN_URL: provider.tokenUrl,
    PIX_PROVIDER_CLIENT_ID: provider.clientId,
    PIX_PROVIDER_CLIENT_SECRET: provider.clientSecret,
    PIX_PROVIDER_CERT_FILE: pki.clientCertFile,
    PIX_PROVIDER_KEY_FILE: pki.clientKeyFile,
    PIX_PROVIDER_CA_FILE: pki.caFile,
    PIX_PROVIDER_BACKOFF_MS: '10',
    PIX_KEY: 'pix@necta.com.br',
  };
}

/** Polls `read` every `everyMs` until it answers something truthy; throws after `ms` naming `what`. */
export async function until<T>(what: string, read: () => Promise<T | null | undefined | false>, ms: number, everyMs: number): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
