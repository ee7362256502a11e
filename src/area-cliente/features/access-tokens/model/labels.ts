/** What the "Acesso por API" screen shows for a token's state and the expiry it offers. */
import type { TokenState } from '@domain/access-tokens/rules';

export const STATE_LABELS: Record<TokenState, string> = { active: 'Ativo', expired: 'Expirado', revoked: 'Revogado' };

const EXPIRY_CHOICES = [7, 30, 90, 180, 365] as const;

/** The expiry choices up to the server's maximum (the maximum itself always offered). */
export function expiryOptions(maxDays: number): { value: string; label: string }[] {
  const days = [...new Set([...EXPIRY_CHOICES.filter((d) => d < maxDays), maxDays])];
  return days.map((d) => ({ value: String(d), label: d === 1 ? '1 dia' : `${d} dias` }));
}
