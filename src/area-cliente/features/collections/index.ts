/**
 * Public surface of the billing-and-collections feature (issue 24). Paperless bills: the
 * "Avisos por e-mail" card of the profile screen ('Atualização cadastral', 'Dados cadastrais').
 */
export { PaperlessPreferences } from './components/paperless/PaperlessPreferences';
