import { Button } from '~/components/ui/Button';
import { usePrivacySummary } from '../api/get-privacy-summary';
import { ConsentSection } from './privacy/ConsentSection';
import { CorrectSection, type ProfileTab } from './privacy/CorrectSection';
import { DeletionSection } from './privacy/DeletionSection';
import { DpoSection } from './privacy/DpoSection';
import { ExportSection } from './privacy/ExportSection';
import { HeldDataSection } from './privacy/HeldDataSection';
import { SharingSection } from './privacy/SharingSection';
import styles from './Privacy.module.css';

export interface PrivacyDataProps {
  /** Opens another tab of the profile screen (the forms that change each datum). */
  onOpenTab: (tab: ProfileTab) => void;
  hasLoginTab: boolean;
}

/**
 * 'Privacidade e dados' (LGPD art. 18): what the portal holds, the export, how to
 * correct each datum, consents, the sharing list, deletion or anonymization with what is kept by
 * law, and the encarregado. Customers only; everything is the signed-in account's own. One
 * component per section in `privacy/`.
 */
export function PrivacyData({ onOpenTab, hasLoginTab }: PrivacyDataProps) {
  const summary = usePrivacySummary(true);
  if (summary.isLoading) return <p role="status">Carregando…</p>;
  if (summary.error || !summary.data)
    return (
      <div className={styles.stack}>
        <p role="alert" className={styles.error}>
          Não foi possível carregar seus dados de privacidade. Por favor, tente novamente.
        </p>
        <div>
          <Button variant="secondary" onClick={() => void summary.mutate()}>
            Tentar novamente
          </Button>
        </div>
      </div>
    );
  const data = summary.data.data;
  return (
    <div className={styles.stack}>
      <HeldDataSection data={data} />
      <ExportSection />
      <CorrectSection onOpenTab={onOpenTab} hasLoginTab={hasLoginTab} dpoEmail={data.dpo.email} />
      <ConsentSection consents={data.consents} onChanged={() => void summary.mutate()} />
      <SharingSection recipients={data.recipients} />
      <DeletionSection data={data} onRequested={() => void summary.mutate()} />
      <DpoSection dpo={data.dpo} />
    </div>
  );
}
