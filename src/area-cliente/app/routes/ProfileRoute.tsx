/**
 * 'Atualização cadastral' as composed by the app layer: the profile feature's screen with the
 * collections feature's "Avisos por e-mail" (paperless bills, issue 24 §5) under the registration
 * data. Features never import each other; this file is where they meet.
 */
import ProfileScreen from '../../features/profile/components/ProfileScreen';
import { PaperlessPreferences } from '../../features/collections';

export default function ProfileRoute() {
  return (
    <ProfileScreen
      registrationSlot={({ contractId, canEdit, onInvoiceByEmailSaved }) => (
        <PaperlessPreferences contractId={contractId} canEdit={canEdit} onSaved={(saved) => onInvoiceByEmailSaved(saved.novaFatura)} />
      )}
    />
  );
}
