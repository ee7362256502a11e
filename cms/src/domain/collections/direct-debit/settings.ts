/**
 * Débito automático settings (.env.example, "Débito automático"; docs/collections-direct-debit.md):
 *
 *   DIRECT_DEBIT_BANKS       banks with the distributor's agreement, `code:name:convênio:first NSA`
 *                            separated by `;` (e.g. `001:Banco do Brasil:0012345:1`); empty = off
 *   DIRECT_DEBIT_FILE_TIME   local time (America/Sao_Paulo) from which a business day's remessa is made (06:00)
 *   DIRECT_DEBIT_LEAD_DAYS   business days ahead a debit is sent (2: a file carries the bills debited in 1–2 business days)
 *   DIRECT_DEBIT_FILE_DIR    optional folder the remessas are also written to (the bank's file transfer picks them up)
 *
 * Pure: the caller passes the environment.
 */
import type { DebitBank } from './rules';

export interface AgreementBank extends DebitBank {
  /** Código do convênio at this bank (header A, 3–22). */
  agreement: string;
  /** NSA of the first remessa to this bank (the next ones count up from the last one written). */
  firstNsa: number;
}

export interface DirectDebitSettings {
  banks: AgreementBank[];
  fileTime: string;
  leadBusinessDays: number;
  fileDir: string | null;
}

export function parseBanks(value: string | undefined): AgreementBank[] {
  const banks: AgreementBank[] = [];
  for (const entry of (value ?? '').split(';')) {
    if (!entry.trim()) continue;
    const [code, name, agreement, first] = entry.split(':').map((p) => p.trim());
    if (!/^\d{3}$/.test(code ?? '') || !name || !agreement || agreement.length > 20)
      throw new Error(`DIRECT_DEBIT_BANKS: "${entry}" não é código(3 algarismos):nome:convênio(até 20):NSA inicial`);
    const firstNsa = first ? Number(first) : 1;
    if (!Number.isInteger(firstNsa) || firstNsa < 1 || firstNsa > 999_999)
      throw new Error(`DIRECT_DEBIT_BANKS: NSA inicial inválido em "${entry}"`);
    if (banks.some((b) => b.code === code)) throw new Error(`DIRECT_DEBIT_BANKS: banco ${code} repetido`);
    banks.push({ code, name, agreement, firstNsa });
  }
  return banks;
}

/** The banks of the demo (`npm start`, test stacks) when DIRECT_DEBIT_BANKS is not set at all and demo data is on. */
export const DEMO_BANKS = '001:Banco do Brasil:DEMO001:1;341:Itaú Unibanco:DEMO341:1';

export function directDebitSettings(env: Record<string, string | undefined>, demo = false): DirectDebitSettings {
  const time = env.DIRECT_DEBIT_FILE_TIME?.trim() || '06:00';
  const lead = Number(env.DIRECT_DEBIT_LEAD_DAYS ?? '');
  return {
    banks: parseBanks(env.DIRECT_DEBIT_BANKS ?? (demo ? DEMO_BANKS : '')),
    fileTime: /^([01]\d|2[0-3]):[0-5]\d$/.test(time) ? time : '06:00',
    leadBusinessDays: Number.isInteger(lead) && lead >= 1 && lead <= 10 ? lead : 2,
    fileDir: env.DIRECT_DEBIT_FILE_DIR?.trim() || null,
  };
}
