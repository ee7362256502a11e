import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { isCustomerRole, isPortalRole, isServiceRole } from '@domain/roles';
import { Link } from '../../../components/Link';
import { $selectedContract, $user } from '../../../stores/user';
import { $attendantSession } from '../../../stores/attendant';
import { useSapData } from '../api/get-sap-data';
import { AttendantChanges } from './AttendantChanges';
import { ConfirmDialog, DISCARD } from './ConfirmDialog';
import { LoginData } from './LoginData';
import { PrivacyData } from './PrivacyData';
import { RegistrationData } from './RegistrationData';
import styles from './Profile.module.css';

type Tab = 'cadastro' | 'login' | 'privacidade' | 'atendimento';
const TABS: Record<Tab, string> = {
  cadastro: 'Dados cadastrais',
  login: 'Dados de login',
  privacidade: 'Privacidade e dados',
  atendimento: 'Alterações pelo atendimento',
};

/** `?aba=privacidade` (the export's e-mail and notification link) opens that tab. */
const initialTab = (): Tab =>
  typeof window !== 'undefined' && new URLSearchParams(window.location.search).get('aba') === 'privacidade' ? 'privacidade' : 'cadastro';

/**
 * /area-cliente/atualizacao-cadastro (spec 01 §2.7): tabs 'Dados cadastrais' and 'Dados de
 * login'; the login tab whenever the selected contract has a consumer id — for staff serving a
 * contract too, who see the customer's login e-mail read-only (an attendant does not change a
 * customer's login). Leaving a tab while editing asks first.
 * The LGPD self-service adds 'Privacidade e dados' for customers (their own data; staff never see it).
 */
/** What the app layer puts under 'Dados cadastrais' (the collections feature's e-mail preferences, issue 24 §5). */
export interface RegistrationSlotProps {
  contractId: string;
  canEdit: boolean;
  /** The new-bill choice the slot saved (the same as "Receber fatura por e-mail"). */
  onInvoiceByEmailSaved: (invoiceByEmail: boolean) => void;
}

export interface ProfileScreenProps {
  /** Shown under the registration data while it is not being edited. */
  registrationSlot?: (props: RegistrationSlotProps) => ReactNode;
}

export default function ProfileScreen({ registrationSlot }: ProfileScreenProps = {}) {
  const user = useStore($user);
  const contract = useStore($selectedContract);
  const service = useStore($attendantSession);
  const staff = Boolean(user && isPortalRole(user.role) && isServiceRole(user.role));
  const needsService = staff && !service;
  // Viewing needs 'cadastro.ver' (the menu); changing needs 'cadastro.editar' (the server's rule too).
  const canEdit = Boolean(user?.permissions.includes('cadastro.editar'));
  const { data, error, isLoading, mutate } = useSapData(!needsService, contract?.id);
  const [tab, setTab] = useState<Tab>('cadastro');
  useEffect(() => {
    if (initialTab() === 'privacidade') setTab('privacidade');
  }, []);
  const [editing, setEditing] = useState(false);
  const [pendingTab, setPendingTab] = useState<Tab | null>(null);
  const base = useId();

  const customer = Boolean(user && isPortalRole(user.role) && isCustomerRole(user.role));
  // The login tab whenever the selected contract (for staff: the started service's) has a consumer id.
  const hasLoginTab = Boolean(contract?.consumerId);
  // Staff see the customer's login e-mail; only the customer changes it (the server's rule too).
  const loginEmail = staff ? (data?.data.loginEmail ?? '') : (user?.email ?? '');
  // Spec 02 §2.8: the customer sees what attendants changed on its behalf (its own call).
  const tabs: Tab[] = [
    'cadastro',
    ...(hasLoginTab ? (['login'] as const) : []),
    ...(customer ? (['privacidade', 'atendimento'] as const) : []),
  ];
  const current: Tab = tabs.includes(tab) ? tab : 'cadastro';

  const choose = (next: Tab) => {
    if (next === current) return;
    if (editing) setPendingTab(next);
    else setTab(next);
  };
  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (tabs.length < 2 || (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft')) return;
    e.preventDefault();
    const step = e.key === 'ArrowRight' ? 1 : -1;
    const next = tabs[(tabs.indexOf(current) + step + tabs.length) % tabs.length]!;
    choose(next);
    document.getElementById(`${base}-${next}`)?.focus();
  };

  if (!user) return null;
  return (
    <section className={styles.screen} aria-labelledby="perfil-title">
      <h1 id="perfil-title">Atualização cadastral</h1>
      <p className={styles.lead}>Confira e atualize seus dados de contato e a forma de receber suas faturas.</p>
      {needsService ? (
        <div className={styles.card}>
          <p>Inicie um atendimento para ver e atualizar os dados cadastrais do cliente.</p>
          <Link className="button" href="/area-cliente/atendimento">
            Iniciar atendimento
          </Link>
        </div>
      ) : (
        <>
          <div role="tablist" aria-label="Dados do perfil" className={styles.tabs}>
            {tabs.map((t) => (
              <button
                key={t}
                id={`${base}-${t}`}
                type="button"
                role="tab"
                aria-selected={current === t}
                aria-controls={`${base}-panel`}
                tabIndex={current === t ? 0 : -1}
                className={styles.tab}
                onClick={() => choose(t)}
                onKeyDown={onTabKey}
              >
                {TABS[t]}
              </button>
            ))}
          </div>
          <div id={`${base}-panel`} role="tabpanel" aria-labelledby={`${base}-${current}`}>
            {current === 'atendimento' ? (
              <AttendantChanges />
            ) : current === 'privacidade' ? (
              <PrivacyData hasLoginTab={hasLoginTab} onOpenTab={choose} />
            ) : current === 'login' ? (
              <LoginData loginEmail={loginEmail} canEdit={canEdit && !staff} editing={editing} onEditingChange={setEditing} />
            ) : isLoading ? (
              <p role="status">Carregando…</p>
            ) : error || !data ? (
              <p role="alert" className={styles.error}>
                Não foi possível carregar seus dados cadastrais. Por favor, tente novamente.
              </p>
            ) : (
              <RegistrationData
                sap={data.data}
                contractId={contract?.id ?? ''}
                canEdit={canEdit}
                editing={editing}
                onEditingChange={setEditing}
                onSaved={(saved) => void mutate({ data: { ...data.data, ...saved } }, { revalidate: true })}
              />
            )}
            {/* Issue 24 §5: the paperless e-mails per event; the new bill is the same choice as "Receber fatura por e-mail". */}
            {current === 'cadastro' && !editing && data && registrationSlot && (
              <div key={`${contract?.id ?? ''}-${String(data.data.faturaEmail)}`}>
                {registrationSlot({
                  contractId: contract?.id ?? '',
                  canEdit,
                  onInvoiceByEmailSaved: (faturaEmail) => void mutate({ data: { ...data.data, faturaEmail } }, { revalidate: false }),
                })}
              </div>
            )}
          </div>
          <ConfirmDialog
            open={pendingTab !== null}
            {...DISCARD}
            onConfirm={() => {
              setEditing(false);
              if (pendingTab) setTab(pendingTab);
              setPendingTab(null);
            }}
            onCancel={() => setPendingTab(null)}
          />
        </>
      )}
    </section>
  );
}
