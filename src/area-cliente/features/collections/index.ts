/**
 * Public surface of the billing-and-collections feature (docs/collections.md) for the app layer's
 * composition. Its screens are registered in app/screens.ts (`declaracao_quitacao`).
 */
export { MayBillDeclarationNote } from './components/declaration/MayBillDeclarationNote';
