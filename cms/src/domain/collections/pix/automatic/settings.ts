/**
 * Pix Automático's settings (.env.example, "Collections — Pix Automático";
 * docs/collections-pix-automatico.md). Off by default: it needs the Pix provider of the cobv
 * (PIX_PROVIDER_URL and the rest) AND the receiver's account (`recebedor` of every `PUT /cobr`,
 * PIX_AUTOMATICO_CONTA). A half configuration refuses to start with the reason.
 */
import type { ReceiverAccount, RetryPolicy } from './recurrence';

export interface PixAutomaticoSettings {
  account: ReceiverAccount;
  retryPolicy: RetryPolicy;
  /** The distributor's floor (`valorMinimoRecebedor`), cents; null = none. */
  minimumCents: number | null;
  /** How often the job looks for bills to charge and reads recurrences still waiting (seconds). */
  scanEverySeconds: number;
}

export class PixAutomaticoSettingsError extends Error {}

const text = (env: NodeJS.ProcessEnv, name: string) => (env[name] ?? '').trim();

/** Null when off (no provider or no account). */
export function pixAutomaticoSettings(env: NodeJS.ProcessEnv = process.env): PixAutomaticoSettings | null {
  const conta = text(env, 'PIX_AUTOMATICO_CONTA');
  if (!conta) return null;
  if (!text(env, 'PIX_PROVIDER_URL')) throw new PixAutomaticoSettingsError('PIX_AUTOMATICO_CONTA exige o provedor Pix (PIX_PROVIDER_URL)');
  if (!/^\d{1,20}$/.test(conta)) throw new PixAutomaticoSettingsError('PIX_AUTOMATICO_CONTA deve ter de 1 a 20 dígitos');
  const agencia = text(env, 'PIX_AUTOMATICO_AGENCIA');
  if (agencia && !/^\d{1,4}$/.test(agencia)) throw new PixAutomaticoSettingsError('PIX_AUTOMATICO_AGENCIA deve ter de 1 a 4 dígitos');
  const tipo = text(env, 'PIX_AUTOMATICO_TIPO_CONTA') || 'CORRENTE';
  if (tipo !== 'CORRENTE' && tipo !== 'POUPANCA' && tipo !== 'PAGAMENTO')
    throw new PixAutomaticoSettingsError('PIX_AUTOMATICO_TIPO_CONTA deve ser CORRENTE, POUPANCA ou PAGAMENTO');
  const policy = text(env, 'PIX_AUTOMATICO_RETRY_POLICY') || 'PERMITE_3R_7D';
  if (policy !== 'PERMITE_3R_7D' && policy !== 'NAO_PERMITE')
    throw new PixAutomaticoSettingsError('PIX_AUTOMATICO_RETRY_POLICY deve ser PERMITE_3R_7D ou NAO_PERMITE');
  const minimum = text(env, 'PIX_AUTOMATICO_MINIMUM_CENTS');
  if (minimum && !/^[1-9]\d{0,9}$/.test(minimum))
    throw new PixAutomaticoSettingsError('PIX_AUTOMATICO_MINIMUM_CENTS deve ser um inteiro positivo (centavos)');
  const scan = text(env, 'PIX_AUTOMATICO_SCAN_EVERY_SECONDS') || '60';
  if (!/^\d{1,5}$/.test(scan) || Number(scan) < 1 || Number(scan) > 86_400)
    throw new PixAutomaticoSettingsError('PIX_AUTOMATICO_SCAN_EVERY_SECONDS deve ser um inteiro de 1 a 86400');
  return {
    account: { agencia: agencia || null, conta, tipoConta: tipo },
    retryPolicy: policy,
    minimumCents: minimum ? Number(minimum) : null,
    scanEverySeconds: Number(scan),
  };
}
