/**
 * Public surface of the collections feature (issue 24) for the app layer's composition: the
 * suspension notice (home page and bill list) and each bill's "Já paguei" status and button
 * (docs/collections-suspension.md). Each reads the user and the contract itself.
 */
export { SuspensionNotice } from './components/suspension/SuspensionNotice';
export { BillCollectionsStatus } from './components/receipt/BillCollectionsStatus';
