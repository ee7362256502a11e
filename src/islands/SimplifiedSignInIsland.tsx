/** Island entry of /login-fatura-simplificada (spec 04 §2.3). */
export { SimplifiedSignIn as default } from './access';
