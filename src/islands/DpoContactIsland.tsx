/** Island entry of /encarregado-de-dados (LGPD self-service): the public form to the encarregado. */
export { DpoContactForm as default } from './privacy/DpoContactForm';
