/**
 * The answers of the profile calls (spec 01 §3, §7), declared once for server and client.
 */

/** GET /api/user/sap — the SAP data of the contract in use, with the profile fields. */
export interface SapDataView {
  email: string | null;
  name: string;
  portalPJ: boolean;
  vigencia: string | null;
  faturaEmail: boolean;
  telefone: string | null;
  /** The account holder's login e-mail (the 'Dados de login' tab; read-only for staff serving the contract). */
  loginEmail: string | null;
}

/** PATCH /api/user/sap/data */
export interface SapDataUpdateView {
  success: true;
  data: { faturaEmail: boolean; telefone: string | null };
}

/** GET /api/user/login?newEmail= */
export interface LoginEmailCheckView {
  success: boolean;
  willNeedPassword: boolean;
}
