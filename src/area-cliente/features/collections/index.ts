/**
 * Public surface of the billing-and-collections feature (issue 24) for the app layer's
 * composition. Paperless bills: the "Avisos por e-mail" card of the profile screen
 * ('Atualização cadastral', 'Dados cadastrais'). The suspension notice (home page and bill list)
 * and each bill's "Já paguei" status and button (docs/collections-suspension.md); each reads the
 * user and the contract itself. Its screens are registered in app/screens.ts.
 */
export { PaperlessPreferences } from './components/paperless/PaperlessPreferences';
export { SuspensionNotice } from './components/suspension/SuspensionNotice';
export { BillCollectionsStatus } from './components/receipt/BillCollectionsStatus';
// The discharge declaration's line beside the bill due in May (docs/collections-declaration.md).
export { MayBillDeclarationNote } from './components/declaration/MayBillDeclarationNote';
// Pix Automático (docs/collections-pix-automatico.md): the bill screen's panel and each bill's debit line.
export { PixAutomaticoPanel } from './components/pix-automatico/PixAutomaticoPanel';
export { PixAutomaticoBillNote } from './components/pix-automatico/PixAutomaticoBillNote';
