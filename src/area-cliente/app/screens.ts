/**
 * Screen key (slug with dashes as underscores, spec 02 §1) → the feature screen, loaded on
 * demand so each screen's code arrives only when opened. Screens of later issues register
 * here; a slug that is not in the user's menu, or has no screen yet, shows nothing.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type ScreenModule = { default: ComponentType };

const LOADERS: Record<string, () => Promise<ScreenModule>> = {
  home: () => import('./routes/HomeRoute'),
  atendimento: () => import('../features/attendance/components/AttendanceScreen'),
  atualizar_senha: () => import('../features/password/components/PasswordScreen'),
  atualizacao_cadastro: () => import('./routes/ProfileRoute'),
  negociacao_faturas: () => import('../features/collections/components/negotiation/NegotiationScreen'),
  conta_digital: () => import('./routes/InvoicesRoute'),
  // Issue 24 §3, débito automático.
  debito_automatico: () => import('../features/collections/components/direct-debit/DirectDebitScreen'),
  debito_automatico_arquivos: () => import('../features/collections/components/direct-debit/DirectDebitFilesScreen'),
  // Billing and collections (docs/collections.md).
  declaracao_quitacao: () => import('../features/collections/components/declaration/DeclarationScreen'),
  vencimento_fatura: () => import('../features/collections/components/due-date/DueDateScreen'),
  // Issue 25 §2, Meu consumo (docs/insights-consumption.md).
  meu_consumo: () => import('../features/insights/components/consumption/ConsumptionScreen'),
  // Issue 25 §3, self-reading (docs/insights-self-reading.md).
  autoleitura: () => import('../features/insights/components/self-reading/SelfReadingScreen'),
  // Issue 25 §1 (docs/insights-explain.md): the bill explained.
  entenda_sua_conta: () => import('../features/insights/components/explain/ExplainBillScreen'),
  error: () => import('../features/errors/components/ErrorScreen'),
  // Spec 02, administration: profiles, platform users, secondary users.
  perfis_necta: () => import('../features/admin/components/ProfilesScreen'),
  perfis_necta_usuarios: () => import('../features/admin/components/UsersScreen'),
  meus_usuarios: () => import('../features/secondary-users/components/SecondaryUsersScreen'),
  // Issue 26 §6 (docs/access-tokens.md): the industrial administrator's personal access tokens.
  acesso_api: () => import('../features/access-tokens/components/AccessTokensScreen'),
  // Spec 02, service requests.
  religacao_gas: () => import('../features/services/components/ReconnectionScreen'),
  suspensao_fornecimento: () => import('../features/services/components/SuspensionScreen'),
  bloqueio_temporario: () => import('../features/services/components/TemporaryBlockScreen'),
  assistencia_tecnica: () => import('../features/services/components/AssistanceScreen'),
  // Uploads and batches (spec 02 §2.10, §2.11)
  programar_faturas: () => import('../features/batches/components/ProgramInvoicesScreen'),
  acompanhar_programacao: () => import('../features/batches/components/BatchHistoryScreen'),
  disponibilidade_enderecos: () => import('../features/batches/components/InstallationsScreen'),
  // Spec 03 — industrial consumption programming.
  programacao_consumo: () => import('../features/consumption-client/components/ProgrammingScreen'),
  protocolos_programacao: () => import('../features/consumption-client/components/ProtocolsScreen'),
  // Issue 26 — the industrial contract cockpit (docs/contract-accounting.md): the client's, and staff's with the portfolio.
  contrato_industrial: () => import('../features/contract-accounting/components/CockpitScreen'),
  contratos_industriais: () => import('../features/contract-accounting/components/StaffContractsScreen'),
  programacao_intradiaria: () => import('../features/consumption-management/components/IntradayScreen'),
  gestao_consumo_visao_geral: () => import('../features/consumption-management/components/OverviewScreen'),
  gestao_consumo_decisao: () => import('../features/consumption-management/components/DecisionScreen'),
  visao_geral_dashboard: () => import('../features/consumption-management/components/DashboardScreen'),
  gestao_clientes: () => import('../features/consumption-management/components/ClientsScreen'),
  // Issue 26 §4 (docs/curtailment.md): curtailment notices.
  avisos_restricao: () => import('../features/consumption-management/components/CurtailmentScreen'),
};

export const SCREENS: Record<string, LazyExoticComponent<ComponentType>> = Object.fromEntries(
  Object.entries(LOADERS).map(([key, load]) => [key, lazy(load)]),
);

const loaded = new Map<string, ComponentType>();

/**
 * The screen of the page's address renders in place on the server and hydrates in place in the
 * browser: the page loads its module before rendering (preloadScreen), names it in a
 * `<meta name="area-screen">`, and this module, in the browser, loads that screen before the
 * island hydrates (top-level await), so the Router renders it without a Suspense boundary on
 * both sides. A lazy screen inside Suspense would be sent by React's streaming renderer as its
 * fallback plus an inline completion script once its HTML is large (a calendar, ~12 KB), which
 * the Content-Security-Policy refuses: 'Carregando…' and React error #419. Screens opened later
 * in the browser stay lazy.
 */
export async function preloadScreen(key: string): Promise<void> {
  const load = LOADERS[key];
  if (load && !loaded.has(key)) loaded.set(key, (await load()).default);
}

/** The screen's component when preloadScreen has loaded it in this process, else undefined. */
export const preloadedScreen = (key: string): ComponentType | undefined => loaded.get(key);

export const AREA_SCREEN_META = 'area-screen';

if (typeof document !== 'undefined') {
  const initial = document.querySelector<HTMLMetaElement>(`meta[name="${AREA_SCREEN_META}"]`)?.content;
  if (initial) await preloadScreen(initial);
}
